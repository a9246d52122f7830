-- Issue 25: a language per script and per video.
ALTER TABLE "Script" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "Script" ADD COLUMN "languageSource" TEXT;
ALTER TABLE "Video" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
CREATE INDEX "Video_userId_language_idx" ON "Video"("userId", "language");
