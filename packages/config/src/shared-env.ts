import { resolve } from 'node:path';
import { z } from 'zod';
import { autopilotEnvShape } from './autopilot-env.ts';
import { clickBankEnvShape } from './clickbank-env.ts';
import { demoModeShape } from './demo-mode.ts';
import { optionalString } from './fields.ts';
import { publishEnvShape } from './publish-env.ts';
import { queuePrefixField } from './queue-prefix.ts';
import { standInsEnvShape } from './stand-ins-env.ts';
import { ttsEnvShape } from './tts-env.ts';
import { webhookEnvShape } from './webhook-env.ts';

const REPO = resolve(new URL('../../..', import.meta.url).pathname);

/** Variables both the API and the worker read. Descriptions double as documentation in .env.example. */
export const sharedEnvShape = {
  ...demoModeShape,
  ...webhookEnvShape,
  ...ttsEnvShape,
  ...publishEnvShape,
  ...standInsEnvShape,
  ...clickBankEnvShape,
  ...autopilotEnvShape,
  DATABASE_URL: z
    .url()
    .describe('Postgres connection string')
    .default('postgresql://postgres@127.0.0.1:5432/adreel'),
  REDIS_URL: z.url().describe('Redis for BullMQ jobs').default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: queuePrefixField,
  DATA_DIR: z.string().describe('Local data folder (storage, caches)').default(resolve(REPO, '.data')),
  PUBLIC_URL: z.url().describe('Where the product is served (web + API)').default('http://127.0.0.1:4000'),
  DEMO_SHOP_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  DEMO_SHOP_HOST: z.string().default('127.0.0.1'),
  QUOTA_CONCURRENT_RENDERS: z.coerce
    .number()
    .int()
    .min(1)
    .default(3)
    .describe(
      'Videos one user may have rendering at once; more wait as queued and start as renders end (done-for-you renders are exempt)',
    ),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  DIGISTORE_BASE_URL: z.url().default('https://www.digistore24.com'),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes); the start command generates one')
    .describe('AES-256-GCM key for secrets at rest'),
};

/** Where the demo shop listens; the one origin the safe fetcher may reach in demo mode. */
export function demoShopOrigin(env: { DEMO_SHOP_HOST: string; DEMO_SHOP_PORT: number }): string {
  return `http://${env.DEMO_SHOP_HOST}:${env.DEMO_SHOP_PORT}`;
}
