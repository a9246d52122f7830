import { createHmac, timingSafeEqual } from 'node:crypto';
import { EVENTS_TOKEN_TTL_S, isUuid } from '@adreel/contracts';

/**
 * Tokens that open one progress stream (an EventSource cannot send a bearer header, and no bearer
 * token ever goes in a URL): `<exp>.<userId>.<hmac>`, bound to one resource of one user, minted by a
 * signed-in, owner-checked call and good for EVENTS_TOKEN_TTL_S. The key is derived from JWT_SECRET
 * with its own label, so it equals neither that secret nor the media-link key.
 */
export function createStreamTokens(jwtSecret: string, now: () => number = () => Date.now()) {
  const key = createHmac('sha256', jwtSecret).update('adreel:progress-stream:v1').digest();
  const mac = (kind: string, id: string, userId: string, exp: number) =>
    createHmac('sha256', key).update(`${kind}\n${id}\n${userId}\n${exp}`).digest('base64url');

  return {
    mint(kind: string, id: string, userId: string, ttlS = EVENTS_TOKEN_TTL_S) {
      const exp = Math.floor(now() / 1000) + ttlS;
      return { token: `${exp}.${userId}.${mac(kind, id, userId, exp)}`, expiresAt: new Date(exp * 1000) };
    },
    /** The user the token was minted for, or null when it is malformed, forged, expired or for another id. */
    verify(kind: string, id: string, token: string): string | null {
      const [expText, userId, sig, ...rest] = token.split('.');
      if (rest.length || !expText || !userId || !sig || !/^\d{1,12}$/.test(expText) || !isUuid(userId)) {
        return null;
      }
      const exp = Number(expText);
      if (exp < Math.floor(now() / 1000)) return null;
      const expected = Buffer.from(mac(kind, id, userId, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
    },
  };
}
export type StreamTokens = ReturnType<typeof createStreamTokens>;
