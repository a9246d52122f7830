/**
 * A token bucket per client address, in memory: `perMinute` requests in a burst, refilled evenly over
 * a minute. At most `maxClients` addresses are remembered (the least recently seen is forgotten, which
 * only ever gives that address a full bucket again).
 */
export function createRateLimiter(opts: { perMinute: number; maxClients: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const perMs = opts.perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one request's token: null when allowed, else the seconds until one is back. */
    take(client: string): number | null {
      const t = now();
      const prev = buckets.get(client);
      const tokens = prev ? Math.min(opts.perMinute, prev.tokens + (t - prev.at) * perMs) : opts.perMinute;
      buckets.delete(client);
      if (buckets.size >= opts.maxClients) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      if (tokens < 1) {
        buckets.set(client, { tokens, at: t });
        return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
      }
      buckets.set(client, { tokens: tokens - 1, at: t });
      return null;
    },
    get clients(): number {
      return buckets.size;
    },
  };
}
