import { createChannelTokens, type Platform, type PlatformClient } from '@adreel/publish';
import { parseEncryptionKey } from '@adreel/secret-box';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';
import { platformClientsFromEnv } from '../publish/clients.ts';

/**
 * Channel upkeep (repeatable, every 5 minutes): refreshes the tokens of connected channels that expire
 * soon, so a post never waits on a refresh and Instagram's long-lived token (which cannot be renewed
 * once expired) stays alive. A refused refresh marks the channel reconnect_needed (Settings says so).
 */
export function refreshChannelTokensJob(
  deps: Pick<WorkerDeps, 'db' | 'env'>,
  clients: Partial<Record<Platform, PlatformClient>> = platformClientsFromEnv(deps.env),
) {
  const tokens = createChannelTokens({
    db: deps.db,
    encryptionKey: parseEncryptionKey(deps.env.ENCRYPTION_KEY),
    clients,
  });
  return defineJob({
    queue: 'publishing',
    name: 'refresh-channel-tokens',
    async handle(_payload, ctx) {
      const result = await tokens.refreshDue(100);
      if (result.refreshed || result.failed) ctx.log('channel tokens refreshed', { ...result });
      return result;
    },
  });
}
