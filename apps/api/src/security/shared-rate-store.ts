import type { FastifyRateLimitStoreCtor, FastifyRateLimitStore as RateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** One key's count as this process knows it. */
interface KeyState {
  /** The shared count in Redis at the last answer from Redis. */
  known: number;
  /** Requests sent to Redis and not yet answered. */
  sending: number;
  /** Requests counted here and not yet sent. */
  unsent: number;
  /** When the window ends (ms since epoch). */
  windowEnd: number;
  timeWindow: number;
}

export interface SharedRateStoreOptions {
  redis: Redis;
  nameSpace: string;
  /**
   * How long counts far from the limit wait to be added in Redis (ms). 0 (default): at the end of the
   * event-loop turn, so every request answered in one turn costs one command per key.
   */
  flushEveryMs?: number;
  /** Below this share of the limit a request is answered from this process's count. */
  exactFrom?: number;
  /** How long an answer waits for Redis before it is decided from this process's count (ms). */
  redisWaitMs?: number;
  now?: () => number;
}

// INCRBY and the window's expiry in one step; a new key (count == added) starts the window.
const ADD_LUA = `
local current = redis.call('INCRBY', KEYS[1], ARGV[1])
if current == tonumber(ARGV[1]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {current, tonumber(ARGV[2])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {current, ttl}`;

declare module 'ioredis' {
  interface RedisCommander {
    rateLimitAdd(key: string, by: number, windowMs: number): Promise<[number, number]>;
  }
}

const view = (s: KeyState) => s.known + s.sending + s.unsent;

/**
 * The global per-address limit, shared by every API process through Redis, without a Redis round
 * trip on most requests. Every request is counted in Redis; what changes is when the answer waits:
 *
 * - the first request of a key in this process, and every request once the count reaches half the
 *   limit, waits for Redis's count (so the limit itself is exact across processes);
 * - below half the limit, the answer comes from the last count Redis gave plus this process's own
 *   requests since, and the counts of one event-loop turn are sent as one command per key.
 *
 * Another process's requests are thus seen one Redis round trip late (far below the limit, where no
 * answer depends on them). Polls from thousands of open tabs cost Redis one command per key per turn
 * and never wait for it. While Redis is away, answers come from the local count (the limit holds
 * per process).
 */
export function sharedRateStore(opts: SharedRateStoreOptions): FastifyRateLimitStoreCtor {
  const { redis } = opts;
  if (!redis.rateLimitAdd) redis.defineCommand('rateLimitAdd', { numberOfKeys: 1, lua: ADD_LUA });
  const flushEveryMs = opts.flushEveryMs ?? 0;
  const exactFrom = opts.exactFrom ?? 0.5;
  const redisWaitMs = opts.redisWaitMs ?? 500;
  const now = opts.now ?? Date.now;
  const states = new Map<string, KeyState>();
  let scheduled = false;

  /** Adds `by` in Redis; resolves with Redis's count, rejects if Redis fails. */
  async function send(key: string, state: KeyState, by: number): Promise<number> {
    state.sending += by;
    try {
      const [current, ttl] = await redis.rateLimitAdd(key, by, state.timeWindow);
      // A count no larger than what was just added is a new window; otherwise answers may arrive out
      // of order, and the larger count is the later one.
      state.known = current <= by ? current : Math.max(state.known, current);
      state.windowEnd = now() + ttl;
      return current;
    } finally {
      state.sending -= by;
    }
  }

  /** Keys with requests not yet sent: a flush visits only these, however many keys are known. */
  const dirty = new Map<string, KeyState>();

  function countHere(key: string, state: KeyState, by: number): void {
    state.unsent += by;
    dirty.set(key, state);
    schedule();
  }

  function flush(): void {
    scheduled = false;
    const batch = [...dirty];
    dirty.clear();
    for (const [key, state] of batch) {
      const by = state.unsent;
      if (by === 0) continue;
      state.unsent = 0;
      // Redis failed: the requests stay counted here and go with the next flush.
      send(key, state, by).catch(() => countHere(key, state, by));
    }
  }

  // Keys whose window has ended are forgotten once a minute (each address seen once stays no longer).
  setInterval(() => {
    const at = now();
    for (const [key, state] of states) {
      if (state.windowEnd <= at && state.unsent === 0 && state.sending === 0) states.delete(key);
    }
  }, 60_000).unref();

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    if (flushEveryMs === 0) setImmediate(flush);
    else setTimeout(flush, flushEveryMs).unref();
  }

  const store = (prefix: string): RateLimitStore => ({
    incr(key, cb, timeWindow, max) {
      const fullKey = prefix + key;
      const at = now();
      let state = states.get(fullKey);
      if (state && state.windowEnd <= at && state.unsent === 0 && state.sending === 0) {
        states.delete(fullKey);
        state = undefined;
      }
      if (state && view(state) + 1 < max * exactFrom) {
        countHere(fullKey, state, 1);
        cb(null, { current: view(state), ttl: Math.max(0, state.windowEnd - at) });
        return;
      }
      const s = state ?? { known: 0, sending: 0, unsent: 0, windowEnd: at + timeWindow, timeWindow };
      states.set(fullKey, s);
      let answered = false;
      const answer = (current: number) => {
        if (answered) return;
        answered = true;
        clearTimeout(slow);
        cb(null, { current, ttl: Math.max(0, s.windowEnd - now()) });
      };
      // Redis too slow or away (its client queues commands until it is back): decide from here.
      const slow = setTimeout(() => answer(view(s)), redisWaitMs);
      send(fullKey, s, 1).then(
        (current) => answer(current + s.unsent),
        () => {
          countHere(fullKey, s, 1);
          answer(view(s));
        },
      );
    },
    child(routeOptions) {
      // The plugin passes its route info here (as its own Redis store reads it), not in the typings.
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method: string; url: string } };
      return store(`${prefix}${routeInfo.method}${routeInfo.url}-`);
    },
  });

  // @fastify/rate-limit calls `new` on what it is given; a function that returns an object gives it that object.
  return function SharedRateStore() {
    return store(opts.nameSpace);
  } as unknown as FastifyRateLimitStoreCtor;
}
