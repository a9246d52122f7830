import type { Db } from './client.ts';
import type { Prisma } from './generated/client.ts';
import { applyReversal, type EarlierReversals } from './sale-reversal.ts';

type Tx = Prisma.TransactionClient;

/** One sale event as the sale recorder (@adreel/sales) has read and attributed it. */
export interface SaleEventInput {
  userId: string;
  /** The marketplace that sold it: order and transaction ids are only unique within one. */
  marketplace: string;
  orderId: string;
  event: 'sale' | 'refund' | 'chargeback';
  source: string;
  transactionId: string | null;
  transactionType: string | null;
  linkId: string | null;
  clickId: bigint | null;
  cid: string | null;
  campaignKey: string | null;
  trackingKey: string | null;
  amount: number;
  /** What the event says was earned (a payment) or is taken back (a reversal), unsigned; null: not said. */
  told: number | null;
  /** null: not said (a reversal takes its sale's currency, a payment EUR). */
  currency: string | null;
  productName: string | null;
  at: Date;
  payload: Prisma.InputJsonValue;
}

/** A row that counts from now on: a new payment or reversal, or a waiting reversal its sale settled. */
export interface CountedSale {
  id: string;
  userId: string;
  marketplace: string;
  orderId: string;
  event: 'sale' | 'refund' | 'chargeback';
  earnings: number;
  currency: string;
  campaignKey: string | null;
  linkId: string | null;
  at: Date;
}

export interface StoredSaleEvent {
  /** False for a repeat (the same order and event, or the same transaction id and type). */
  stored: boolean;
  /** The stored row (null for a repeat). */
  id: string | null;
  /** The row waits for its sale: a reversal whose sale has not arrived. */
  pending: boolean;
  /** In order: what now counts (empty for a repeat and for a reversal waiting for its sale). */
  counted: CountedSale[];
}

const countedFields = {
  id: true,
  userId: true,
  orderId: true,
  event: true,
  earnings: true,
  currency: true,
  campaignKey: true,
  linkId: true,
  at: true,
  clickId: true,
  cid: true,
  transactionId: true,
  marketplace: true,
} as const;

/** The rows of one sale: the same order, or the same transaction id, of one marketplace. */
const ofSale = (s: {
  marketplace: string;
  orderId: string;
  transactionId: string | null;
}): Prisma.SaleWhereInput[] => [
  { marketplace: s.marketplace, orderId: s.orderId },
  ...(s.transactionId ? [{ marketplace: s.marketplace, transactionId: s.transactionId }] : []),
];

/**
 * Stores one sale event once, through the one reversal rule (sale-reversal.ts), for every writer: a
 * payment, then settles the refunds and chargebacks that arrived before it; a reversal of a stored sale
 * takes at most what the sale's earlier reversals left, and one without its sale waits as 'pending'
 * (earnings 0, counted nowhere). Events of one order are serialised by advisory locks on its order and
 * transaction ids, so a payment and its refund arriving together both land and net out right.
 */
export async function storeSaleEvent(db: Db, input: SaleEventInput): Promise<StoredSaleEvent> {
  return db.$transaction(
    async (tx) => {
      await lockSale(tx, input);
      return input.event === 'sale' ? storePayment(tx, input) : storeReversal(tx, input);
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}

async function lockSale(tx: Tx, input: SaleEventInput) {
  const keys = [input.orderId, input.transactionId].flatMap((k) =>
    k ? [`${input.userId}:${input.marketplace}:${k}`] : [],
  );
  // Locked in hash order, so two events sharing one of their keys never wait on each other crosswise.
  await tx.$executeRaw`
    SELECT pg_advisory_xact_lock(h) FROM (
      SELECT DISTINCT hashtextextended(k, 31) AS h FROM unnest(${keys}::text[]) AS k) AS ks
    ORDER BY h`;
}

async function insert(
  tx: Tx,
  input: SaleEventInput,
  more: { earnings: number; state: string; claimed: number | null },
) {
  const { told: _told, currency, ...row } = input;
  const [created] = await tx.sale.createManyAndReturn({
    data: [{ ...row, ...more, currency: currency ?? 'EUR', unattributed: row.linkId === null }],
    skipDuplicates: true,
    select: countedFields,
  });
  return created;
}

async function storePayment(tx: Tx, input: SaleEventInput): Promise<StoredSaleEvent> {
  const sale = await insert(tx, input, {
    earnings: Math.abs(input.told ?? 0),
    state: 'counted',
    claimed: null,
  });
  if (!sale) return { stored: false, id: null, pending: false, counted: [] };
  const waiting = await tx.sale.findMany({
    where: { userId: input.userId, state: 'pending', OR: ofSale(sale) },
    orderBy: [{ at: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { ...countedFields, claimed: true },
  });
  const counted: CountedSale[] = [asCounted(sale)];
  let earlier: EarlierReversals = { count: 0, taken: 0 };
  for (const r of waiting) {
    const { earnings, state } = applyReversal(sale.earnings, earlier, r.claimed);
    earlier = { count: earlier.count + 1, taken: earlier.taken - earnings };
    const linkId = r.linkId ?? sale.linkId;
    const settled = await tx.sale.update({
      where: { id: r.id },
      data: {
        earnings,
        state,
        linkId,
        unattributed: linkId === null,
        clickId: r.clickId ?? sale.clickId,
        cid: r.cid ?? sale.cid,
        campaignKey: r.campaignKey ?? sale.campaignKey,
        currency: sale.currency,
      },
      select: countedFields,
    });
    if (state === 'counted' || earnings !== 0) counted.push(asCounted(settled));
  }
  return { stored: true, id: sale.id, pending: false, counted };
}

async function storeReversal(tx: Tx, input: SaleEventInput): Promise<StoredSaleEvent> {
  const claimed = input.told === null ? null : Math.abs(input.told);
  const sale = await tx.sale.findFirst({
    where: { userId: input.userId, event: 'sale', OR: ofSale(input) },
    orderBy: { createdAt: 'asc' },
    select: countedFields,
  });
  if (!sale) {
    const waiting = await insert(tx, input, { earnings: 0, state: 'pending', claimed });
    return {
      stored: waiting !== undefined,
      id: waiting?.id ?? null,
      pending: waiting !== undefined,
      counted: [],
    };
  }
  const before = await tx.sale.aggregate({
    where: { userId: input.userId, event: { not: 'sale' }, state: { not: 'pending' }, OR: ofSale(sale) },
    _count: { _all: true },
    _sum: { earnings: true },
  });
  const { earnings, state } = applyReversal(
    sale.earnings,
    { count: before._count._all, taken: -(before._sum.earnings ?? 0) },
    claimed,
  );
  const linkId = input.linkId ?? sale.linkId;
  const row = await insert(
    tx,
    {
      ...input,
      linkId,
      clickId: input.clickId ?? sale.clickId,
      cid: input.cid ?? sale.cid,
      campaignKey: input.campaignKey ?? sale.campaignKey,
      currency: sale.currency,
    },
    { earnings, state, claimed },
  );
  if (!row) return { stored: false, id: null, pending: false, counted: [] };
  return {
    stored: true,
    id: row.id,
    pending: false,
    counted: state === 'counted' || earnings !== 0 ? [asCounted(row)] : [],
  };
}

function asCounted(row: {
  id: string;
  userId: string;
  marketplace: string;
  orderId: string;
  event: string;
  earnings: number;
  currency: string;
  campaignKey: string | null;
  linkId: string | null;
  at: Date;
}): CountedSale {
  const event = row.event === 'refund' || row.event === 'chargeback' ? row.event : 'sale';
  return {
    id: row.id,
    userId: row.userId,
    marketplace: row.marketplace,
    orderId: row.orderId,
    event,
    earnings: row.earnings,
    currency: row.currency,
    campaignKey: row.campaignKey,
    linkId: row.linkId,
    at: row.at,
  };
}
