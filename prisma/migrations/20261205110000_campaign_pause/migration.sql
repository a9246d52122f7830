-- Issue 33 item 4: a campaign can be paused (pausedAt set: nothing new starts writing or rendering,
-- its pending posts wait) and resumed; cancelled is a new value of the existing status column.
ALTER TABLE "Campaign" ADD COLUMN "pausedAt" TIMESTAMP(3);
