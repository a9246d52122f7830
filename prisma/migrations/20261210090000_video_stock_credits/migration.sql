-- The stock clips a video shows (issue 36 item 2), credited on the video page.
ALTER TABLE "Video" ADD COLUMN "stockCredits" JSONB;
