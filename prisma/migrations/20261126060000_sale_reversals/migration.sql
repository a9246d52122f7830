-- Issue 31 item 5: a sale's refunds and chargebacks never take back more than the sale. A refund and a
-- chargeback of one order are one reversal: the first takes what it says (at most the sale), a later
-- one only what is left ('further', never counted as another refund); a reversal whose sale has not
-- arrived waits as 'pending' (earnings 0, counted nowhere) and is settled when the sale is stored.
-- The rule is packages/db/src/sale-reversal.ts; every writer stores through db/sale-events.ts.
ALTER TABLE "Sale" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'counted';
ALTER TABLE "Sale" ADD COLUMN "claimed" DOUBLE PRECISION;

-- The daily rollups count only what counts: a 'counted' payment is +1 sale, a 'counted' reversal -1 sale
-- and +1 refund; 'further' and 'pending' rows add only their earnings (0 while pending).
CREATE OR REPLACE FUNCTION "sale_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."linkId" IS NOT NULL THEN
    UPDATE "LinkDay" SET
      sales = sales - CASE WHEN OLD.state <> 'counted' THEN 0 WHEN OLD.event = 'sale' THEN 1 ELSE -1 END,
      refunds = refunds - CASE WHEN OLD.state = 'counted' AND OLD.event <> 'sale' THEN 1 ELSE 0 END,
      earnings = earnings - OLD.earnings
    WHERE "linkId" = OLD."linkId" AND day = OLD.at::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."linkId" IS NOT NULL THEN
    INSERT INTO "LinkDay" ("linkId", day, "userId", sales, refunds, earnings)
    VALUES (NEW."linkId", NEW.at::date, NEW."userId",
            CASE WHEN NEW.state <> 'counted' THEN 0 WHEN NEW.event = 'sale' THEN 1 ELSE -1 END,
            CASE WHEN NEW.state = 'counted' AND NEW.event <> 'sale' THEN 1 ELSE 0 END,
            NEW.earnings)
    ON CONFLICT ("linkId", day) DO UPDATE SET sales = "LinkDay".sales + EXCLUDED.sales,
      refunds = "LinkDay".refunds + EXCLUDED.refunds, earnings = "LinkDay".earnings + EXCLUDED.earnings;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER "Sale_rollup" ON "Sale";
CREATE TRIGGER "Sale_rollup" AFTER INSERT OR DELETE OR UPDATE OF "linkId", event, earnings, at, state ON "Sale"
  FOR EACH ROW EXECUTE FUNCTION "sale_rollup"();

-- The reversals already stored, under the same rule (the trigger moves the rollups with them): each
-- claimed what it stored; in arrival order a sale's reversals take at most the sale in all, so the
-- k-th takes least(sale, claims so far) - least(sale, claims before it). One without its sale waits.
UPDATE "Sale" SET claimed = abs(earnings) WHERE event <> 'sale';
WITH matched AS (
  SELECT DISTINCT ON (r.id) r.id, s.id AS "saleId", greatest(s.earnings, 0) AS paid, r.at, r."createdAt", r.claimed
  FROM "Sale" r JOIN "Sale" s ON s."userId" = r."userId" AND s.event = 'sale'
    AND (s."orderId" = r."orderId" OR s."transactionId" = r."transactionId")
  WHERE r.event <> 'sale'
  ORDER BY r.id, s."createdAt"
), ranked AS (
  SELECT id, paid, claimed, sum(claimed) OVER w AS upto, row_number() OVER w AS n
  FROM matched
  WINDOW w AS (PARTITION BY "saleId" ORDER BY at, "createdAt", id)
)
UPDATE "Sale" r SET
  earnings = least(k.paid, k.upto - k.claimed) - least(k.paid, k.upto),
  state = CASE WHEN k.n = 1 THEN 'counted' ELSE 'further' END
FROM ranked k WHERE r.id = k.id;
UPDATE "Sale" r SET state = 'pending', earnings = 0
WHERE r.event <> 'sale' AND NOT EXISTS (
  SELECT 1 FROM "Sale" s WHERE s."userId" = r."userId" AND s.event = 'sale'
    AND (s."orderId" = r."orderId" OR s."transactionId" = r."transactionId"));
