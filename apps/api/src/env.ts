import { randomBytes } from 'node:crypto';
import { booleanFlag, optionalString, parseEnv, sharedEnvShape } from '@adreel/config';
import { z } from 'zod';

export const apiEnvSchema = z
  .object({
    ...sharedEnvShape,
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    API_PREFIX: z
      .string()
      .regex(/^\/[a-z0-9-]+$/, 'must look like /api')
      .default('/api'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhdw]$/, 'must be a number with a unit, e.g. 7d or 12h')
      .default('7d'),
    REGISTER_PATH: z
      .string()
      .regex(/^\/[A-Za-z0-9/_-]{16,}\/complete$/, 'must be a long path ending in /complete')
      .describe('The hidden registration route'),
    WEB_DIST: z.string().optional().describe('Built web app to serve (apps/web/dist)'),
    DEV_MAILBOX: booleanFlag.describe(
      'Serve the dev outbox at /dev/mailbox to loopback clients only; off unless set, and always off with SMTP or in production',
    ),
    SMTP_URL: optionalString,
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => parseTrustProxy(v, ctx))
      .describe('Proxies whose X-Forwarded-For is believed: a hop count or a comma list of IPs/CIDRs'),
    PEXELS_API_KEY: optionalString.describe(
      'Stock clips (the worker fetches them) and the photo search of the scene image picker',
    ),
    PEXELS_BASE_URL: z
      .url()
      .default('https://api.pexels.com')
      .describe('Pexels API for the scene image picker (any compatible stand-in)'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WELCOME_URL: z.string().optional(),
    TRAINING_URL: z.string().optional(),
    TUTORIAL_VIDEO_URL: z.string().optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    OPERATOR_TOKEN: optionalString
      .refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters')
      .describe('Turns on the queue dashboard (/admin/queues) and /metrics, for this bearer token only'),
    DATABASE_POOL_MAX: z.coerce
      .number()
      .int()
      .min(1)
      .max(200)
      .default(10)
      .describe('Connections of the pool for per-request reads (sessions, video status), per API process'),
    SIGNIN_LIMIT_PER_EMAIL: z.coerce
      .number()
      .int()
      .positive()
      .default(10)
      .describe('Failed sign-ins allowed per (account, address) in 15 minutes'),
    SIGNIN_LIMIT_PER_ACCOUNT: z.coerce
      .number()
      .int()
      .positive()
      .default(200)
      .describe('Loose ceiling: failed sign-ins per account from all addresses in 15 minutes'),
    SIGNIN_LIMIT_PER_IP: z.coerce
      .number()
      .int()
      .positive()
      .default(30)
      .describe('Failed sign-ins per address in 15 minutes'),
    SIGNUP_LIMIT_PER_IP: z.coerce
      .number()
      .int()
      .positive()
      .default(10)
      .describe('Sign-ups per address per hour'),
    RESET_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
    RESET_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
    BCRYPT_COST: z.coerce.number().int().min(12).max(15).default(12),
    BCRYPT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    BCRYPT_QUEUE_LIMIT: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000)
      .default(16)
      .describe('Password checks allowed to wait for a free slot before answering 503'),
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    QUOTA_DAILY_RENDERS: z.coerce
      .number()
      .int()
      .min(1)
      .default(50)
      .describe('Videos one user may start in any 24 hours, deleted ones included; more answer 429'),
    QUOTA_STORAGE_MB: z.coerce
      .number()
      .int()
      .min(1)
      .default(2048)
      .describe(
        'Storage per user in MB (uploads + cloned sites + rendered videos); past it saves answer 429',
      ),
    QUOTA_PENDING_POSTS: z.coerce
      .number()
      .int()
      .min(1)
      .default(500)
      .describe('Scheduled posts one user may have waiting to be sent; more answer 429'),
    QUOTA_RUNNING_CAMPAIGNS: z.coerce
      .number()
      .int()
      .min(1)
      .default(10)
      .describe(
        'Campaigns one user may have running (launched, not done) at once; launching more answers 429',
      ),
    QUOTA_TRANSLATIONS_PER_VIDEO: z.coerce
      .number()
      .int()
      .min(1)
      .default(8)
      .describe('Languages one video may be translated into; asking again for one it has reuses it'),
    QUOTA_DAILY_TRANSLATIONS: z.coerce
      .number()
      .int()
      .min(1)
      .default(30)
      .describe('Translations one user may have written in any 24 hours; more answer 429'),
    QUOTA_DAILY_SCRIPTS: z.coerce
      .number()
      .int()
      .min(1)
      .default(200)
      .describe('Scripts (translations included) one user may start in any 24 hours; more answer 429'),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'required when S3_BUCKET is set' });
    }
  })
  .transform((env) => ({
    ...env,
    DEV_MAILBOX: env.DEV_MAILBOX === true && !env.SMTP_URL && env.NODE_ENV !== 'production',
  }));

/** Fastify's trustProxy: false (trust nobody) unless an operator names a hop count or addresses. */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): false | number | string[] {
  const v = value?.trim();
  if (!v || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((s) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s));
  if (bad.length) {
    ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR: ${bad.join(', ')}` });
    return false;
  }
  return list;
}

export type ApiEnv = z.infer<typeof apiEnvSchema>;

export function loadApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  return parseEnv(apiEnvSchema, source);
}

/** A complete env for tests and tools, overridable field by field. */
export function testApiEnv(overrides: Record<string, string> = {}): ApiEnv {
  return loadApiEnv({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(24).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    REGISTER_PATH: '/test-register-path-abcdef/complete',
    LOG_LEVEL: 'silent',
    // Test files sign many users up from one loopback address; the limit itself has its own test.
    SIGNUP_LIMIT_PER_IP: '10000',
    // Its own Redis keys: a test never shares limits, queues or channels with a running AdReel.
    QUEUE_PREFIX: `test_${randomBytes(5).toString('hex')}`,
    // Nor a running AdReel's platform stand-ins (port 4200): a test that needs them starts its own.
    STAND_INS_PORT: '9',
    ...overrides,
  });
}
