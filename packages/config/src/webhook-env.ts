import { z } from 'zod';

/** Outgoing webhook settings, read by the API (checking addresses) and the worker (delivering). */
export const webhookEnvShape = {
  WEBHOOK_ALLOW_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every((o) => URL.canParse(o) && /^https?:$/.test(new URL(o).protocol)),
      'must be comma-separated http(s) origins',
    )
    .describe(
      'Exact origins (e.g. a local test receiver) webhooks may reach despite the private-address rule; ignored in production',
    ),
};

/** The exempt origins, never in production: there a webhook reaches public addresses only. */
export function webhookAllowOrigins(env: { NODE_ENV: string; WEBHOOK_ALLOW_ORIGINS: string[] }): string[] {
  return env.NODE_ENV === 'production' ? [] : env.WEBHOOK_ALLOW_ORIGINS;
}
