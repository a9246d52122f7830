import { z } from 'zod';
import { uuidSchema } from './ids.ts';
import { safeText } from './text.ts';

/**
 * Personal API keys: `adr_` + 43 base62 characters (≈ 256 bits). Sent as `Authorization: Bearer adr_…`,
 * a key acts as its owner on the API's routes, except the account-sensitive ones (password, account
 * deletion, API keys and webhooks themselves), which need a signed-in session.
 */
export const API_KEY_PREFIX = 'adr_';
export const API_KEY_PATTERN = /^adr_[0-9A-Za-z]{43}$/;
/** How much of a key is shown in lists: the `adr_` and the first characters after it. */
export const API_KEY_VISIBLE_LENGTH = 12;
export const MAX_API_KEYS_PER_USER = 10;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyDto = z.infer<typeof apiKeySchema>;

// GET /api-keys — the signed-in user's active keys, newest first.
export const listApiKeysResponseSchema = z.object({ keys: z.array(apiKeySchema) });
export type ListApiKeysResponse = z.infer<typeof listApiKeysResponseSchema>;

// POST /api-keys — creates a key; the full key is in this answer only.
export const createApiKeyBodySchema = z.object({
  name: safeText()
    .trim()
    .min(1, 'Give the key a name, e.g. "Zapier"')
    .max(80, 'Keep the name under 80 characters'),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;
export const createApiKeyResponseSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

// DELETE /api-keys/:id — revokes a key at once.
export const apiKeyParamsSchema = z.object({ id: uuidSchema });
export const revokeApiKeyResponseSchema = z.object({ ok: z.literal(true) });
