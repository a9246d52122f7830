-- The daily render quota's ledger moves from Redis to Postgres: one row per user render start, kept
-- when the video is deleted (no foreign key to "Video") and removed with the user.
CREATE TABLE "RenderStart" (
    "videoId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RenderStart_pkey" PRIMARY KEY ("videoId")
);
CREATE INDEX "RenderStart_userId_startedAt_idx" ON "RenderStart"("userId", "startedAt");
ALTER TABLE "RenderStart" ADD CONSTRAINT "RenderStart_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Renders started in the last day before this migration still count.
INSERT INTO "RenderStart" ("videoId", "userId", "startedAt")
SELECT "id", "userId", "createdAt" FROM "Video"
WHERE "kind" = 'user' AND "userId" IS NOT NULL AND "createdAt" >= CURRENT_TIMESTAMP - INTERVAL '1 day';
