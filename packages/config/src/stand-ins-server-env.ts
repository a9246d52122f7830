import { z } from 'zod';
import { sharedEnvShape } from './shared-env.ts';
import { standInsServerEnvShape } from './stand-ins-env.ts';

const s = sharedEnvShape;

/**
 * The stand-in process's settings (packages/publish/scripts/serve-stand-ins.ts): the same PUBLIC_URL,
 * API_PREFIX, data folder, database and ENCRYPTION_KEY the API uses (it reads AdReel's own signed media
 * links from AdReel's storage and accepts only AdReel's OAuth callbacks), plus its own port and limits.
 */
export const standInsServerEnvSchema = z.object({
  NODE_ENV: s.NODE_ENV,
  PUBLIC_URL: s.PUBLIC_URL,
  API_PREFIX: z.string().default('/api'),
  DATA_DIR: s.DATA_DIR,
  DATABASE_URL: s.DATABASE_URL,
  ENCRYPTION_KEY: s.ENCRYPTION_KEY,
  S3_BUCKET: s.S3_BUCKET,
  S3_REGION: s.S3_REGION,
  S3_ENDPOINT: s.S3_ENDPOINT,
  S3_ACCESS_KEY_ID: s.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: s.S3_SECRET_ACCESS_KEY,
  STAND_INS_PORT: s.STAND_INS_PORT,
  STAND_INS_URL: s.STAND_INS_URL,
  ...standInsServerEnvShape,
});
export type StandInsServerEnv = z.infer<typeof standInsServerEnvSchema>;
