import { stableHash } from '../../text/stable-hash.ts';

/** A fixed pseudo-random order for a salt (xorshift32 seeded by the salt's hash). */
function shuffled<T>(items: readonly T[], salt: string): T[] {
  const out = [...items];
  let state = stableHash(salt) || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * `count` of `items` for a press: the order is fixed per product (the salt), and each press (seed)
 * takes the next window, so two presses in a row never give the same selection when there is a
 * choice, while the same seed always gives the same output.
 */
export function pickWindow<T>(items: readonly T[], count: number, seed: number, salt: string): T[] {
  const order = shuffled(items, salt);
  const n = order.length;
  if (n === 0) return [];
  const take = Math.min(count, n);
  // Taking everything, a press rotates the order instead.
  const start = (Math.abs(Math.trunc(seed)) * (take < n ? take : 1)) % n;
  return Array.from({ length: take }, (_, i) => order[(start + i) % n] as T);
}

export function pickOne<T>(items: readonly [T, ...T[]], seed: number, salt: string): T {
  return pickWindow(items, 1, seed, salt)[0] ?? items[0];
}

export function present<T>(value: T | null | undefined | false | ''): value is T {
  return value !== null && value !== undefined && value !== false && value !== '';
}
