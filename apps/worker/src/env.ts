import { cpus } from 'node:os';
import { optionalString, parseEnv, pexelsEnvShape, sharedEnvShape } from '@adreel/config';
import { z } from 'zod';

export const workerEnvSchema = z.object({
  ...sharedEnvShape,
  SMTP_URL: optionalString.describe('smtp(s)://user:pass@host:port; unset → dev outbox'),
  MAIL_FROM: z.string().default('AdReel <no-reply@adreel.local>'),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
  SCRIPT_CONCURRENCY: z.coerce.number().int().min(1).max(20).default(4),
  RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.max(1, Math.floor(cpus().length / 2))),
  RENDER_PRESET: z
    .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'])
    .default('veryfast')
    .describe(
      "x264's speed for video renders: veryfast (the default, what bench:render measures) or a faster one for a test deployment, at a larger file",
    ),
  ...pexelsEnvShape,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER_METRICS_PORT: z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional())
    .describe("Serve this worker's Prometheus metrics (job durations, failures) at /metrics on this port"),
  WORKER_METRICS_HOST: z.string().default('127.0.0.1'),
  OPERATOR_TOKEN: optionalString
    .refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters')
    .describe("When set, the worker's /metrics answers only this bearer token"),
  SHUTDOWN_GRACE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(25_000)
    .describe('On SIGTERM, running jobs may finish for this long; then they are handed back to the queue'),
  STALLED_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(500)
    .default(15_000)
    .describe('How often a worker looks for jobs whose worker died (BullMQ stalled check)'),
  LOCK_DURATION_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30_000)
    .describe('A job whose worker stops renewing its lock for this long is handed to another worker'),
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
  CLICK_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(90)
    .describe('Raw clicks are kept this many days for drill-down; the daily rollups are kept for good'),
  CLICK_PRUNE_EVERY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(60)
    .describe('How often the worker deletes raw clicks past CLICK_RETENTION_DAYS'),
  POST_STATS_EVERY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(15)
    .describe(
      "How often published posts' views are read (each post at most hourly in its first week, then daily)",
    ),
  DIGISTORE_SYNC_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(10080)
    .default(60)
    .describe("How often connected accounts' Digistore24 sales reports are read and reconciled"),
});
export type WorkerEnv = z.infer<typeof workerEnvSchema>;

export function loadWorkerEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  return parseEnv(workerEnvSchema, source);
}
