-- Issue 34 item 1: marketplace connections in their own table instead of columns on "User", and offers
-- that belong to a marketplace.

-- CreateTable
CREATE TABLE "MarketplaceAccount" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "marketplace" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "affiliateId" TEXT,
    "credentialsEnc" TEXT,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "state" TEXT NOT NULL DEFAULT 'connected',
    "inboundKey" TEXT,
    "inboundTokenEnc" TEXT,
    "lastReceivedAt" TIMESTAMP(3),
    "connectedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MarketplaceAccount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MarketplaceAccount_inboundKey_key" ON "MarketplaceAccount"("inboundKey");
CREATE INDEX "MarketplaceAccount_userId_idx" ON "MarketplaceAccount"("userId");
CREATE UNIQUE INDEX "MarketplaceAccount_userId_marketplace_label_key" ON "MarketplaceAccount"("userId", "marketplace", "label");

-- AddForeignKey
ALTER TABLE "MarketplaceAccount" ADD CONSTRAINT "MarketplaceAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data: every Digistore24 connection moves into the table. Connecting always set key and user name
-- together; a row with only one of them (never written by the app) is kept but must reconnect.
INSERT INTO "MarketplaceAccount" ("id", "userId", "marketplace", "label", "affiliateId", "credentialsEnc", "state", "connectedAt", "updatedAt")
SELECT gen_random_uuid(), "id", 'digistore24', 'Digistore24', "digistoreUserName", "digistoreApiKeyEnc",
       CASE WHEN "digistoreApiKeyEnc" IS NOT NULL AND "digistoreUserName" IS NOT NULL THEN 'connected' ELSE 'needs_reconnect' END,
       "digistoreConnectedAt", CURRENT_TIMESTAMP
FROM "User"
WHERE "digistoreApiKeyEnc" IS NOT NULL OR "digistoreUserName" IS NOT NULL;

-- AlterTable
ALTER TABLE "User" DROP COLUMN "digistoreApiKeyEnc",
DROP COLUMN "digistoreUserName",
DROP COLUMN "digistoreConnectedAt";

-- Offers: every existing offer is a Digistore24 entry; an id is unique within its marketplace.
ALTER TABLE "Offer" ADD COLUMN "marketplace" TEXT NOT NULL DEFAULT 'digistore24',
ADD COLUMN "vendorId" TEXT;

DROP INDEX "Offer_entryId_key";
CREATE UNIQUE INDEX "Offer_marketplace_entryId_key" ON "Offer"("marketplace", "entryId");
