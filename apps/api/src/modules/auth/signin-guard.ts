import { RateLimited } from '../../domain-errors.ts';
import type { HashingLane } from '../../security/hashing-pool.ts';
import { type RateLimiter, waitMinutes } from '../../security/rate-limiter.ts';

export interface SigninLimits {
  /** Failures per (account, address): the strict limit, so only the guesser is slowed down. */
  perAccountAddress: number;
  /** Failures per address over all accounts: slows one address spraying many accounts. */
  perAddress: number;
  /** Failures per account from every address: a loose ceiling against a distributed guesser. */
  perAccount: number;
}

export const SIGNIN_WINDOW_S = 15 * 60;
/** Past the per-account ceiling, an address may still fail this often before it is stopped too, so
 * the owner (who typed well so far) always gets in while a botnet gets one guess per new address. */
export const CEILING_GRACE_FAILURES = 2;

const keys = (email: string, ip: string) => ({
  pair: `signin-fail:pair:${email}:${ip}`,
  address: `signin-fail:ip:${ip}`,
  account: `signin-fail:acct:${email}`,
  turnedAway: `signin-busy:ip:${ip}`,
});

/**
 * How long an address the password pool turned away (503) stays in the suspects' lane. A flooder's
 * guesses that are refused before they are checked never count as failures; without this mark, 48
 * new addresses retrying at once would keep the clean lane full and the owner would be turned away.
 */
export const TURNED_AWAY_WINDOW_S = 60;

/**
 * Sign-in throttling that counts failures only, keyed so that strangers cannot lock an owner out:
 * failures from other addresses never block an address that has not failed itself.
 */
export function createSigninGuard(limiter: RateLimiter, limits: SigninLimits) {
  const refuse = (seconds: number) =>
    new RateLimited(`Too many failed sign-in attempts. Please wait ${waitMinutes(seconds)} and try again.`);

  return {
    /**
     * Throws 429 when this address has failed too often; never counts anything itself. Otherwise
     * answers the password pool's lane: an address with recent failures waits in the suspects' share,
     * so a flood of wrong guesses cannot slow the owner's sign-in down.
     */
    async check(email: string, ip: string): Promise<HashingLane> {
      const k = keys(email, ip);
      const [pair, address, account, turnedAway] = await Promise.all([
        limiter.peek(k.pair),
        limiter.peek(k.address),
        limiter.peek(k.account),
        limiter.peek(k.turnedAway),
      ]);
      if (pair.count >= limits.perAccountAddress) throw refuse(pair.retryAfterSeconds);
      if (address.count >= limits.perAddress) throw refuse(address.retryAfterSeconds);
      if (account.count >= limits.perAccount && pair.count >= CEILING_GRACE_FAILURES) {
        throw refuse(account.retryAfterSeconds);
      }
      return address.count > 0 || turnedAway.count > 0 ? 'suspect' : 'clean';
    },

    /** The pool was full for this address: its next attempts wait in the suspects' share. */
    async recordTurnedAway(ip: string): Promise<void> {
      await limiter.hit(keys('', ip).turnedAway, Number.MAX_SAFE_INTEGER, TURNED_AWAY_WINDOW_S);
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await Promise.all([
        limiter.hit(k.pair, limits.perAccountAddress, SIGNIN_WINDOW_S),
        limiter.hit(k.address, limits.perAddress, SIGNIN_WINDOW_S),
        limiter.hit(k.account, limits.perAccount, SIGNIN_WINDOW_S),
      ]);
    },

    async recordSuccess(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await Promise.all([limiter.reset(k.pair), limiter.reset(k.turnedAway)]);
    },
  };
}
