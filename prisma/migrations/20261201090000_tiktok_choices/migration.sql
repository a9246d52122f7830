-- Issue 32: a TikTok post keeps the creator's own choices (comments, duet, stitch, commercial-content
-- disclosure) from the Publish dialog to the worker, which sends them in post_info.
ALTER TABLE "Post" ADD COLUMN "tiktokChoices" JSONB;
