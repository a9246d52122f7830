-- The script job's real step (fetching, extracting, writing, checking), shown while it is written.
ALTER TABLE "Script" ADD COLUMN "step" TEXT;
