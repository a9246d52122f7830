-- Issue 23 item 6: the last run of each connected account's Digistore24 report sync.
CREATE TABLE "DigistoreSync" (
    "userId" UUID NOT NULL,
    "lastSyncedAt" TIMESTAMP(3),
    "lastAdded" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "DigistoreSync_pkey" PRIMARY KEY ("userId")
);
ALTER TABLE "DigistoreSync" ADD CONSTRAINT "DigistoreSync_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
