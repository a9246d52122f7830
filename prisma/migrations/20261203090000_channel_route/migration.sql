-- Issue 32 item 1: a channel says which route its posts take. 'own_app' — the server's own TikTok, Google or
-- Meta app (OAuth tokens on the row); 'stand_in' — the demo's local platform stand-in; 'upload_post' — an
-- Upload-Post profile (accountId 'upload-post:<profile>'), posted through UPLOAD_POST_API_KEY, no tokens of
-- its own. Existing channels keep 'own_app' (stand-in ones are told apart by the server's config as before).
ALTER TABLE "Channel" ADD COLUMN "route" TEXT NOT NULL DEFAULT 'own_app';
