-- Issue 32 item 4: a user's link-in-bio handle, the page /u/{handle}. Lowercase [a-z0-9_-]{3,30}
-- (contracts' link-in-bio.ts, checked by the API); none by default, so nobody has a page until they
-- choose one. Unique: two users cannot share a page.
ALTER TABLE "User" ADD COLUMN "handle" TEXT;
CREATE UNIQUE INDEX "User_handle_key" ON "User"("handle");
