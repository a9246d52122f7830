import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface StandInAccount {
  nickname: string;
  /** Where this account's Instant Notifications go (its INS settings), and their secret key. */
  insUrl: string | null;
  insSecret: string | null;
}

export interface StandInOrder {
  receipt: string;
  transactionType: 'SALE' | 'RFND' | 'CGBK' | 'BILL';
  transactionTime: string;
  vendor: string;
  affiliate: string;
  tid: string | null;
  productTitle: string;
  accountAmount: number;
  orderAmount: number;
  currency: string;
  /** What the account's INS URL answered, for the stand-in's pages. */
  insResult: string | null;
}

interface Snapshot {
  accounts: Record<string, StandInAccount>;
  orders: StandInOrder[];
  /** Hops per `affiliate tid` (tid "NONE" when the HopLink had none or ClickBank dropped it). */
  hops: Record<string, number>;
}

const MAX_ORDERS = 5_000;
const MAX_HOP_KEYS = 20_000;

/**
 * The stand-in's state, kept in one JSON file (written whole after each change; it is small) so a
 * restart keeps accounts, INS settings and orders. API keys are derived from the nickname with the
 * stand-in's key secret: the same nickname always has the same key.
 */
export function createStandInState(opts: { file?: string; keySecret: Buffer }) {
  let data: Snapshot = { accounts: {}, orders: [], hops: {} };
  if (opts.file) {
    try {
      const loaded = JSON.parse(readFileSync(opts.file, 'utf8')) as Partial<Snapshot>;
      data = { accounts: loaded.accounts ?? {}, orders: loaded.orders ?? [], hops: loaded.hops ?? {} };
    } catch {
      // No file yet, or a torn one: start empty.
    }
  }

  function save() {
    if (!opts.file) return;
    mkdirSync(dirname(opts.file), { recursive: true });
    writeFileSync(`${opts.file}.tmp`, JSON.stringify(data));
    renameSync(`${opts.file}.tmp`, opts.file);
  }

  const apiKeyOf = (nickname: string) =>
    `API-${createHmac('sha256', opts.keySecret).update(nickname).digest('hex').slice(0, 32).toUpperCase()}`;

  return {
    apiKeyOf,
    account(nickname: string): StandInAccount {
      const key = nickname.toLowerCase();
      data.accounts[key] ??= { nickname: key, insUrl: null, insSecret: null };
      return data.accounts[key];
    },
    /** The account a key belongs to, among accounts seen so far (its page was opened, or it was used). */
    accountByKey(apiKey: string, nickname?: string): StandInAccount | null {
      if (nickname && apiKeyOf(nickname.toLowerCase()) === apiKey) return this.account(nickname);
      return Object.values(data.accounts).find((a) => apiKeyOf(a.nickname) === apiKey) ?? null;
    },
    setIns(nickname: string, insUrl: string | null, insSecret: string | null) {
      Object.assign(this.account(nickname), { insUrl, insSecret });
      save();
    },
    hop(affiliate: string, tid: string | null) {
      const key = `${affiliate} ${tid ?? 'NONE'}`;
      if (data.hops[key] === undefined && Object.keys(data.hops).length >= MAX_HOP_KEYS) return;
      data.hops[key] = (data.hops[key] ?? 0) + 1;
      save();
    },
    hopsOf(affiliate: string): { tid: string; hops: number }[] {
      return Object.entries(data.hops)
        .filter(([k]) => k.startsWith(`${affiliate} `))
        .map(([k, hops]) => ({ tid: k.slice(affiliate.length + 1), hops }));
    },
    newReceipt(): string {
      return randomBytes(6)
        .toString('base64url')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X')
        .slice(0, 8);
    },
    addOrder(order: StandInOrder) {
      data.orders = [...data.orders, order].slice(-MAX_ORDERS);
      save();
      return order;
    },
    setInsResult(order: StandInOrder, result: string) {
      order.insResult = result.slice(0, 200);
      save();
    },
    ordersOf(affiliate: string): StandInOrder[] {
      return data.orders.filter((o) => o.affiliate === affiliate);
    },
    order(receipt: string, type: StandInOrder['transactionType']): StandInOrder | undefined {
      return data.orders.find((o) => o.receipt === receipt && o.transactionType === type);
    },
  };
}
export type StandInState = ReturnType<typeof createStandInState>;
