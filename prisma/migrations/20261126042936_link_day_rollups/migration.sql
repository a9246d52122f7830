-- Issue 23 item 9 (Performance at scale): per-link daily rollups kept by the worker, and a marker per
-- rolled UTC day. The Performance page reads a day from the rollup while its marker says that part is
-- current, and from the raw rows otherwise (today, a day not rolled yet, a day a late write touched).
CREATE TABLE "LinkDay" (
    "linkId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "userId" UUID NOT NULL,
    "clicks" INTEGER NOT NULL DEFAULT 0,
    "uniques" INTEGER NOT NULL DEFAULT 0,
    "bots" INTEGER NOT NULL DEFAULT 0,
    "sales" INTEGER NOT NULL DEFAULT 0,
    "refunds" INTEGER NOT NULL DEFAULT 0,
    "earnings" DOUBLE PRECISION NOT NULL DEFAULT 0,
    CONSTRAINT "LinkDay_pkey" PRIMARY KEY ("linkId", "day")
);
CREATE INDEX "LinkDay_userId_day_idx" ON "LinkDay"("userId", "day");
ALTER TABLE "LinkDay" ADD CONSTRAINT "LinkDay_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "TrackedLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "RollupDay" (
    "day" DATE NOT NULL,
    "rolledAt" TIMESTAMP(3) NOT NULL,
    "clicksStale" BOOLEAN NOT NULL DEFAULT false,
    "salesStale" BOOLEAN NOT NULL DEFAULT false,
    "clicksPruned" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "RollupDay_pkey" PRIMARY KEY ("day")
);

-- Clicks arrive roughly in time order, so a BRIN index finds one day's rows (rollup, pruning) for
-- almost nothing on the redirect's insert path.
CREATE INDEX "Click_day_idx" ON "Click" USING BRIN ("day");

-- Every writer of sales (postbacks, IPNs, the report sync, the sandbox) goes through this: a sale
-- written, changed or removed on a rolled day marks that day's sales stale, so the page reads that
-- day's sales from the raw rows until the worker rolls it again. Nothing is ever counted twice.
CREATE FUNCTION "sale_marks_rollup_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "RollupDay" SET "salesStale" = true WHERE "day" = OLD."at"::date AND NOT "salesStale";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "RollupDay" SET "salesStale" = true WHERE "day" = NEW."at"::date AND NOT "salesStale";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Sale_rollup_stale" AFTER INSERT OR UPDATE OR DELETE ON "Sale"
  FOR EACH ROW EXECUTE FUNCTION "sale_marks_rollup_stale"();
