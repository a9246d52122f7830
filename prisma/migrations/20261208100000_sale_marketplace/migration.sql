-- Issue 34 item 2: one sale recorder for every marketplace (packages/sales). A sale belongs to the
-- marketplace that sold it; order and transaction ids are unique only within one marketplace, so the
-- idempotency keys gain it. Every row written before is Digistore24's.
ALTER TABLE "Sale" ADD COLUMN "marketplace" TEXT NOT NULL DEFAULT 'digistore24';

DROP INDEX "Sale_userId_orderId_event_key";
DROP INDEX "Sale_userId_transactionId_transactionType_key";
CREATE UNIQUE INDEX "Sale_userId_marketplace_orderId_event_key" ON "Sale"("userId", "marketplace", "orderId", "event");
CREATE UNIQUE INDEX "Sale_userId_marketplace_transactionId_transactionType_key"
  ON "Sale"("userId", "marketplace", "transactionId", "transactionType");

-- Issue 34 item 5: Performance per marketplace and per currency, never summing two currencies. The
-- money of each link's day is kept per marketplace and currency (LinkDay keeps the clicks, and its own
-- sales columns as before), by the same rule as LinkDay: a 'counted' payment is +1 sale, a 'counted'
-- reversal -1 sale and +1 refund; 'further' and 'pending' rows add only their earnings (0 while pending).
CREATE TABLE "LinkDaySale" (
  "linkId" UUID NOT NULL,
  "day" DATE NOT NULL,
  "marketplace" TEXT NOT NULL,
  "currency" TEXT NOT NULL,
  "userId" UUID NOT NULL,
  "sales" INTEGER NOT NULL DEFAULT 0,
  "refunds" INTEGER NOT NULL DEFAULT 0,
  "earnings" DOUBLE PRECISION NOT NULL DEFAULT 0,
  CONSTRAINT "LinkDaySale_pkey" PRIMARY KEY ("linkId", "day", "marketplace", "currency")
);
CREATE INDEX "LinkDaySale_userId_day_idx" ON "LinkDaySale"("userId", "day");
ALTER TABLE "LinkDaySale" ADD CONSTRAINT "LinkDaySale_linkId_fkey" FOREIGN KEY ("linkId")
  REFERENCES "TrackedLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE FUNCTION "sale_money_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."linkId" IS NOT NULL THEN
    UPDATE "LinkDaySale" SET
      sales = sales - CASE WHEN OLD.state <> 'counted' THEN 0 WHEN OLD.event = 'sale' THEN 1 ELSE -1 END,
      refunds = refunds - CASE WHEN OLD.state = 'counted' AND OLD.event <> 'sale' THEN 1 ELSE 0 END,
      earnings = earnings - OLD.earnings
    WHERE "linkId" = OLD."linkId" AND day = OLD.at::date AND marketplace = OLD.marketplace
      AND currency = OLD.currency;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."linkId" IS NOT NULL THEN
    INSERT INTO "LinkDaySale" ("linkId", day, marketplace, currency, "userId", sales, refunds, earnings)
    VALUES (NEW."linkId", NEW.at::date, NEW.marketplace, NEW.currency, NEW."userId",
            CASE WHEN NEW.state <> 'counted' THEN 0 WHEN NEW.event = 'sale' THEN 1 ELSE -1 END,
            CASE WHEN NEW.state = 'counted' AND NEW.event <> 'sale' THEN 1 ELSE 0 END,
            NEW.earnings)
    ON CONFLICT ("linkId", day, marketplace, currency) DO UPDATE SET
      sales = "LinkDaySale".sales + EXCLUDED.sales, refunds = "LinkDaySale".refunds + EXCLUDED.refunds,
      earnings = "LinkDaySale".earnings + EXCLUDED.earnings;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Sale_money_rollup"
  AFTER INSERT OR DELETE OR UPDATE OF "linkId", event, earnings, at, state, marketplace, currency ON "Sale"
  FOR EACH ROW EXECUTE FUNCTION "sale_money_rollup"();

-- The money already stored.
INSERT INTO "LinkDaySale" ("linkId", day, marketplace, currency, "userId", sales, refunds, earnings)
SELECT "linkId", at::date, marketplace, currency, "userId",
       (count(*) FILTER (WHERE state = 'counted' AND event = 'sale')
         - count(*) FILTER (WHERE state = 'counted' AND event <> 'sale'))::int,
       (count(*) FILTER (WHERE state = 'counted' AND event <> 'sale'))::int, sum(earnings)
FROM "Sale" WHERE "linkId" IS NOT NULL
GROUP BY "linkId", at::date, marketplace, currency, "userId";

-- Refunds and chargebacks are announced as `sale.reversed` from now on (they were `sale.created`):
-- an endpoint that asked for sales keeps receiving them.
UPDATE "WebhookEndpoint" SET events = array_append(events, 'sale.reversed')
WHERE 'sale.created' = ANY(events) AND NOT 'sale.reversed' = ANY(events);
