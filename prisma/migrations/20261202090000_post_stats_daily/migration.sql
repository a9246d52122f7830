-- Issue 32 item 5: per-post numbers from the platforms (views, likes, comments, shares), one row per
-- post and UTC day holding the totals the platform answered last that day.
CREATE TABLE "PostStatsDaily" (
    "postId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL,
    "likes" INTEGER NOT NULL,
    "comments" INTEGER NOT NULL,
    "shares" INTEGER NOT NULL,
    "standIn" BOOLEAN NOT NULL DEFAULT false,
    "fetchedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "PostStatsDaily_pkey" PRIMARY KEY ("postId", "day")
);
ALTER TABLE "PostStatsDaily" ADD CONSTRAINT "PostStatsDaily_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;
