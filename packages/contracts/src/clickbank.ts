import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * ClickBank (issue 34 item 3): the connection (nickname + clerk API key), its Instant Notification
 * address, and ClickBank products added to the offer catalog by vendor id.
 */

/** A ClickBank account nickname or vendor id: letters and digits (ClickBank's own rule is 5–10). */
export const CLICKBANK_NICKNAME_PATTERN = /^[A-Za-z0-9]{1,32}$/;

const nickname = (what: string) =>
  safeText()
    .trim()
    .min(1, { message: `Enter the ${what}` })
    .max(32, { message: `The ${what} is at most 32 characters` })
    .regex(CLICKBANK_NICKNAME_PATTERN, { message: `The ${what} holds only letters and digits` });

/** POST /clickbank/connect */
export const clickBankConnectBodySchema = z.object({
  nickname: nickname('ClickBank nickname'),
  apiKey: safeText()
    .trim()
    .max(80, { message: 'The API key is at most 80 characters' })
    .regex(/^API-[A-Za-z0-9]{16,64}$/, {
      message: 'A ClickBank API key starts with API- (Settings → API Management in ClickBank)',
    }),
});
export type ClickBankConnectBody = z.infer<typeof clickBankConnectBodySchema>;

/** GET /clickbank/account, and the answer of connect and disconnect. */
export const clickBankAccountResponseSchema = z.object({
  connected: z.boolean(),
  nickname: z.string().nullable(),
  /** Paste into ClickBank → Settings → Instant Notification Service (version 8.0); null until connected. */
  insUrl: z.string().nullable(),
  /** ClickBank's "Secret Key" field: the INS messages are encrypted with it. */
  insSecretKey: z.string().nullable(),
  lastReceivedAt: z.string().nullable(),
  /** Demo mode: the ClickBank stand-in answers instead of ClickBank (shown so on screen). */
  standInUrl: z.string().nullable(),
});
export type ClickBankAccountResponse = z.infer<typeof clickBankAccountResponseSchema>;

/** POST /clickbank/offers — a ClickBank product added to the catalog by its vendor id. */
export const clickBankAddOfferBodySchema = z.object({
  vendorId: nickname('vendor id'),
  name: safeText().trim().min(1, { message: 'Enter the product name' }).max(300),
  description: safeText().trim().max(5000).optional(),
  price: z.number().positive().max(100_000).optional(),
  /** The affiliate's share in percent, as ClickBank's marketplace shows it. */
  commissionPercent: z.number().min(1).max(100).optional(),
});
export type ClickBankAddOfferBody = z.infer<typeof clickBankAddOfferBodySchema>;

export const clickBankAddOfferResponseSchema = z.object({
  offerId: z.string(),
  created: z.boolean(),
});

/** POST /clickbank/ins/{key} params (public, outside /api). */
export const clickBankInsParamsSchema = z.object({ key: safeText().max(64) });
