import { CLICK_ID_PATTERN, SALE_EVENT_OF_TYPE, type WebhookEvent } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { type CountedSale, storeSaleEvent } from '@adreel/db/sale-events';
import type { NewSale, RecordedSale, RecordResult } from './new-sale.ts';
import { saleWebhook } from './sale-webhook.ts';

/** Where announcements go: `@adreel/queue`'s webhook events (`createWebhookEvents(…).emit`) fit. */
export interface SaleWebhooks {
  emit(userId: string, event: WebhookEvent, data: Record<string, unknown>): Promise<unknown>;
}

export interface SaleRecorderDeps {
  db: Db;
  /** `sale.created` / `sale.reversed` for the owner's webhooks; absent: nothing is announced. */
  webhooks?: SaleWebhooks;
  /** Called once per sale event when it starts to count (never for a repeat), after its webhook. */
  onRecorded?: (sale: RecordedSale) => void | Promise<void>;
  /**
   * Run before each sale is attributed: the API writes the clicks its redirect still holds in memory,
   * so a sale that comes back within moments of its click (a buyer who pays at once) finds that click.
   */
  beforeRecord?: () => Promise<void>;
  now?: () => Date;
}

/** The owner's click whose id came back; a malformed id or someone else's click is no click. */
async function clickOf(db: Db, userId: string, cid: string | null) {
  if (!cid || !CLICK_ID_PATTERN.test(cid)) return null;
  const click = await db.click.findUnique({
    where: { cid },
    select: { id: true, linkId: true, link: { select: { userId: true } } },
  });
  return click && click.link.userId === userId ? click : null;
}

async function linkOfCampaignKey(db: Db, userId: string, campaignKey: string | null) {
  if (!campaignKey) return null;
  return db.trackedLink.findUnique({
    where: { userId_campaignKey: { userId, campaignKey } },
    select: { id: true },
  });
}

/** Each row that now counts, with the source its link was made for, to the webhooks and listener. */
async function announce(deps: SaleRecorderDeps, rows: readonly CountedSale[]) {
  for (const row of rows) {
    const source = row.linkId
      ? await deps.db.trackedLink.findUnique({
          where: { id: row.linkId },
          select: { sourceKind: true, sourceId: true },
        })
      : null;
    const sale: RecordedSale = {
      id: row.id,
      userId: row.userId,
      marketplace: row.marketplace,
      orderId: row.orderId,
      status: row.event,
      earnings: row.earnings,
      currency: row.currency,
      campaignKey: row.campaignKey,
      source: source ? { kind: source.sourceKind, sourceId: source.sourceId } : null,
      at: row.at,
    };
    if (deps.webhooks) {
      const { event, data } = saleWebhook(sale);
      await deps.webhooks.emit(sale.userId, event, data);
    }
    await deps.onRecorded?.(sale);
  }
}

/**
 * The one way a sale event is stored, for every marketplace and source (IPN, postback, INS, report):
 * once per (marketplace, order, event) and per (marketplace, transaction id, type); attributed to the
 * click whose id came back, else to the link its campaign key names, else (a reversal) to its sale's
 * link, else kept as unattributed. Refunds and chargebacks go through the one reversal rule
 * (@adreel/db sale-events): together never more than their sale; one before its sale waits. What
 * starts to count is announced (`sale.created`, `sale.reversed`); the daily rollups follow by trigger.
 */
export async function recordSale(deps: SaleRecorderDeps, sale: NewSale): Promise<RecordResult> {
  const { db } = deps;
  const { userId } = sale;
  if (sale.cid) await deps.beforeRecord?.();
  const click = await clickOf(db, userId, sale.cid);
  const byKey = click ? null : await linkOfCampaignKey(db, userId, sale.campaignKey);
  const stored = await storeSaleEvent(db, {
    userId,
    marketplace: sale.marketplace,
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
    at: sale.at ?? (deps.now ?? (() => new Date()))(),
    payload: sale.payload,
  });
  await announce(deps, stored.counted);
  if (!stored.stored) return { outcome: 'duplicate', saleId: null };
  return { outcome: stored.pending ? 'pending-reversal' : 'stored', saleId: stored.id };
}

/** A recorder bound to its dependencies, as the apps' registries hand it to receivers and jobs. */
export function createSaleRecorder(deps: SaleRecorderDeps) {
  return {
    record: (sale: NewSale) => recordSale(deps, sale),
    /** A report's events one at a time (each one's reversal rule reads what the ones before stored); how many were new. */
    async recordAll(sales: readonly NewSale[]): Promise<number> {
      let added = 0;
      for (const sale of sales) {
        if ((await recordSale(deps, sale)).outcome !== 'duplicate') added += 1;
      }
      return added;
    },
  };
}
export type SaleRecorder = ReturnType<typeof createSaleRecorder>;
