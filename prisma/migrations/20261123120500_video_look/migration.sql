-- The look chosen on the review page; existing rows keep the original look.
ALTER TABLE "Video" ADD COLUMN "template" TEXT NOT NULL DEFAULT 'classic';
ALTER TABLE "Video" ADD COLUMN "format" TEXT NOT NULL DEFAULT '9:16';
ALTER TABLE "Video" ADD COLUMN "captionStyle" TEXT NOT NULL DEFAULT 'highlight';
