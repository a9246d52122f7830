import { resolve } from 'node:path';
import { z } from 'zod';

const REPO = resolve(new URL('../../..', import.meta.url).pathname);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Variables both the API and the worker read. Descriptions double as documentation in .env.example. */
export const sharedEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .url()
    .describe('Postgres connection string')
    .default('postgresql://postgres@127.0.0.1:5432/adreel'),
  REDIS_URL: z.url().describe('Redis for BullMQ jobs').default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('adreel')
    .describe('BullMQ key prefix'),
  DATA_DIR: z.string().describe('Local data folder (storage, caches)').default(resolve(REPO, '.data')),
  PUBLIC_URL: z.url().describe('Where the product is served (web + API)').default('http://127.0.0.1:4000'),
  DEMO_SHOP_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  DEMO_SHOP_HOST: z.string().default('127.0.0.1'),
  DEMO_SHOP: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'))
    .describe('Demo mode (demo shop pages, its SSRF exemption): on unless production; 1/0 overrides'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  DIGISTORE_DEVELOPER_API_KEY: optionalString,
  DIGISTORE_BASE_URL: z.url().default('https://www.digistore24.com'),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes); the start command generates one')
    .describe('AES-256-GCM key for secrets at rest'),
};

/**
 * Demo mode, one rule for every app: on outside production, off in production unless an operator
 * sets DEMO_SHOP=1 (DEMO_SHOP=0 turns it off anywhere). Off means no demo-shop adapter is built
 * and the safe fetcher gets no exemption for the demo shop's origin.
 */
export function demoShopEnabled(env: { NODE_ENV: string; DEMO_SHOP?: boolean | undefined }): boolean {
  return env.DEMO_SHOP ?? env.NODE_ENV !== 'production';
}

export function demoShopOrigin(env: { DEMO_SHOP_HOST: string; DEMO_SHOP_PORT: number }): string {
  return `http://${env.DEMO_SHOP_HOST}:${env.DEMO_SHOP_PORT}`;
}
