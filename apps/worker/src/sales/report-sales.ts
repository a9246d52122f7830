import type { Db } from '@adreel/db';
import type { ReportTransaction } from '@adreel/digistore';

/** How a report transaction's type is stored as a sale event. */
const EVENT_OF_TYPE = { payment: 'sale', refund: 'refund', chargeback: 'chargeback' } as const;

/**
 * Adds the report's sales that no postback or IPN brought, marked `source: 'report'` (shown as "from
 * Digistore24 report"). A transaction already stored (same transaction id and type, or the same order
 * and event from a vendor IPN) is skipped by the database's unique keys, so nothing counts twice, and
 * a postback arriving later for one added here is a repeat too. Attribution as for postbacks: the
 * click whose id came back, else the link the campaign key names, else unattributed.
 * Returns how many were added.
 */
export async function addMissingSales(db: Db, userId: string, report: readonly ReportTransaction[]) {
  if (report.length === 0) return 0;
  const cids = [...new Set(report.map((t) => t.cid).filter((c): c is string => !!c))];
  const keys = [...new Set(report.map((t) => t.campaignKey).filter((k): k is string => !!k))];
  const [clicks, links, originals] = await Promise.all([
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
    // A refund in the report whose payment came by postback keeps that sale's link.
    db.sale.findMany({
      where: { userId, event: 'sale', orderId: { in: [...new Set(report.map((t) => t.orderId))] } },
      select: { orderId: true, linkId: true, clickId: true, earnings: true, currency: true },
    }),
  ]);
  const clickOf = new Map(clicks.map((c) => [c.cid, c]));
  const linkOf = new Map(links.map((l) => [l.campaignKey, l.id]));
  const paymentOf = new Map(originals.map((o) => [o.orderId, o]));
  const rows = report.map((t) => {
    const click = t.cid ? clickOf.get(t.cid) : undefined;
    const original = t.type === 'payment' ? undefined : paymentOf.get(t.orderId);
    const linkId =
      click?.linkId ?? (t.campaignKey ? linkOf.get(t.campaignKey) : undefined) ?? original?.linkId ?? null;
    const paid = Math.abs(t.earnings ?? original?.earnings ?? 0);
    return {
      userId,
      orderId: t.orderId,
      event: EVENT_OF_TYPE[t.type],
      source: 'report',
      transactionId: t.transactionId,
      transactionType: t.type,
      linkId,
      clickId: click?.id ?? original?.clickId ?? null,
      cid: t.cid,
      campaignKey: t.campaignKey,
      unattributed: linkId === null,
      amount: t.amount ?? 0,
      earnings: t.type === 'payment' ? paid : -paid,
      currency: t.currency ?? original?.currency ?? 'EUR',
      productName: t.productName,
      at: t.at,
      payload: { from: 'listTransactions', transaction_id: t.transactionId },
    };
  });
  const created = await db.sale.createMany({ data: rows, skipDuplicates: true });
  return created.count;
}
