import { hasControlCharacters } from '@adreel/contracts';
import { readTransactionType } from './ins/transaction-types.ts';
import { type ClickBankSale, clickBankTime, trackingOf } from './sale.ts';

/**
 * Pure readers of ClickBank's REST 1.3 JSON (fixtures/README.md names the documented shapes).
 * ClickBank's JSON comes from XML: a list of one is an object, numbers may be strings, and typed
 * values are `{"@type": "xs:int", "$": "12"}`. Rows that cannot be read are skipped, never thrown.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list, a single object standing for a list of one, or nothing. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

function textOf(value: unknown, max = 300): string | null {
  const v = isRecord(value) && '$' in value ? value.$ : value;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' || t.length > max || hasControlCharacters(t) ? null : t;
}

function numberOf(value: unknown): number | null {
  const t = textOf(value, 40);
  if (t === null || !/^-?\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** `GET /rest/1.3/orders2/list` (role AFFILIATE): the rows AdReel stores as sales, refunds, chargebacks. */
export function parseOrderList(body: unknown): ClickBankSale[] {
  const rows = isRecord(body) ? listOf(body.orderData) : listOf(body);
  const out: ClickBankSale[] = [];
  for (const item of rows) {
    if (!isRecord(item)) continue;
    const receipt = textOf(item.receipt, 40);
    const type = textOf(item.transactionType, 40);
    const time = textOf(item.transactionTime, 64);
    const vendor = textOf(item.vendor, 32);
    const at = time ? clickBankTime(time) : null;
    const reading = type ? readTransactionType(type) : null;
    if (!receipt || !/^[A-Za-z0-9-]+$/.test(receipt) || !vendor || !at || reading?.kind !== 'counted')
      continue;
    if (reading.event === 'test') continue;
    const role = textOf(item.role, 20);
    if (role && role.toUpperCase() !== 'AFFILIATE') continue;
    const lines = listOf(item.lineItemData).filter(isRecord);
    const shares = lines.map((l) => numberOf(l.accountAmount)).filter((n): n is number => n !== null);
    const earnings = shares.length > 0 ? Math.abs(shares.reduce((a, b) => a + b, 0)) : null;
    const orderAmount = numberOf(item.totalOrderAmount);
    const currency = (textOf(item.currency, 3) ?? '').toUpperCase();
    const trackingId = textOf(item.trackingId, 200) ?? textOf(item.promo, 200);
    const { tid, clickId } = trackingOf(trackingId ? [trackingId] : []);
    const productName = lines.map((l) => textOf(l.productTitle)).find((t) => t !== null) ?? null;
    const payload: Record<string, string> = {
      receipt,
      transactionType: type as string,
      vendor,
      source: 'orders2/list',
    };
    if (trackingId) payload.trackingId = trackingId;
    if (earnings !== null) payload.accountAmount = String(earnings);
    out.push({
      event: reading.event,
      receipt: receipt.toUpperCase(),
      transactionType: (type as string).toUpperCase(),
      at,
      earnings: earnings === null ? null : Math.round(earnings * 100) / 100,
      orderAmount: orderAmount === null ? null : Math.abs(orderAmount),
      currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
      tid,
      clickId,
      vendor: vendor.toLowerCase(),
      productName,
      payload,
    });
  }
  return out;
}

/** One row of `analytics/affiliate/tracking_id`: hops and sales per tid. */
export interface TrackingIdStats {
  tid: string;
  hops: number;
  sales: number;
}

/** `GET /rest/1.3/analytics/affiliate/tracking_id?select=HOP_COUNT&select=SALE_COUNT`. */
export function parseTrackingIdAnalytics(body: unknown): TrackingIdStats[] {
  const rows = isRecord(body) ? (isRecord(body.rows) ? listOf(body.rows.row) : listOf(body.rows)) : [];
  const out: TrackingIdStats[] = [];
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const tid = textOf(row.dimensionValue, 200);
    if (!tid) continue;
    const stats = { tid, hops: 0, sales: 0 };
    for (const cell of listOf(row.data)) {
      if (!isRecord(cell)) continue;
      const value = numberOf(cell.value);
      if (value === null) continue;
      if (cell.attribute === 'HOP_COUNT') stats.hops = value;
      if (cell.attribute === 'SALE_COUNT') stats.sales = value;
    }
    out.push(stats);
  }
  return out;
}
