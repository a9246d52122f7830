import bcrypt from 'bcrypt';
import { Unavailable } from '../domain-errors.ts';

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  /** Compares against a fixed dummy hash when `hash` is null, so unknown accounts cost the same time. */
  verify(plain: string, hash: string | null): Promise<boolean>;
}

export interface PasswordHasherOptions {
  cost: number;
  /** bcrypt runs on libuv's thread pool; more than a few at once only slows every sign-in down. */
  concurrency: number;
  /** Callers allowed to wait for a slot; past this a request is refused at once instead of queueing. */
  queueLimit: number;
}

export const BUSY_MESSAGE = 'We are busy checking passwords right now. Please try again in a few seconds.';

/** A counting semaphore with a bounded queue: a flood of sign-ins answers 503 quickly instead of
 * starving every other user's sign-in of CPU. */
export function createSlots(concurrency: number, queueLimit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queueLimit) throw new Unavailable(BUSY_MESSAGE);
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export function createPasswordHasher(opts: PasswordHasherOptions): PasswordHasher {
  const withSlot = createSlots(opts.concurrency, opts.queueLimit);
  const dummyHash = bcrypt.hashSync('not-a-real-password', opts.cost);
  return {
    hash: (plain) => withSlot(() => bcrypt.hash(plain, opts.cost)),
    verify: (plain, hash) => withSlot(() => bcrypt.compare(plain, hash ?? dummyHash)),
  };
}
