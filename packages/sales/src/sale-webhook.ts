import type { WebhookEvent } from '@adreel/contracts';
import type { RecordedSale } from './new-sale.ts';

/**
 * The webhook announcing a sale event that starts to count: `sale.created` for a payment,
 * `sale.reversed` for a refund or chargeback (negative earnings: what it took back). The data is the
 * webhooks contract's `{ sale }`.
 */
export function saleWebhook(sale: RecordedSale): { event: WebhookEvent; data: Record<string, unknown> } {
  const { userId: _owner, ...shown } = sale;
  return {
    event: sale.status === 'sale' ? 'sale.created' : 'sale.reversed',
    data: { sale: { ...shown, at: sale.at.toISOString() } },
  };
}
