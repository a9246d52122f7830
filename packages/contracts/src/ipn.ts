import { z } from 'zod';
import { CAMPAIGN_KEY_PATTERN, trackedLinkCode } from './links.ts';
import { safeText } from './text.ts';

/** GET and PUT /digistore/ipn — the user's IPN address to paste into Digistore24, and their passphrase. */
export const ipnSettingsResponseSchema = z.object({
  /** `{PUBLIC_URL}/digistore/ipn/{key}`: Digistore24 posts sales, refunds and chargebacks here. */
  ipnUrl: z.string(),
  /** True once a passphrase is saved (it is never sent back). */
  hasPassphrase: z.boolean(),
});
export type IpnSettingsResponse = z.infer<typeof ipnSettingsResponseSchema>;

export const ipnSettingsBodySchema = z.object({
  passphrase: safeText()
    .trim()
    .min(8, { message: 'The IPN passphrase needs at least 8 characters' })
    .max(200, { message: 'The IPN passphrase can be at most 200 characters' }),
});
export type IpnSettingsBody = z.infer<typeof ipnSettingsBodySchema>;

/** POST /digistore/ipn/{key} (public): the key names the user; the body is Digistore24's form post. */
export const ipnParamsSchema = z.object({ key: safeText().max(64) });

/** Digistore24's IPN events we count; others (connection_test, rebill notices…) are answered OK. */
export const IPN_SALE_EVENTS = {
  on_payment: 'sale',
  on_refund: 'refund',
  on_chargeback: 'chargeback',
} as const;
export type IpnSaleEvent = keyof typeof IPN_SALE_EVENTS;

/** POST /sandbox/digistore/simulate-sale — the sandbox sends a signed IPN for one of the user's links. */
export const simulateSaleBodySchema = z.object({
  /** One of the user's tracked links: its short URL, its code or its campaign key. */
  link: safeText()
    .trim()
    .min(1, { message: 'Paste one of your tracked links' })
    .max(300, { message: 'Paste one of your tracked links' })
    .refine((v) => trackedLinkCode(v) !== null || CAMPAIGN_KEY_PATTERN.test(v), {
      message: 'Paste one of your tracked links (…/go/…) or its campaign key',
    }),
  event: z.enum(['on_payment', 'on_refund', 'on_chargeback']).default('on_payment'),
  /** Refunds and chargebacks name the order they undo; a new sale gets a fresh id when omitted. */
  orderId: safeText()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'Invalid order id' })
    .optional(),
  /** The affiliate's earnings for the sale. */
  earnings: z.number().positive().max(100_000).default(27.5),
});
export type SimulateSaleBody = z.input<typeof simulateSaleBodySchema>;

export const simulateSaleResponseSchema = z.object({
  orderId: z.string(),
  /** What the app answered the IPN (Digistore24 expects "OK"). */
  answer: z.string(),
  status: z.number().int(),
});
export type SimulateSaleResponse = z.infer<typeof simulateSaleResponseSchema>;
