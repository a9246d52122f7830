import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'zod';

export class EnvError extends Error {}

/** Repository root, so every app finds the same `.env` and data folder whatever its working directory. */
export const REPO_ROOT = resolve(new URL('../../..', import.meta.url).pathname);

/** Loads `<repo>/.env` (written by the start command) without overriding variables already set. */
export function loadDotEnv(file = resolve(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment once at boot; the error names every bad variable and why. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}

export * from './shared-env.ts';
