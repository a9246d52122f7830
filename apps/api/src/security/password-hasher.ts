import bcrypt from 'bcrypt';
import { createHashingPool, type HashingLane } from './hashing-pool.ts';

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  /** Compares against a fixed dummy hash when `hash` is null, so unknown accounts cost the same time.
   * `lane` says whether the caller's address failed lately (hashing-pool.ts); clean by default. */
  verify(plain: string, hash: string | null, lane?: HashingLane): Promise<boolean>;
}

export interface PasswordHasherOptions {
  cost: number;
  /** bcrypt runs on libuv's thread pool; more than a few at once only slows every sign-in down. */
  concurrency: number;
  /** Callers allowed to wait for a slot; past this a request is refused at once instead of queueing. */
  queueLimit: number;
}

/** bcrypt in a bounded pool: a flood of sign-ins answers 503 quickly instead of starving every other
 * user's sign-in of CPU, and keeps a share of the pool for addresses with no recent failures. */
export function createPasswordHasher(opts: PasswordHasherOptions): PasswordHasher {
  const withSlot = createHashingPool(opts);
  const dummyHash = bcrypt.hashSync('not-a-real-password', opts.cost);
  return {
    hash: (plain) => withSlot('clean', () => bcrypt.hash(plain, opts.cost)),
    verify: (plain, hash, lane = 'clean') => withSlot(lane, () => bcrypt.compare(plain, hash ?? dummyHash)),
  };
}
