/**
 * Runs the TikTok, YouTube and Instagram stand-ins as a process of their own (demo mode only;
 * scripts/serve.ts starts it beside the demo shop): `STAND_INS_PORT=4200 pnpm --filter @adreel/publish
 * serve-stand-ins`. Never part of the API, and not in the production bundles (scripts/build-server.mjs).
 */
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { loadDotEnv, parseEnv, standInsOrigin, standInsServerEnvSchema } from '@adreel/config';
import { createDb } from '@adreel/db';
import { oauthRedirectUris } from '@adreel/publish';
import { createOwnMediaReader, inFlightPostVideo, startStandIns } from '@adreel/publish/stand-ins';
import { parseEncryptionKey } from '@adreel/secret-box';
import { createStorage } from '@adreel/storage';

loadDotEnv();
const env = parseEnv(standInsServerEnvSchema);
const encryptionKey = parseEncryptionKey(env.ENCRYPTION_KEY);
const db = createDb(env.DATABASE_URL);
const stand = await startStandIns({
  dataDir: join(env.DATA_DIR, 'stand-ins'),
  host: env.STAND_INS_HOST,
  port: env.STAND_INS_PORT,
  publicBase: standInsOrigin(env),
  redirectUris: Object.values(oauthRedirectUris(env)),
  ratePerMinute: env.STAND_INS_RATE_PER_MINUTE,
  // Like a new app: TikTok unaudited, the Google project unverified, unless set otherwise.
  audited: env.STAND_INS_TIKTOK_AUDITED === true,
  youtubeUnverified: env.STAND_INS_YOUTUBE_VERIFIED !== true,
  // Unset: createStandIns makes a fresh one nobody is told, so the test controls stay closed.
  controlSecret: env.STAND_INS_CONTROL_SECRET,
  sessionKey: createHmac('sha256', encryptionKey).update('adreel:stand-in-session:v1').digest(),
  ownMedia: createOwnMediaReader({
    apiBase: `${env.PUBLIC_URL.replace(/\/+$/, '')}${env.API_PREFIX}`,
    encryptionKey,
    videoKeyOf: inFlightPostVideo(db),
    storage: createStorage({ ...env, STORAGE_DIR: join(env.DATA_DIR, 'storage') }),
  }),
  log: (message) => console.error(message),
});
console.log(`platform stand-ins listening on ${stand.origin} (reached at ${standInsOrigin(env)})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stand
      .close()
      .then(() => db.$disconnect())
      .finally(() => process.exit(0));
  });
}
