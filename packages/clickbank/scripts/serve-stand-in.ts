/**
 * Runs the ClickBank stand-in as a process of its own (demo mode only; scripts/serve.ts starts it
 * beside the platform stand-ins): `CLICKBANK_STAND_IN_PORT=4250 pnpm --filter @adreel/clickbank
 * serve-stand-in`. Never part of the API, and not in the production bundles.
 */
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import {
  clickBankEnvShape,
  clickBankStandInOrigin,
  loadDotEnv,
  parseEnv,
  sharedEnvShape,
  standInsServerEnvShape,
} from '@adreel/config';
import { z } from 'zod';
import { createClickBankStandIn } from '../src/stand-in/server.ts';

loadDotEnv();
const env = parseEnv(
  z.object({
    DATA_DIR: sharedEnvShape.DATA_DIR,
    ENCRYPTION_KEY: sharedEnvShape.ENCRYPTION_KEY,
    STAND_INS_HOST: standInsServerEnvShape.STAND_INS_HOST,
    STAND_INS_CONTROL_SECRET: standInsServerEnvShape.STAND_INS_CONTROL_SECRET,
    ...clickBankEnvShape,
  }),
);
const stand = createClickBankStandIn({
  stateFile: join(env.DATA_DIR, 'stand-ins', 'clickbank.json'),
  // Stable across restarts: a nickname keeps its API key while the encryption key stays.
  keySecret: createHmac('sha256', Buffer.from(env.ENCRYPTION_KEY, 'hex'))
    .update('adreel:clickbank-stand-in-keys:v1')
    .digest(),
  controlSecret: env.STAND_INS_CONTROL_SECRET,
});
const origin = await stand.listen(env.CLICKBANK_STAND_IN_PORT, env.STAND_INS_HOST);
console.log(`ClickBank stand-in listening on ${origin} (reached at ${clickBankStandInOrigin(env)})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stand.close().finally(() => process.exit(0));
  });
}
