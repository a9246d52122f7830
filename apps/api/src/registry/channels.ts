import { platformStandInsOrigin } from '@adreel/config';
import {
  createChannelTokens,
  createPlatformClient,
  createUploadPostClient,
  PLATFORMS,
  type Platform,
  type PlatformClient,
  platformConfigs,
  uploadPostConfigFromEnv,
} from '@adreel/publish';
import { createConnectionTest } from '../modules/channels/connection-test.ts';
import { createReadiness } from '../modules/channels/readiness.ts';
import { createChannelService } from '../modules/channels/service.ts';
import { createUploadPostChannels } from '../modules/channels/upload-post.ts';
import type { ServiceDeps, Shared } from './service-deps.ts';

/**
 * Channels (issue 24 item 1): the platform clients (real, or in demo mode the stand-ins, which run in
 * their own process: packages/publish/scripts/serve-stand-ins.ts), sealed tokens refreshed on use,
 * the OAuth connect flow, and Upload-Post profiles as a route of their own.
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
  // Upload-Post (issue 32): UPLOAD_POST_API_KEY, else in demo mode its stand-in beside the others.
  const upConfig = uploadPostConfigFromEnv(env, platformStandInsOrigin(env));
  const uploadPost = upConfig ? createUploadPostClient(upConfig) : null;
  const uploadPostChannels = createUploadPostChannels({
    db,
    encryptionKey: shared.encryptionKey,
    client: uploadPost,
    apiBase: `${env.PUBLIC_URL.replace(/\/+$/, '')}${env.API_PREFIX}`,
    log,
  });
  return {
    channels: {
      uploadPostChannels,
      channelReadiness: createReadiness({
        configs,
        uploadPost,
        uploadPostChannels,
        publicUrl: env.PUBLIC_URL,
      }),
      connectionTest: createConnectionTest({ db, clients, tokens: channelTokens, uploadPost }),
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
        uploadPostOptions: uploadPostChannels.postOptions,
      }),
    },
  };
}
