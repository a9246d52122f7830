import { join } from 'node:path';
import { demoModeOn } from '@adreel/config';
import {
  createChannelTokens,
  createPlatformClient,
  PLATFORMS,
  type Platform,
  type PlatformClient,
  platformConfigs,
  STAND_IN_MOUNT,
} from '@adreel/publish';
import { createStandIns } from '@adreel/publish/stand-ins';
import { createChannelService } from '../modules/channels/service.ts';
import type { ServiceDeps, Shared } from './service-deps.ts';

/**
 * Channels (issue 24 item 1): the platform clients (real, or the stand-ins in demo mode), sealed
 * tokens refreshed on use, the OAuth connect flow, and in demo mode the stand-ins themselves.
 */
export function buildChannelServices(deps: ServiceDeps, shared: Pick<Shared, 'encryptionKey'>) {
  const { env, db, log } = deps;
  const demo = demoModeOn(env);
  const configs = platformConfigs(env, demo);
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const clients: Partial<Record<Platform, PlatformClient>> = {};
  for (const p of PLATFORMS) {
    const cfg = configs[p];
    if (cfg) clients[p] = createPlatformClient(p, cfg);
  }
  const channelTokens = createChannelTokens({ db, encryptionKey: shared.encryptionKey, clients });
  return {
    platformClients: clients,
    channelTokens,
    channels: createChannelService({
      db,
      encryptionKey: shared.encryptionKey,
      configs,
      clients,
      tokens: channelTokens,
      publicUrl: env.PUBLIC_URL,
      log,
    }),
    // Like a registered app, the stand-ins send a consent only back to our own OAuth callbacks.
    standIns: demo
      ? createStandIns({
          dataDir: join(env.DATA_DIR, 'stand-ins'),
          mountPath: STAND_IN_MOUNT,
          publicBase: publicUrl,
          redirectAllowed: (uri) => uri.startsWith(`${publicUrl}${env.API_PREFIX}/channels/oauth/`),
        })
      : undefined,
  };
}
