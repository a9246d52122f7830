-- Issue 35: campaign autopilot (settings, one decision per slot) and the weekly digest.
CREATE TABLE "CampaignAutopilot" (
    "campaignId" UUID NOT NULL,
    "goal" TEXT NOT NULL DEFAULT 'earnings',
    "minExposureViews" INTEGER NOT NULL DEFAULT 300,
    "retireBelow" DOUBLE PRECISION NOT NULL DEFAULT 0.05,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "pinnedItemId" UUID,
    "excludedItemIds" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CampaignAutopilot_pkey" PRIMARY KEY ("campaignId")
);

CREATE TABLE "AutopilotDecision" (
    "id" UUID NOT NULL,
    "campaignId" UUID NOT NULL,
    "slotAt" TIMESTAMP(3) NOT NULL,
    "itemId" UUID,
    "videoId" UUID,
    "armLabel" TEXT,
    "pBest" DOUBLE PRECISION,
    "views" INTEGER NOT NULL DEFAULT 0,
    "reason" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'decided',
    "arms" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AutopilotDecision_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "AutopilotDecision_campaignId_slotAt_key" ON "AutopilotDecision"("campaignId", "slotAt");
CREATE INDEX "AutopilotDecision_status_slotAt_idx" ON "AutopilotDecision"("status", "slotAt");

CREATE TABLE "WeeklyDigest" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "weekStart" DATE NOT NULL,
    "content" JSONB NOT NULL,
    "emailedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WeeklyDigest_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "WeeklyDigest_userId_weekStart_key" ON "WeeklyDigest"("userId", "weekStart");
CREATE INDEX "WeeklyDigest_userId_createdAt_idx" ON "WeeklyDigest"("userId", "createdAt");

ALTER TABLE "CampaignAutopilot" ADD CONSTRAINT "CampaignAutopilot_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AutopilotDecision" ADD CONSTRAINT "AutopilotDecision_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "WeeklyDigest" ADD CONSTRAINT "WeeklyDigest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
