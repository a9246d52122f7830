import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  type LanguagePerformance,
  normalizeLanguage,
  rates,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { type Counted, videoOf } from './variants.ts';

/**
 * "By language" (issue 25): the per-source rows the report already computed, summed per language of
 * the video they count for (`videoOfRow`: its own link, a variant's or a post's), so an original and its translations compare side by side. Most earning
 * first, then most clicked; languages with videos but no figures in the period still show, at zero.
 */
export function compareLanguages(
  videoLanguages: ReadonlyMap<string, LanguageCode>,
  rows: readonly Counted[],
  videoOfRow: (row: Counted) => string | null = videoOf,
): LanguagePerformance[] {
  const by = new Map<
    LanguageCode,
    { videos: Set<string>; clicks: number; uniqueClicks: number; sales: number; earnings: number }
  >();
  const entry = (language: LanguageCode) => {
    let f = by.get(language);
    if (!f) {
      f = { videos: new Set(), clicks: 0, uniqueClicks: 0, sales: 0, earnings: 0 };
      by.set(language, f);
    }
    return f;
  };
  for (const [id, language] of videoLanguages) entry(language).videos.add(id);
  for (const row of rows) {
    const id = videoOfRow(row);
    const language = id ? videoLanguages.get(id) : undefined;
    if (!id || !language) continue;
    const f = entry(language);
    f.clicks += row.clicks;
    f.uniqueClicks += row.uniqueClicks;
    f.sales += row.sales;
    f.earnings += row.earnings;
  }
  return [...by.entries()]
    .map(([language, f]) => ({
      language,
      videos: f.videos.size,
      clicks: f.clicks,
      uniqueClicks: f.uniqueClicks,
      sales: f.sales,
      earnings: Math.round(f.earnings * 100) / 100,
      ...rates(f),
    }))
    .sort((a, b) => b.earnings - a.earnings || b.clicks - a.clicks || a.language.localeCompare(b.language));
}

/** The language of each of the user's videos (one indexed read), or only `videoId`'s. */
export async function loadVideoLanguages(
  db: Db,
  userId: string,
  videoId?: string,
): Promise<Map<string, LanguageCode>> {
  const rows = await db.video.findMany({
    where: { userId, kind: 'user', ...(videoId ? { id: videoId } : {}) },
    select: { id: true, language: true },
  });
  return new Map(rows.map((r) => [r.id, normalizeLanguage(r.language) ?? DEFAULT_LANGUAGE]));
}
