-- Issue 25 item 5: translations of a finished video.
ALTER TABLE "Script" ADD COLUMN "translatedFromVideoId" UUID;
ALTER TABLE "Script" ADD COLUMN "originalScriptId" UUID;
ALTER TABLE "Video" ADD COLUMN "translatedFromVideoId" UUID;
CREATE INDEX "Video_translatedFromVideoId_idx" ON "Video"("translatedFromVideoId");
