-- Storage quota reservations: bytes an upload or save in progress has claimed, written under the
-- user's storage lock before the file is stored, so parallel uploads cannot overshoot the quota.
CREATE TABLE "StorageReservation" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "bytes" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StorageReservation_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "StorageReservation_userId_createdAt_idx" ON "StorageReservation"("userId", "createdAt");
ALTER TABLE "StorageReservation" ADD CONSTRAINT "StorageReservation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
