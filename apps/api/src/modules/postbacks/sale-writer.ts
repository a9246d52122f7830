import { CLICK_ID_PATTERN, SALE_EVENT_OF_TYPE } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { type CountedSale, storeSaleEvent } from '@adreel/db/sale-events';
import type { TrackedLinks } from '../../kernel/ports.ts';
import type { NewSale, RecordedSale, SaleRecorder } from '../../kernel/sales.ts';

export interface SaleWriterDeps {
  db: Db;
  links: Pick<TrackedLinks, 'byCampaignKey'>;
  /** Called once per sale event when it starts to count (never for a repeat). */
  onSaleRecorded?: (sale: RecordedSale) => void | Promise<void>;
  now?: () => Date;
}

/**
 * Stores sale events once (per order and event, and per transaction id and type), attributed to the
 * click whose id came back (`cid`), else to the link the campaign key names, else to the original
 * sale's link for a refund; with none of them the sale is kept, marked unattributed. Refunds and
 * chargebacks go through the one reversal rule (@adreel/db sale-events): together they never take
 * back more than their sale, and one that arrives before its sale waits for it.
 */
export function createSaleWriter(deps: SaleWriterDeps): SaleRecorder {
  const { db, links } = deps;
  const now = deps.now ?? (() => new Date());

  async function clickOf(userId: string, cid: string | null) {
    if (!cid || !CLICK_ID_PATTERN.test(cid)) return null;
    const click = await db.click.findUnique({
      where: { cid },
      select: { id: true, linkId: true, link: { select: { userId: true } } },
    });
    return click && click.link.userId === userId ? click : null;
  }

  /** `sale.created` for each row that now counts, with the source its link was made for. */
  async function announce(rows: CountedSale[]) {
    for (const row of rows) {
      const source = row.linkId
        ? await db.trackedLink.findUnique({
            where: { id: row.linkId },
            select: { sourceKind: true, sourceId: true },
          })
        : null;
      await deps.onSaleRecorded?.({
        id: row.id,
        userId: row.userId,
        orderId: row.orderId,
        status: row.event,
        earnings: row.earnings,
        currency: row.currency,
        campaignKey: row.campaignKey,
        source: source ? { kind: source.sourceKind, sourceId: source.sourceId } : null,
        at: row.at,
      });
    }
  }

  /** True when the event was new and stored (also when it waits for its sale). */
  async function write(sale: NewSale): Promise<boolean> {
    const { userId } = sale;
    const click = await clickOf(userId, sale.cid);
    const byKey = !click && sale.campaignKey ? await links.byCampaignKey(userId, sale.campaignKey) : null;
    const { stored, counted } = await storeSaleEvent(db, {
      userId,
      orderId: sale.orderId,
      event: SALE_EVENT_OF_TYPE[sale.type],
      source: sale.source,
      transactionId: sale.transactionId,
      transactionType: sale.transactionId ? sale.type : null,
      linkId: click?.linkId ?? byKey?.id ?? null,
      clickId: click?.id ?? null,
      cid: sale.cid,
      campaignKey: sale.campaignKey,
      trackingKey: sale.trackingKey ?? null,
      amount: sale.amount ?? 0,
      told: sale.earnings,
      currency: sale.currency,
      productName: sale.productName ?? null,
      at: sale.at ?? now(),
      payload: sale.payload,
    });
    await announce(counted);
    return stored;
  }

  return { write };
}
