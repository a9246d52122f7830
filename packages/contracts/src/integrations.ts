import { z } from 'zod';

/**
 * Outside services the product can run without: each has an offline stand-in (a sandbox catalog,
 * template copy, flite speech, stills instead of stock clips). `demoMode` says which stand-ins are
 * in use, so every screen that shows their output can say so (GET /config).
 */
export const DEMO_SERVICES = ['marketplace', 'writer', 'voice', 'stockFootage'] as const;
export type DemoService = (typeof DEMO_SERVICES)[number];

export const demoModeSchema = z.object({
  /** Demo mode without DIGISTORE_DEVELOPER_API_KEY: offers and connections come from the built-in sandbox. */
  marketplace: z.boolean(),
  /** No OPENAI_API_KEY: scripts, AI copy and chat answers come from offline templates. */
  writer: z.boolean(),
  /** No TTS_API_KEY: voiceovers are spoken by the offline flite voices. */
  voice: z.boolean(),
  /** No PEXELS_API_KEY: backgrounds are product images and designed motion, never stock clips. */
  stockFootage: z.boolean(),
});
export type DemoMode = z.infer<typeof demoModeSchema>;

export const integrationIdValues = [...DEMO_SERVICES, 'email', 'storage'] as const;
export type IntegrationId = (typeof integrationIdValues)[number];

/** One row of Settings → Integrations. */
export const integrationSchema = z.object({
  id: z.enum(integrationIdValues),
  name: z.string(),
  /** True when the real service is configured; false when the stand-in runs. */
  connected: z.boolean(),
  /** What the product does while the service is not configured. */
  standIn: z.string(),
  /** What the service gives once configured. */
  provides: z.string(),
  /** The `.env` variables that turn it on (all of them). */
  envVars: z.array(z.string()).min(1),
  /** Further `.env` variables that tune it (e.g. OPENAI_BASE_URL for an OpenAI-compatible server). */
  optionalEnvVars: z.array(z.string()),
});
export type Integration = z.infer<typeof integrationSchema>;
