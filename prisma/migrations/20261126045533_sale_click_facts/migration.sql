-- Issue 23 item 3: a sale joined to its click keeps that click's time, device and referrer, filled from
-- the Click row by whichever writer stores the sale (postback, IPN, report sync). Performance reads
-- time to sale and the buyers' devices and referrers from Sale alone, and they outlive click pruning.
ALTER TABLE "Sale" ADD COLUMN "clickAt" TIMESTAMP(3);
ALTER TABLE "Sale" ADD COLUMN "clickDevice" TEXT;
ALTER TABLE "Sale" ADD COLUMN "clickReferrer" TEXT;

CREATE FUNCTION "sale_click_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."clickId" IS NOT NULL AND NEW."clickAt" IS NULL THEN
    SELECT c.at, c.device, c."referrerDomain" INTO NEW."clickAt", NEW."clickDevice", NEW."clickReferrer"
    FROM "Click" c WHERE c.id = NEW."clickId";
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "Sale_click_facts" BEFORE INSERT OR UPDATE OF "clickId" ON "Sale"
  FOR EACH ROW EXECUTE FUNCTION "sale_click_facts"();

UPDATE "Sale" s SET "clickAt" = c.at, "clickDevice" = c.device, "clickReferrer" = c."referrerDomain"
FROM "Click" c WHERE c.id = s."clickId";
