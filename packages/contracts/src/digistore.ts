import { z } from 'zod';
import { safeText } from './text.ts';

/** GET /digistore/status (spec §3 Marketplace status). */
export const digistoreStatusResponseSchema = z.object({
  connected: z.boolean(),
  /** The affiliate ID used in promolinks; null while not connected. */
  digistore_user_name: z.string().nullable(),
});
export type DigistoreStatusResponse = z.infer<typeof digistoreStatusResponseSchema>;

/**
 * GET /digistore/auth-url: where to send the browser to approve the connection. The server fills
 * both names with the same address; the spec's client reads authUrl, else request_url.
 */
export const digistoreAuthUrlResponseSchema = z.object({
  authUrl: z.string().min(1),
  request_url: z.string().min(1),
});
export type DigistoreAuthUrlResponse = z.infer<typeof digistoreAuthUrlResponseSchema>;

export const MISSING_STATE_MESSAGE = 'Missing state parameter. Please try again.';

/** GET /digistore/callback query: the state we issued and the request token Digistore24 returns. */
export const digistoreCallbackQuerySchema = z.object({
  state: safeText({ message: MISSING_STATE_MESSAGE }).trim().min(1, { message: MISSING_STATE_MESSAGE }),
  token: safeText({ message: 'Missing token parameter' })
    .trim()
    .min(1, { message: 'Missing token parameter' }),
});
export type DigistoreCallbackQuery = z.infer<typeof digistoreCallbackQuerySchema>;

export const digistoreCallbackResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  digistore_user_name: z.string().optional(),
});
export type DigistoreCallbackResponse = z.infer<typeof digistoreCallbackResponseSchema>;

/** POST /digistore/disconnect. */
export const digistoreDisconnectResponseSchema = z.object({ success: z.boolean() });
export type DigistoreDisconnectResponse = z.infer<typeof digistoreDisconnectResponseSchema>;

/** The local Digistore24 stand-in: POST /api/call/{fn}/format/json and its approval page /approve/{token}. */
export const sandboxCallParamsSchema = z.object({ fn: safeText().min(1).max(64) });
export const sandboxApprovalParamsSchema = z.object({ token: safeText().min(1).max(200) });
