import { randomBytes } from 'node:crypto';
import { parseEnv, sharedEnvShape } from '@adreel/config';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

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
    JWT_EXPIRES_IN: z.string().default('7d'),
    REGISTER_PATH: z
      .string()
      .regex(/^\/[A-Za-z0-9/_-]{16,}\/complete$/, 'must be a long path ending in /complete')
      .describe('The hidden registration route'),
    WEB_DIST: z.string().optional().describe('Built web app to serve (apps/web/dist)'),
    DEV_MAILBOX: booleanFlag.describe('Expose the dev mailbox page (default: on unless production)'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WELCOME_URL: z.string().optional(),
    TRAINING_URL: z.string().optional(),
    TUTORIAL_VIDEO_URL: z.string().optional(),
    SIGNIN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
    SIGNIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
    RESET_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
    RESET_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
    BCRYPT_COST: z.coerce.number().int().min(12).max(15).default(12),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'required when S3_BUCKET is set' });
    }
  })
  .transform((env) => ({ ...env, DEV_MAILBOX: env.DEV_MAILBOX ?? env.NODE_ENV !== 'production' }));

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
    ...overrides,
  });
}
