-- Issue 32: a scheduled Upload-Post post is sent by AdReel at its time ("adreel") or handed to
-- Upload-Post at once with scheduled_date ("upload_post"), which publishes it even while AdReel is off.
ALTER TABLE "Post" ADD COLUMN "scheduleBy" TEXT NOT NULL DEFAULT 'adreel';
ALTER TABLE "Post" ADD COLUMN "handedOverAt" TIMESTAMP(3);
