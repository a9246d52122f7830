-- Issue 32 item 4: which stored file a post sent (a TikTok or Instagram post sends the video's
-- link-in-bio variant, whose end card says "Link in bio" instead of the link and QR code).
ALTER TABLE "Post" ADD COLUMN "mediaKey" TEXT;
