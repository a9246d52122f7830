import { hasControlCharacters } from '@adreel/contracts';
import { z } from 'zod';
import { type ClickBankSale, clickBankTime, trackingOf } from '../sale.ts';
import type { InsEnvelopeRefusal } from './envelope.ts';
import { readTransactionType } from './transaction-types.ts';

/**
 * The decrypted INS version 8.0 message, the fields AdReel reads (ClickBank's INS documentation,
 * "Version 8.0 sample"; fixtures/ins-v8-sale.json). Other fields (customer, upsell, hopfeed,
 * vendorVariables) are accepted and not kept: a buyer's name and address are not ours to store.
 */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlCharacters(v), 'must not hold control characters');
const amount = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .refine(Number.isFinite);

export const insNotificationSchema = z.object({
  transactionTime: text(64),
  receipt: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'must be ClickBank’s receipt number'),
  transactionType: text(40),
  vendor: z.string().regex(/^[A-Za-z0-9]{1,32}$/),
  affiliate: z
    .string()
    .regex(/^[A-Za-z0-9]{0,32}$/)
    .nullish(),
  role: text(20).nullish(),
  totalAccountAmount: amount.nullish(),
  totalOrderAmount: amount.nullish(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .nullish(),
  trackingCodes: z.array(text(200)).max(20).nullish(),
  lineItems: z
    .array(z.object({ itemNo: text(64).nullish(), productTitle: text(300).nullish() }).loose())
    .max(100)
    .nullish(),
  version: z.union([z.number(), z.string()]),
  attemptCount: z.number().int().nullish(),
});
export type InsNotification = z.infer<typeof insNotificationSchema>;

export type InsReading =
  | { kind: 'sale'; sale: ClickBankSale }
  | { kind: 'test'; transactionType: string }
  | { kind: 'not-counted'; transactionType: string; why: string }
  | {
      kind: 'refused';
      refusal:
        | InsEnvelopeRefusal
        | 'invalid-field'
        | 'unsupported-version'
        | 'unknown-type'
        | 'not-affiliate';
      message: string;
    };

/** Reads a decrypted INS message; never throws. */
function invalid(error: z.ZodError): InsReading {
  const issue = error.issues[0];
  const where = issue?.path.join('.') || 'notification';
  return {
    kind: 'refused',
    refusal: 'invalid-field',
    message: `The notification's ${where} ${issue?.message ?? 'is invalid'}.`,
  };
}

/** The envelope fields that decide how the rest is read: version and transaction type. */
const headSchema = z.object({
  transactionType: text(40),
  version: z.union([z.number(), z.string().max(10)]),
});

export function readInsNotification(decrypted: unknown): InsReading {
  // Version and type first: a test or a notice with no money is answered without the sale's fields
  // (ClickBank's own test messages carry placeholders such as a receipt of asterisks).
  const head = headSchema.safeParse(decrypted);
  if (!head.success) return invalid(head.error);
  if (Number(head.data.version) !== 8) {
    return {
      kind: 'refused',
      refusal: 'unsupported-version',
      message: `AdReel reads INS version 8.0; this notification is version ${String(head.data.version).slice(0, 10)}. Choose 8.0 in ClickBank's settings.`,
    };
  }
  const transactionType = head.data.transactionType;
  const type = readTransactionType(transactionType);
  if (type.kind === 'unknown') {
    return {
      kind: 'refused',
      refusal: 'unknown-type',
      message: `Unknown transaction type ${transactionType.slice(0, 40)}: not stored.`,
    };
  }
  if (type.kind === 'not-counted') return { kind: 'not-counted', transactionType, why: type.why };
  if (type.event === 'test') return { kind: 'test', transactionType };
  const parsed = insNotificationSchema.safeParse(decrypted);
  if (!parsed.success) return invalid(parsed.error);
  const n = parsed.data;
  if (n.role && n.role.toUpperCase() !== 'AFFILIATE') {
    return {
      kind: 'refused',
      refusal: 'not-affiliate',
      message: `This notification is for the ${n.role.slice(0, 20)} of the sale; AdReel counts affiliate commissions.`,
    };
  }
  const at = clickBankTime(n.transactionTime);
  if (!at)
    return {
      kind: 'refused',
      refusal: 'invalid-field',
      message: "The notification's transactionTime is not a time.",
    };
  const codes = n.trackingCodes ?? [];
  const { tid, clickId } = trackingOf(codes);
  const productName = n.lineItems?.find((i) => i.productTitle)?.productTitle ?? null;
  const earnings = n.totalAccountAmount == null ? null : Math.abs(n.totalAccountAmount);
  const payload: Record<string, string> = {
    receipt: n.receipt,
    transactionType: n.transactionType,
    vendor: n.vendor,
    version: String(n.version),
  };
  if (n.affiliate) payload.affiliate = n.affiliate;
  if (n.totalAccountAmount != null) payload.totalAccountAmount = String(n.totalAccountAmount);
  if (n.currency) payload.currency = n.currency.toUpperCase();
  if (codes.length > 0) payload.trackingCodes = codes.join(',');
  if (n.attemptCount != null) payload.attemptCount = String(n.attemptCount);
  if (productName) payload.productTitle = productName;
  return {
    kind: 'sale',
    sale: {
      event: type.event,
      receipt: n.receipt.toUpperCase(),
      transactionType: n.transactionType.toUpperCase(),
      at,
      earnings,
      orderAmount: n.totalOrderAmount == null ? null : Math.abs(n.totalOrderAmount),
      currency: n.currency ? n.currency.toUpperCase() : null,
      tid,
      clickId,
      vendor: n.vendor.toLowerCase(),
      productName,
      payload,
    },
  };
}
