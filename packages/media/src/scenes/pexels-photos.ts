import { isPexelsPhotoUrl } from '@adreel/contracts';

export interface PexelsPhoto {
  id: number;
  /** The size a 1080-wide frame needs (`large2x`, else `large`, else `original`). */
  url: string;
  alt: string | null;
  photographer: string | null;
  photographerUrl: string | null;
}

interface WirePhoto {
  id?: unknown;
  alt?: unknown;
  photographer?: unknown;
  photographer_url?: unknown;
  src?: Record<string, unknown>;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, 300) : null;

/** Pexels' search answer → photos we can use: an id and a photo on Pexels' own image host. */
export function parsePexelsPhotos(body: unknown): PexelsPhoto[] {
  const photos = (body as { photos?: unknown } | null)?.photos;
  if (!Array.isArray(photos)) return [];
  const out: PexelsPhoto[] = [];
  for (const p of photos as WirePhoto[]) {
    const url = [p?.src?.large2x, p?.src?.large, p?.src?.original].find(
      (u): u is string => typeof u === 'string' && u.length <= 2048 && isPexelsPhotoUrl(u),
    );
    if (typeof p?.id !== 'number' || !Number.isSafeInteger(p.id) || !url) continue;
    const profile = text(p.photographer_url);
    out.push({
      id: p.id,
      url,
      alt: text(p.alt),
      photographer: text(p.photographer),
      photographerUrl: profile && /^https:\/\//.test(profile) ? profile : null,
    });
  }
  return out;
}

/**
 * Pexels photo search (`GET {base}/v1/search`, the key in `Authorization`). Answers the usable
 * photos, or throws on an HTTP error or timeout so the caller can say Pexels did not answer.
 * Pexels is a fixed, configured host (like the clip search in pexels.ts), not a user-given address;
 * the photos themselves are fetched later through the SSRF-safe fetcher.
 */
export function createPexelsPhotoSearch(cfg: { apiKey: string; baseUrl?: string; timeoutMs?: number }) {
  const base = (cfg.baseUrl ?? 'https://api.pexels.com').replace(/\/$/, '');
  return async (query: string, perPage = 15): Promise<PexelsPhoto[]> => {
    const params = new URLSearchParams({ query, per_page: String(perPage), orientation: 'portrait' });
    const res = await fetch(`${base}/v1/search?${params}`, {
      headers: { Authorization: cfg.apiKey, Accept: 'application/json' },
      signal: AbortSignal.timeout(cfg.timeoutMs ?? 8000),
    });
    if (!res.ok) throw new Error(`Pexels answered ${res.status}`);
    return parsePexelsPhotos(await res.json());
  };
}
export type PexelsPhotoSearch = ReturnType<typeof createPexelsPhotoSearch>;
