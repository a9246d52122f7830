-- Issue 23 (postbacks and click ids): a click id per human click, sales from S2S postbacks joined to
-- their click, the user's postback address, and the sandbox marketplace's ledger of simulated sales.
ALTER TABLE "TrackedLink" ADD COLUMN "appendClickId" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "Click" ADD COLUMN "cid" TEXT;
CREATE UNIQUE INDEX "Click_cid_key" ON "Click"("cid");

ALTER TABLE "Sale" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'ipn';
ALTER TABLE "Sale" ADD COLUMN "transactionId" TEXT;
ALTER TABLE "Sale" ADD COLUMN "transactionType" TEXT;
ALTER TABLE "Sale" ADD COLUMN "clickId" BIGINT;
ALTER TABLE "Sale" ADD COLUMN "cid" TEXT;
ALTER TABLE "Sale" ADD COLUMN "trackingKey" TEXT;
ALTER TABLE "Sale" ADD COLUMN "unattributed" BOOLEAN NOT NULL DEFAULT false;
CREATE UNIQUE INDEX "Sale_userId_transactionId_transactionType_key" ON "Sale"("userId", "transactionId", "transactionType");
CREATE INDEX "Sale_clickId_idx" ON "Sale"("clickId");
ALTER TABLE "Sale" ADD CONSTRAINT "Sale_clickId_fkey" FOREIGN KEY ("clickId") REFERENCES "Click"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "PostbackSetting" (
    "userId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "tokenEnc" TEXT NOT NULL,
    "lastReceivedAt" TIMESTAMP(3),
    "lastWasTest" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "PostbackSetting_pkey" PRIMARY KEY ("userId")
);
CREATE UNIQUE INDEX "PostbackSetting_key_key" ON "PostbackSetting"("key");
ALTER TABLE "PostbackSetting" ADD CONSTRAINT "PostbackSetting_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "SandboxSale" (
    "id" UUID NOT NULL,
    "affiliate" TEXT NOT NULL,
    "transactionId" TEXT NOT NULL,
    "transactionType" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "campaignKey" TEXT,
    "cid" TEXT,
    "amount" DOUBLE PRECISION NOT NULL,
    "earnings" DOUBLE PRECISION NOT NULL,
    "currency" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "SandboxSale_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "SandboxSale_transactionId_transactionType_key" ON "SandboxSale"("transactionId", "transactionType");
CREATE INDEX "SandboxSale_affiliate_at_idx" ON "SandboxSale"("affiliate", "at");
