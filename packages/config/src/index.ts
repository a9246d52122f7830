import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Repository root, so every app finds the same `.env` and data folder whatever its working directory. */
export const REPO_ROOT = resolve(new URL('../../..', import.meta.url).pathname);

/** Loads `<repo>/.env` (written by the start command) without overriding variables already set. */
export function loadDotEnv(file = resolve(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export * from './autopilot-env.ts';
export * from './clickbank-env.ts';
export * from './demo-mode.ts';
export * from './fields.ts';
export * from './malloc-env.ts';
export * from './parse-env.ts';
export * from './pexels-env.ts';
export * from './publish-env.ts';
export * from './queue-prefix.ts';
export * from './shared-env.ts';
export * from './stand-ins-env.ts';
export * from './stand-ins-server-env.ts';
export * from './tts-env.ts';
export * from './webhook-env.ts';
