import { z } from 'zod';
import { type DemoModeSettings, demoModeOn } from './demo-mode.ts';

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

/** Where the built-in demo webhook inbox receives, beneath the API prefix (its key follows). */
export const DEMO_WEBHOOK_INBOX_ROUTE = '/demo/webhook-inbox';

/** The demo inbox's URLs start with this (the app's own origin, so only an exact prefix is let through). */
export function demoWebhookInboxPrefix(env: { PUBLIC_URL: string; API_PREFIX: string }): string {
  return `${env.PUBLIC_URL.replace(/\/+$/, '')}${env.API_PREFIX}${DEMO_WEBHOOK_INBOX_ROUTE}/`;
}

/**
 * URL prefixes webhooks may reach despite the address rules: in demo mode the built-in inbox, a
 * stand-in for the user's own server (every outside address fails in a closed demo); otherwise none.
 */
export function webhookAllowUrlPrefixes(
  env: DemoModeSettings & { PUBLIC_URL: string; API_PREFIX: string },
): string[] {
  return demoModeOn(env) ? [demoWebhookInboxPrefix(env)] : [];
}
