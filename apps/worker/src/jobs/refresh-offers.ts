import { type DigistoreClient, refreshEntries } from '@adreel/digistore';
import { digistoreEndpoint } from '@adreel/marketplace';
import { decryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';
import { marketplaceClient } from '../marketplace/client.ts';

type RefreshDeps = Pick<WorkerDeps, 'db' | 'env'>;

/**
 * The key to read entries with: the most recently connected account's own key, else the developer
 * key of a real Digistore24 setup. Null when neither exists (nothing to refresh with yet).
 */
async function readKey(deps: RefreshDeps): Promise<string | null> {
  const account = await deps.db.marketplaceAccount.findFirst({
    where: { marketplace: 'digistore24', credentialsEnc: { not: null } },
    orderBy: { connectedAt: { sort: 'desc', nulls: 'last' } },
    select: { credentialsEnc: true },
  });
  if (account?.credentialsEnc) {
    return decryptSecret(account.credentialsEnc, parseEncryptionKey(deps.env.ENCRYPTION_KEY));
  }
  return digistoreEndpoint(deps.env).developerKey;
}

/** Re-reads known marketplace entries (payload ids, else DIGISTORE_REFRESH_ENTRY_IDS) into the catalog. */
export function refreshOffersJob(deps: RefreshDeps, client: DigistoreClient = marketplaceClient(deps.env)) {
  return defineJob({
    queue: 'catalog',
    name: 'refresh-offers',
    async handle(payload, ctx) {
      const entryIds = payload.entryIds?.length ? payload.entryIds : deps.env.DIGISTORE_REFRESH_ENTRY_IDS;
      if (entryIds.length === 0) return { created: 0, updated: 0, failed: [], skipped: 'no entry ids' };
      const apiKey = await readKey(deps);
      if (!apiKey) {
        ctx.log('refresh-offers skipped: no connected marketplace account and no developer key');
        return { created: 0, updated: 0, failed: [], skipped: 'no api key' };
      }
      const result = await refreshEntries(deps.db, client, apiKey, entryIds);
      ctx.log('offers refreshed', {
        created: result.created,
        updated: result.updated,
        failed: result.failed.length,
      });
      // Every entry failing is an outage or a revoked key: let BullMQ retry with back-off.
      if (result.failed.length === entryIds.length) {
        throw new Error(`refresh-offers: every entry failed (${result.failed[0]?.error ?? 'unknown'})`);
      }
      return result;
    },
  });
}
