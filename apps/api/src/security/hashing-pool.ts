import { Unavailable } from '../domain-errors.ts';

export const BUSY_MESSAGE = 'We are busy checking passwords right now. Please try again in a few seconds.';

/** Who is asking: `clean` for an address with no recent failed sign-ins (the owner, a new user),
 * `suspect` for one that failed lately (what a flood of wrong guesses becomes after its first try). */
export type HashingLane = 'clean' | 'suspect';

export interface HashingPoolOptions {
  /** Hashes at once; bcrypt runs on libuv's thread pool, so more than a few only slows each down. */
  concurrency: number;
  /** Clean callers allowed to wait for a slot; past this a request is refused at once (503). */
  queueLimit: number;
}

/**
 * A counting semaphore with bounded queues and a share kept for clean addresses: suspects may hold
 * at most half the slots (so with two or more, one is always free for a clean caller) and wait in a
 * queue half as long; a freed slot goes to a waiting clean caller first. A flood of wrong sign-ins
 * therefore gets quick 503s once its share is full, while the owner's sign-in starts at once.
 */
export function createHashingPool(opts: HashingPoolOptions) {
  const suspectSlots = Math.max(1, Math.floor(opts.concurrency / 2));
  const queueLimits: Record<HashingLane, number> = {
    clean: opts.queueLimit,
    suspect: Math.floor(opts.queueLimit / 2),
  };
  const running: Record<HashingLane, number> = { clean: 0, suspect: 0 };
  const waiting: Record<HashingLane, (() => void)[]> = { clean: [], suspect: [] };
  const free = () => running.clean + running.suspect < opts.concurrency;
  const mayStart = (lane: HashingLane) =>
    free() && (lane === 'clean' || (running.suspect < suspectSlots && waiting.clean.length === 0));

  /** Hands freed slots straight to waiters, clean ones first; a waiter is counted as running here. */
  function dispatch() {
    for (;;) {
      if (free() && waiting.clean.length > 0) {
        running.clean += 1;
        waiting.clean.shift()?.();
      } else if (mayStart('suspect') && waiting.suspect.length > 0) {
        running.suspect += 1;
        waiting.suspect.shift()?.();
      } else {
        return;
      }
    }
  }

  return async function withSlot<T>(lane: HashingLane, work: () => Promise<T>): Promise<T> {
    if (mayStart(lane)) {
      running[lane] += 1;
    } else {
      if (waiting[lane].length >= queueLimits[lane]) throw new Unavailable(BUSY_MESSAGE);
      await new Promise<void>((resolve) => waiting[lane].push(resolve));
    }
    try {
      return await work();
    } finally {
      running[lane] -= 1;
      dispatch();
    }
  };
}
