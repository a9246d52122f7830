import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed media links live this long: enough for a long viewing session, short enough to leak little. */
export const MEDIA_URL_TTL_S = 24 * 3600;

/**
 * Short-lived HMAC links for media the <video> element loads (it cannot send a bearer header, and no
 * bearer token ever goes in a URL). The key is derived from JWT_SECRET so it never equals it.
 */
export function createMediaSigner(jwtSecret: string, now: () => number = () => Date.now()) {
  const key = createHmac('sha256', jwtSecret).update('adreel:media-url:v1').digest();
  const mac = (key2: string, exp: number) =>
    createHmac('sha256', key).update(`${key2}\n${exp}`).digest('base64url');

  function expiry(ttlS = MEDIA_URL_TTL_S, roundUpS = 0): number {
    const raw = Math.floor(now() / 1000) + ttlS;
    return roundUpS > 0 ? Math.ceil(raw / roundUpS) * roundUpS : raw;
  }

  return {
    /**
     * Query string `exp=<unix>&sig=<hmac>` for a storage key such as videos/<id>/video.mp4. With
     * `roundUpS` the expiry is rounded up to a multiple of it, so the same link (and the same ETag on
     * the answer that carries it) is handed out for that long instead of changing every second.
     */
    sign(storageKey: string, ttlS = MEDIA_URL_TTL_S, roundUpS = 0): { exp: number; sig: string } {
      const exp = expiry(ttlS, roundUpS);
      return { exp, sig: mac(storageKey, exp) };
    },
    /** The expiry `sign` would use now: lets a caller reuse a link while it is unchanged. */
    expiry,
    verify(storageKey: string, exp: unknown, sig: unknown): boolean {
      const e = typeof exp === 'string' && /^\d{1,12}$/.test(exp) ? Number(exp) : Number.NaN;
      if (!Number.isFinite(e) || typeof sig !== 'string' || sig.length > 100) return false;
      if (e < Math.floor(now() / 1000)) return false;
      const expected = Buffer.from(mac(storageKey, e));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type MediaSigner = ReturnType<typeof createMediaSigner>;
