import type { Db } from '@adreel/db';
import type { DigistoreClient } from '../client.ts';
import { upsertOffer } from './import.ts';
import { offerSeedSchema } from './offer-seed.ts';

export interface RefreshResult {
  created: number;
  updated: number;
  failed: { entryId: string; error: string }[];
}

/**
 * The worker's refresh job: fetch each known entry from Digistore24 and upsert it. One entry's
 * failure (gone from the marketplace, a bad field, an outage) is recorded and the rest go on.
 * Entries are fetched one at a time to stay well inside Digistore24's rate limits.
 */
export async function refreshEntries(
  db: Db,
  client: Pick<DigistoreClient, 'getMarketplaceEntry'>,
  apiKey: string,
  entryIds: readonly string[],
): Promise<RefreshResult> {
  const result: RefreshResult = { created: 0, updated: 0, failed: [] };
  for (const entryId of new Set(entryIds)) {
    try {
      const entry = await client.getMarketplaceEntry(apiKey, entryId);
      // The same checks as an operator import: no javascript: links or odd currencies get in.
      const seed = offerSeedSchema.parse({ ...entry, entryId });
      result[await upsertOffer(db, seed)]++;
    } catch (err) {
      result.failed.push({ entryId, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return result;
}
