import { createHmac, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../../http/read-cookie.ts';

export const OPERATOR_COOKIE = 'adreel_operator';

/**
 * The operator's access to the queue dashboard and /metrics: `Authorization: Bearer <OPERATOR_TOKEN>`
 * or the cookie that GET /admin/login?token= sets. The cookie holds an HMAC of the token, never the
 * token itself; every comparison takes constant time.
 */
export function createOperatorGate(token: string) {
  const cookieValue = createHmac('sha256', token).update('adreel:operator-cookie:v1').digest('base64url');
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };
  return {
    cookieValue,
    tokenMatches: (given: string | undefined) => typeof given === 'string' && same(given, token),
    /** True for the bearer token or the login cookie. */
    allows(headers: { authorization?: string | undefined; cookie?: string | undefined }): boolean {
      const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
      if (bearer !== undefined && same(bearer, token)) return true;
      const cookie = readCookie(headers.cookie, OPERATOR_COOKIE);
      return cookie !== undefined && same(cookie, cookieValue);
    },
  };
}
export type OperatorGate = ReturnType<typeof createOperatorGate>;
