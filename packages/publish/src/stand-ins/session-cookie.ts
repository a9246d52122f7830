import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'adreel_stand_in';
const MAX_ACCOUNTS = 12;

/** The browser a consent was given in: its session id and the demo accounts it allowed (`platform:id`). */
export interface Viewer {
  sid: string;
  accounts: string[];
}

/**
 * The stand-ins' session cookie, HMAC-signed so it needs no server-side table: the consent page sets
 * it, the posts pages read it. Posts are tagged with the session whose consent issued their token, so
 * a browser sees only what was posted through accounts it allowed itself.
 */
export function createSessionCookies(key: Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    read(header: string | undefined): Viewer | null {
      const raw = (header ?? '')
        .split(';')
        .map((c) => c.trim())
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
        ?.slice(SESSION_COOKIE.length + 1);
      if (!raw || raw.length > 2048) return null;
      const [payload = '', sig = ''] = raw.split('.');
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const v = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Viewer;
        if (typeof v.sid !== 'string' || !Array.isArray(v.accounts)) return null;
        return { sid: v.sid, accounts: v.accounts.filter((a) => typeof a === 'string') };
      } catch {
        return null;
      }
    },
    /** The Set-Cookie value naming `viewer` (HttpOnly, for this origin only, for 30 days). */
    write(viewer: Viewer, secure: boolean): string {
      const accounts = [...new Set(viewer.accounts)].slice(-MAX_ACCOUNTS);
      const payload = Buffer.from(JSON.stringify({ sid: viewer.sid, accounts })).toString('base64url');
      return `${SESSION_COOKIE}=${payload}.${mac(payload)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${30 * 86_400}${secure ? '; Secure' : ''}`;
    },
  };
}
export type SessionCookies = ReturnType<typeof createSessionCookies>;

export const newSessionId = () => randomBytes(16).toString('base64url');
