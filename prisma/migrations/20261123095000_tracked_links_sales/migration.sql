-- Tracked links (/go/{code}), their clicks, the daily salt of visitor hashes, Digistore24 IPN sales
-- and each user's IPN endpoint key and passphrase.
CREATE TABLE "TrackedLink" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "targetUrl" TEXT NOT NULL,
    "sourceKind" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "campaignKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrackedLink_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "TrackedLink_code_key" ON "TrackedLink"("code");
CREATE UNIQUE INDEX "TrackedLink_userId_sourceKind_sourceId_targetUrl_key" ON "TrackedLink"("userId", "sourceKind", "sourceId", "targetUrl");
CREATE UNIQUE INDEX "TrackedLink_userId_campaignKey_key" ON "TrackedLink"("userId", "campaignKey");
ALTER TABLE "TrackedLink" ADD CONSTRAINT "TrackedLink_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Click" (
    "id" BIGSERIAL NOT NULL,
    "linkId" UUID NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "day" DATE NOT NULL,
    "referrerDomain" TEXT,
    "device" TEXT NOT NULL,
    "bot" BOOLEAN NOT NULL DEFAULT false,
    "visitorHash" TEXT NOT NULL,

    CONSTRAINT "Click_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Click_linkId_day_idx" ON "Click"("linkId", "day");
ALTER TABLE "Click" ADD CONSTRAINT "Click_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "TrackedLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ClickSalt" (
    "day" DATE NOT NULL,
    "salt" TEXT NOT NULL,

    CONSTRAINT "ClickSalt_pkey" PRIMARY KEY ("day")
);

CREATE TABLE "Sale" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "orderId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "linkId" UUID,
    "campaignKey" TEXT,
    "amount" DOUBLE PRECISION NOT NULL,
    "earnings" DOUBLE PRECISION NOT NULL,
    "currency" TEXT NOT NULL,
    "productName" TEXT,
    "at" TIMESTAMP(3) NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Sale_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Sale_userId_orderId_event_key" ON "Sale"("userId", "orderId", "event");
CREATE INDEX "Sale_userId_at_idx" ON "Sale"("userId", "at");
CREATE INDEX "Sale_linkId_idx" ON "Sale"("linkId");
ALTER TABLE "Sale" ADD CONSTRAINT "Sale_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Sale" ADD CONSTRAINT "Sale_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "TrackedLink"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "IpnSetting" (
    "userId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "passphraseEnc" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IpnSetting_pkey" PRIMARY KEY ("userId")
);
CREATE UNIQUE INDEX "IpnSetting_key_key" ON "IpnSetting"("key");
ALTER TABLE "IpnSetting" ADD CONSTRAINT "IpnSetting_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
