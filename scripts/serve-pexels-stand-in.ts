/**
 * Runs the Pexels stand-in as a process of its own (demo mode only; scripts/serve.ts starts it beside
 * the demo shop and the platform stand-ins): `PEXELS_STAND_IN_PORT=4300 tsx scripts/serve-pexels-stand-in.ts`.
 * The worker's clip search goes there in demo mode (pexelsApiBase). Never part of the API, and not in
 * the production bundles (scripts/build-server.mjs).
 */
import { join } from 'node:path';
import { loadDotEnv, parseEnv, pexelsStandInOrigin, pexelsStandInServerEnvSchema } from '@adreel/config';
import { startPexelsStandIn } from '@adreel/media/pexels-stand-in';

loadDotEnv();
const env = parseEnv(pexelsStandInServerEnvSchema);
const standIn = await startPexelsStandIn({
  // Made once per data folder (a few seconds of ffmpeg), then reused.
  clipDir: join(env.DATA_DIR, 'pexels-stand-in'),
  port: env.PEXELS_STAND_IN_PORT,
  publicOrigin: pexelsStandInOrigin(env),
});
console.log(`Pexels stand-in listening on ${standIn.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    standIn.close().finally(() => process.exit(0));
  });
}
