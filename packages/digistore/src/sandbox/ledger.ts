import type { Db } from '@adreel/db';

/** One simulated transaction, as the sandbox marketplace keeps it. */
export interface SandboxLedgerEntry {
  affiliate: string;
  transactionId: string;
  transactionType: 'payment' | 'refund' | 'chargeback';
  orderId: string;
  productId: string;
  productName: string;
  campaignKey: string | null;
  cid: string | null;
  amount: number;
  /** The affiliate's share, negative for refunds and chargebacks. */
  earnings: number;
  currency: string;
  country: string;
  at: Date;
}

/** Digistore24's date format in API replies: `YYYY-MM-DD HH:MM:SS` (UTC here). */
const ds24Time = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

/** A day or time as Digistore24's reports take it (`2026-01-31` or `2026-01-31 12:00:00`); null if not one. */
export function parseReportTime(text: string | undefined, endOfDay: boolean): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/.exec((text ?? '').trim());
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2] ?? (endOfDay ? '23:59:59.999' : '00:00:00')}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The sandbox marketplace's ledger of the sales it simulated (Postgres, table SandboxSale): the
 * simulated sale writes here first, then calls the user's postback (and IPN); the report calls
 * (`listTransactions`, `listPurchases`) read it back as Digistore24's reports would.
 */
export function createSandboxLedger(db: Db) {
  return {
    /** Stores a transaction once (per transaction id and type). */
    async record(entry: SandboxLedgerEntry): Promise<void> {
      await db.sandboxSale.createMany({ data: [entry], skipDuplicates: true });
    },

    /** The affiliate's latest payment: that order's, or on that campaign key. */
    async payment(affiliate: string, where: { orderId?: string; campaignKey?: string }) {
      return db.sandboxSale.findFirst({
        where: { affiliate, transactionType: 'payment', ...where },
        orderBy: { at: 'desc' },
      });
    },

    /** `listTransactions` rows (affiliate role): one per payment, refund or chargeback, oldest first. */
    async transactions(affiliate: string, from: Date, to: Date) {
      const rows = await db.sandboxSale.findMany({
        where: { affiliate, at: { gte: from, lte: to } },
        orderBy: { at: 'asc' },
        take: 10_000,
      });
      return rows.map((r) => ({
        id: r.transactionId,
        transaction_type: r.transactionType,
        purchase_id: r.orderId,
        created_at: ds24Time(r.at),
        product_id: r.productId,
        product_name: r.productName,
        amount: r.amount.toFixed(2),
        affiliate_amount: r.earnings.toFixed(2),
        currency: r.currency,
        affiliate_name: r.affiliate,
        campaignkey: r.campaignKey ?? '',
        cid: r.cid ?? '',
        country: r.country,
      }));
    },
  };
}
export type SandboxLedger = ReturnType<typeof createSandboxLedger>;
