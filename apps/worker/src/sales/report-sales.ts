import type { Db } from '@adreel/db';
import { storeSaleEvent } from '@adreel/db/sale-events';
import type { ReportTransaction } from '@adreel/digistore';

/** How a report transaction's type is stored as a sale event. */
const EVENT_OF_TYPE = { payment: 'sale', refund: 'refund', chargeback: 'chargeback' } as const;

/**
 * Adds the report's sales that no postback or IPN brought, marked `source: 'report'` (shown as "from
 * Digistore24 report"). A transaction already stored (same transaction id and type, or the same order
 * and event from a vendor IPN) is skipped by the database's unique keys, so nothing counts twice, and
 * a postback arriving later for one added here is a repeat too. Refunds and chargebacks go through the
 * same reversal rule as postbacks and IPNs (@adreel/db sale-events): never more than their sale, and
 * waiting for a sale not stored yet. Attribution as for postbacks: the click whose id came back, else
 * the link the campaign key names, else (a reversal) its sale's link, else unattributed.
 * Returns how many were added.
 */
export async function addMissingSales(db: Db, userId: string, report: readonly ReportTransaction[]) {
  if (report.length === 0) return 0;
  const cids = [...new Set(report.map((t) => t.cid).filter((c): c is string => !!c))];
  const keys = [...new Set(report.map((t) => t.campaignKey).filter((k): k is string => !!k))];
  const [clicks, links] = await Promise.all([
    cids.length
      ? db.click.findMany({
          where: { cid: { in: cids }, link: { userId } },
          select: { id: true, cid: true, linkId: true },
        })
      : [],
    keys.length
      ? db.trackedLink.findMany({
          where: { userId, campaignKey: { in: keys } },
          select: { id: true, campaignKey: true },
        })
      : [],
  ]);
  const clickOf = new Map(clicks.map((c) => [c.cid, c]));
  const linkOf = new Map(links.map((l) => [l.campaignKey, l.id]));
  let added = 0;
  // One at a time: each event's reversal rule reads what the ones before it stored.
  for (const t of report) {
    const click = t.cid ? clickOf.get(t.cid) : undefined;
    const { stored } = await storeSaleEvent(db, {
      userId,
      orderId: t.orderId,
      event: EVENT_OF_TYPE[t.type],
      source: 'report',
      transactionId: t.transactionId,
      transactionType: t.type,
      linkId: click?.linkId ?? (t.campaignKey ? linkOf.get(t.campaignKey) : undefined) ?? null,
      clickId: click?.id ?? null,
      cid: t.cid,
      campaignKey: t.campaignKey,
      trackingKey: null,
      amount: t.amount ?? 0,
      told: t.earnings,
      currency: t.currency,
      productName: t.productName,
      at: t.at,
      payload: { from: 'listTransactions', transaction_id: t.transactionId },
    });
    if (stored) added += 1;
  }
  return added;
}
