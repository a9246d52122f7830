import { z } from 'zod';
import { linkLookups } from './links.ts';
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

/**
 * POST /sandbox/digistore/simulate-sale — the sandbox marketplace sells through one of the user's
 * links as Digistore24 would: it calls the user's S2S postback URL (with the link's latest click id)
 * and, when an IPN passphrase is saved, also posts the signed vendor IPN.
 */
export const simulateSaleBodySchema = z.object({
  /** One of the user's tracked links: its short URL, its code or its campaign key. */
  link: safeText()
    .trim()
    .min(1, { message: 'Paste one of your tracked links' })
    .max(300, { message: 'Paste one of your tracked links' })
    .refine((v) => linkLookups(v).length > 0, {
      message: 'Paste one of your tracked links (…/go/…), its code or its campaign key',
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
  /** What the postback URL answered (Digistore24 expects a 200; ours says "OK"). */
  answer: z.string(),
  status: z.number().int(),
  /** The click the sale went to (its cid), when the link had a human click. */
  cid: z.string().nullable(),
  /** The vendor IPN's answer, when a passphrase is saved (else null: no IPN sent). */
  ipn: z.object({ status: z.number().int(), answer: z.string() }).nullable(),
});
export type SimulateSaleResponse = z.infer<typeof simulateSaleResponseSchema>;

// ——— S2S postbacks (affiliates) ———

/** The transaction types we count, as Sale.transactionType stores them (postbacks, IPNs, reports). */
export const SALE_TRANSACTION_TYPES = ['payment', 'refund', 'chargeback'] as const;
export type SaleTransactionType = (typeof SALE_TRANSACTION_TYPES)[number];

/** Sale.event for each counted transaction type. */
export const SALE_EVENT_OF_TYPE = {
  payment: 'sale',
  refund: 'refund',
  chargeback: 'chargeback',
} as const satisfies Record<SaleTransactionType, (typeof IPN_SALE_EVENTS)[IpnSaleEvent]>;

/** The IPN's events as transaction types, so an IPN and a postback for one sale meet on one key. */
export const TRANSACTION_TYPE_OF_IPN_EVENT = {
  on_payment: 'payment',
  on_refund: 'refund',
  on_chargeback: 'chargeback',
} as const satisfies Record<IpnSaleEvent, SaleTransactionType>;
/**
 * Digistore24's S2S postback (Account → S2S Postback), the affiliate's side of a sale: Digistore24
 * calls the URL the affiliate entered, filling its placeholders. Our query name → its placeholder,
 * in the order the URL shows them. `token` is ours: the second secret, because postbacks are unsigned.
 */
export const POSTBACK_PLACEHOLDERS = {
  cid: '{cid}',
  campaignkey: '{campaignkey}',
  amount: '{amount_affiliate}',
  currency: '{currency}',
  product_id: '{product_id}',
  transaction_id: '{transaction_id}',
  type: '{transaction_type}',
  country: '{country}',
  affiliate: '{affiliate_name}',
} as const;
export type PostbackField = keyof typeof POSTBACK_PLACEHOLDERS;

/**
 * `{PUBLIC_URL}/digistore/postback/{key}?token=…&cid={cid}&…`: the complete URL to paste into
 * Digistore24. Placeholders are written as Digistore24 expects them, braces unescaped.
 */
export function postbackUrl(publicUrl: string, key: string, token: string): string {
  const fields = Object.entries(POSTBACK_PLACEHOLDERS).map(([name, placeholder]) => `${name}=${placeholder}`);
  return `${publicUrl.replace(/\/+$/, '')}/digistore/postback/${key}?token=${token}&${fields.join('&')}`;
}

/** The same URL with its placeholders filled, as Digistore24 calls it (values URL-encoded). */
export function filledPostbackUrl(template: string, values: Partial<Record<PostbackField, string>>): string {
  let url = template;
  for (const [name, placeholder] of Object.entries(POSTBACK_PLACEHOLDERS)) {
    url = url.replace(placeholder, encodeURIComponent(values[name as PostbackField] ?? ''));
  }
  return url;
}

/** GET /digistore/postback — the URL to paste, and when Digistore24 last called it. */
export const postbackSettingsResponseSchema = z.object({
  postbackUrl: z.string(),
  /** ISO time of the last postback received (a test counts), or null. */
  lastReceivedAt: z.string().nullable(),
  /** True when that last one was a test postback. */
  lastWasTest: z.boolean(),
});
export type PostbackSettingsResponse = z.infer<typeof postbackSettingsResponseSchema>;

/** POST /digistore/postback/test — the app called the user's own URL as Digistore24 would. */
export const postbackTestResponseSchema = z.object({
  /** The HTTP status the postback URL answered (200 when it works). */
  status: z.number().int(),
  answer: z.string(),
  settings: postbackSettingsResponseSchema,
});
export type PostbackTestResponse = z.infer<typeof postbackTestResponseSchema>;

/** GET and POST /digistore/postback/{key} (public): the key names the user. */
export const postbackParamsSchema = z.object({ key: safeText().max(64) });
