import type { Db } from '@adreel/db';
import { networkSettingsOf, subIdParamFor } from '@adreel/networks';
import { createLru } from '../../kernel/lru.ts';

type Rule = { subIdParam: string; linkHosts: string[] };

/**
 * Which sub-id parameter a user's link carries our click id in: the first of their connected
 * networks whose link hosts the target is on. Asked only when the redirect resolves a link it has
 * not cached; a user's rules are cached briefly and dropped when a connection changes here.
 */
export function createNetworkSubIds(deps: { db: Db; ttlMs?: number }) {
  const rules = createLru<Promise<Rule[]>>(10_000, deps.ttlMs ?? 30_000);

  function rulesOf(userId: string): Promise<Rule[]> {
    const hit = rules.get(userId);
    if (hit) return hit.value;
    const lookup = deps.db.marketplaceAccount
      .findMany({
        where: { userId, marketplace: 'custom', state: 'connected' },
        orderBy: { connectedAt: 'asc' },
        select: { settings: true },
      })
      .then((rows) => rows.flatMap((r) => networkSettingsOf(r.settings) ?? []));
    rules.set(userId, lookup);
    lookup.catch(() => rules.delete(userId));
    return lookup;
  }

  return {
    async subIdParamFor(userId: string, targetUrl: string): Promise<string | null> {
      return subIdParamFor(targetUrl, await rulesOf(userId));
    },
    forget(userId: string): void {
      rules.delete(userId);
    },
  };
}
