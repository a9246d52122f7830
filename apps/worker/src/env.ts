import { cpus } from 'node:os';
import { parseEnv, sharedEnvShape } from '@adreel/config';
import { z } from 'zod';

export const workerEnvSchema = z.object({
  ...sharedEnvShape,
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .describe('smtp(s)://user:pass@host:port; unset → dev outbox'),
  MAIL_FROM: z.string().default('AdReel <no-reply@adreel.local>'),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
  SCRIPT_CONCURRENCY: z.coerce.number().int().min(1).max(20).default(4),
  RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.max(1, Math.floor(cpus().length / 2))),
  PEXELS_API_KEY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  PEXELS_BASE_URL: z.url().default('https://api.pexels.com').describe('Pexels API (any compatible stand-in)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_PREFIX: z.string().default('/api').describe('The API prefix (locates the sandbox marketplace)'),
  DIGISTORE_REFRESH_ENTRY_IDS: z
    .string()
    .optional()
    .transform((v) => [
      ...new Set(
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .describe('Comma-separated Digistore24 marketplace entry ids the refresh-offers job keeps current'),
  DIGISTORE_REFRESH_INTERVAL_MINUTES: z.coerce.number().int().min(5).max(10080).default(360),
});
export type WorkerEnv = z.infer<typeof workerEnvSchema>;

export function loadWorkerEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  return parseEnv(workerEnvSchema, source);
}
