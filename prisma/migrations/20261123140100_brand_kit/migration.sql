-- The user's brand kit (Settings), one row per user.
CREATE TABLE "BrandKit" (
    "userId" UUID NOT NULL,
    "primaryColor" TEXT NOT NULL,
    "accentColor" TEXT NOT NULL,
    "font" TEXT NOT NULL,
    "logoKey" TEXT,
    "watermark" TEXT NOT NULL DEFAULT 'none',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BrandKit_pkey" PRIMARY KEY ("userId")
);
ALTER TABLE "BrandKit" ADD CONSTRAINT "BrandKit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The brand kit as it was when a video was created, so a later edit never changes its render.
ALTER TABLE "Video" ADD COLUMN "brand" JSONB;
