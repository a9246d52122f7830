-- Issue 23 item 9: the per-link daily rollups are kept exact as clicks and sales are written, instead
-- of by day markers (20261126042936): today's figures were still read from raw clicks, which grows
-- with traffic. Triggers cover every writer (the redirect's batches, postbacks, IPNs, the report sync).
DROP TRIGGER "Sale_rollup_stale" ON "Sale";
DROP FUNCTION "sale_marks_rollup_stale"();
DROP TABLE "RollupDay";

-- Which visitors a link has already counted on a day, so a unique is counted once however many
-- batches (or API processes) bring that visitor's clicks. Kept for today and yesterday only.
CREATE TABLE "LinkDayVisitor" (
    "linkId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "visitorHash" TEXT NOT NULL,
    CONSTRAINT "LinkDayVisitor_pkey" PRIMARY KEY ("linkId", "day", "visitorHash")
);
ALTER TABLE "LinkDayVisitor" ADD CONSTRAINT "LinkDayVisitor_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "TrackedLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One statement of clicks (a batch of up to 500) adds to its links' days in one upsert. Rows are
-- locked in key order, so concurrent batches from several API processes cannot deadlock. Deleting
-- clicks (retention) leaves the rollups alone.
CREATE FUNCTION "click_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH fresh AS (
    INSERT INTO "LinkDayVisitor" ("linkId", day, "visitorHash")
    SELECT DISTINCT "linkId", day, "visitorHash" FROM new_clicks WHERE NOT bot ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING
    RETURNING "linkId", day
  ), uniques AS (
    SELECT "linkId", day, count(*)::int AS n FROM fresh GROUP BY 1, 2
  ), counts AS (
    SELECT "linkId", day, (count(*) FILTER (WHERE NOT bot))::int AS clicks,
           (count(*) FILTER (WHERE bot))::int AS bots
    FROM new_clicks GROUP BY 1, 2
  )
  INSERT INTO "LinkDay" ("linkId", day, "userId", clicks, uniques, bots)
  SELECT c."linkId", c.day, l."userId", c.clicks, coalesce(u.n, 0), c.bots
  FROM counts c JOIN "TrackedLink" l ON l.id = c."linkId"
  LEFT JOIN uniques u ON u."linkId" = c."linkId" AND u.day = c.day
  ORDER BY 1, 2
  ON CONFLICT ("linkId", day) DO UPDATE SET clicks = "LinkDay".clicks + EXCLUDED.clicks,
    uniques = "LinkDay".uniques + EXCLUDED.uniques, bots = "LinkDay".bots + EXCLUDED.bots;
  RETURN NULL;
END $$;
CREATE TRIGGER "Click_rollup" AFTER INSERT ON "Click" REFERENCING NEW TABLE AS new_clicks
  FOR EACH STATEMENT EXECUTE FUNCTION "click_rollup"();

-- A sale event adds to its link's day (a refund or chargeback is -1 sale, +1 refund, negative
-- earnings); a changed or removed one takes its old figures back. Unattributed sales have no link
-- and are read from Sale itself.
CREATE FUNCTION "sale_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."linkId" IS NOT NULL THEN
    UPDATE "LinkDay" SET
      sales = sales - CASE WHEN OLD.event = 'sale' THEN 1 ELSE -1 END,
      refunds = refunds - CASE WHEN OLD.event = 'sale' THEN 0 ELSE 1 END,
      earnings = earnings - OLD.earnings
    WHERE "linkId" = OLD."linkId" AND day = OLD.at::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."linkId" IS NOT NULL THEN
    INSERT INTO "LinkDay" ("linkId", day, "userId", sales, refunds, earnings)
    VALUES (NEW."linkId", NEW.at::date, NEW."userId",
            CASE WHEN NEW.event = 'sale' THEN 1 ELSE -1 END,
            CASE WHEN NEW.event = 'sale' THEN 0 ELSE 1 END,
            NEW.earnings)
    ON CONFLICT ("linkId", day) DO UPDATE SET sales = "LinkDay".sales + EXCLUDED.sales,
      refunds = "LinkDay".refunds + EXCLUDED.refunds, earnings = "LinkDay".earnings + EXCLUDED.earnings;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Sale_rollup" AFTER INSERT OR DELETE OR UPDATE OF "linkId", event, earnings, at ON "Sale"
  FOR EACH ROW EXECUTE FUNCTION "sale_rollup"();

-- The rollups of what is already stored.
TRUNCATE "LinkDay";
INSERT INTO "LinkDay" ("linkId", day, "userId", clicks, uniques, bots)
SELECT c."linkId", c.day, l."userId", (count(*) FILTER (WHERE NOT c.bot))::int,
       (count(DISTINCT c."visitorHash") FILTER (WHERE NOT c.bot))::int, (count(*) FILTER (WHERE c.bot))::int
FROM "Click" c JOIN "TrackedLink" l ON l.id = c."linkId"
GROUP BY c."linkId", c.day, l."userId";
INSERT INTO "LinkDay" ("linkId", day, "userId", sales, refunds, earnings)
SELECT "linkId", at::date, "userId",
       (count(*) FILTER (WHERE event = 'sale') - count(*) FILTER (WHERE event <> 'sale'))::int,
       (count(*) FILTER (WHERE event <> 'sale'))::int, sum(earnings)
FROM "Sale" WHERE "linkId" IS NOT NULL
GROUP BY "linkId", at::date, "userId"
ON CONFLICT ("linkId", day) DO UPDATE SET sales = EXCLUDED.sales, refunds = EXCLUDED.refunds,
  earnings = EXCLUDED.earnings;
INSERT INTO "LinkDayVisitor" ("linkId", day, "visitorHash")
SELECT DISTINCT "linkId", day, "visitorHash" FROM "Click" WHERE NOT bot AND day >= CURRENT_DATE - 1;
