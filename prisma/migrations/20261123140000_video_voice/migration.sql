-- The voiceover voice chosen on the review page; existing rows keep the original offline voice.
ALTER TABLE "Video" ADD COLUMN "voice" TEXT NOT NULL DEFAULT 'flite:slt';
