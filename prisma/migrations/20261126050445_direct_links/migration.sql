-- Issue 23 item 8: a link shared as the Digistore24 promolink itself (campaign key in it, no /go/ hop),
-- per link and as the account's default for new links.
ALTER TABLE "TrackedLink" ADD COLUMN "direct" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "User" ADD COLUMN "directDigistoreLinks" BOOLEAN NOT NULL DEFAULT false;
