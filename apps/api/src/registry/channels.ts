import { platformStandInsOrigin } from '@adreel/config';
import {
  createChannelTokens,
  createPlatformClient,
  PLATFORMS,
  type Platform,
  type PlatformClient,
  platformConfigs,
} from '@adreel/publish';
import { createChannelService } from '../modules/channels/service.ts';
import type { ServiceDeps, Shared } from './service-deps.ts';

/**
 * Channels (issue 24 item 1): the platform clients (real, or in demo mode the stand-ins, which run in
 * their own process: packages/publish/scripts/serve-stand-ins.ts), sealed tokens refreshed on use,
 * and the OAuth connect flow.
 */
export function buildChannelServices(deps: ServiceDeps, shared: Pick<Shared, 'encryptionKey'>) {
  const { env, db, log } = deps;
  const configs = platformConfigs(env, platformStandInsOrigin(env));
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
  };
}
