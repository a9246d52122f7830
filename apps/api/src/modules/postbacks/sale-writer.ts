import { CLICK_ID_PATTERN, SALE_EVENT_OF_TYPE } from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import type { TrackedLinks } from '../../kernel/ports.ts';
import type { NewSale, RecordedSale, SaleRecorder } from '../../kernel/sales.ts';

export interface SaleWriterDeps {
  db: Db;
  links: Pick<TrackedLinks, 'byCampaignKey'>;
  /** Called once per newly stored sale event (never for a repeat). */
  onSaleRecorded?: (sale: RecordedSale) => void | Promise<void>;
  now?: () => Date;
}

/**
 * Stores sale events once (per order and event, and per transaction id and type), attributed to the
 * click whose id came back (`cid`), else to the link the campaign key names, else to the original
 * sale's link for a refund; with none of them the sale is kept, marked unattributed. Refunds and
 * chargebacks are negative rows, as the IPN has always stored them.
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

  async function originalOf(sale: NewSale) {
    if (sale.type === 'payment') return null;
    const or: Prisma.SaleWhereInput[] = [{ orderId: sale.orderId }];
    if (sale.transactionId) or.push({ transactionId: sale.transactionId });
    return db.sale.findFirst({
      where: { userId: sale.userId, event: 'sale', OR: or },
      select: { linkId: true, clickId: true, cid: true, campaignKey: true, earnings: true, currency: true },
    });
  }

  /** True when the event was new and stored. */
  async function write(sale: NewSale): Promise<boolean> {
    const { userId } = sale;
    const original = await originalOf(sale);
    const click = await clickOf(userId, sale.cid);
    const campaignKey = sale.campaignKey ?? original?.campaignKey ?? null;
    const byKey = !click && campaignKey ? await links.byCampaignKey(userId, campaignKey) : null;
    const linkId = click?.linkId ?? byKey?.id ?? original?.linkId ?? null;
    const paid = sale.earnings ?? (sale.type === 'payment' ? 0 : (original?.earnings ?? 0));
    const earnings = sale.type === 'payment' ? Math.abs(paid) : -Math.abs(paid);
    const currency = sale.currency ?? original?.currency ?? 'EUR';
    const status = SALE_EVENT_OF_TYPE[sale.type];
    const at = sale.at ?? now();
    const created = await db.sale.createManyAndReturn({
      data: [
        {
          userId,
          orderId: sale.orderId,
          event: status,
          source: sale.source,
          transactionId: sale.transactionId,
          transactionType: sale.transactionId ? sale.type : null,
          linkId,
          clickId: click?.id ?? original?.clickId ?? null,
          cid: sale.cid ?? original?.cid ?? null,
          campaignKey,
          trackingKey: sale.trackingKey ?? null,
          unattributed: linkId === null,
          amount: sale.amount ?? 0,
          earnings,
          currency,
          productName: sale.productName ?? null,
          at,
          payload: sale.payload,
        },
      ],
      skipDuplicates: true,
      select: { id: true },
    });
    const row = created[0];
    if (!row) return false;
    const source = linkId
      ? await db.trackedLink.findUnique({
          where: { id: linkId },
          select: { sourceKind: true, sourceId: true },
        })
      : null;
    await deps.onSaleRecorded?.({
      id: row.id,
      userId,
      orderId: sale.orderId,
      status,
      earnings,
      currency,
      campaignKey,
      source: source ? { kind: source.sourceKind, sourceId: source.sourceId } : null,
      at,
    });
    return true;
  }

  return { write };
}
