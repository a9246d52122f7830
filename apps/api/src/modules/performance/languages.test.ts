import { describe, expect, it } from 'vitest';
import { compareLanguages } from './languages.ts';

type Kind = 'video' | 'variant' | 'site';
/** A per-source row of the report: unique clicks equal clicks, no sales unless given. */
const row = (kind: Kind, sourceId: string, clicks: number, sales = 0, earnings = 0) =>
  Object.assign({ kind, sourceId, sales, earnings }, { clicks, uniqueClicks: clicks });

describe('compareLanguages', () => {
  it('sums each video’s links (variants too) into its language, most earning first', () => {
    const languages = new Map([
      ['en-video', 'en' as const],
      ['es-video', 'es' as const],
      ['pl-video', 'pl' as const],
    ]);
    const result = compareLanguages(languages, [
      row('video', 'en-video', 10, 1, 20),
      row('variant', 'en-video/B', 5),
      row('video', 'es-video', 8, 2, 40.005),
      row('site', 'some-site', 100, 9, 900),
    ]);
    expect(result.map((r) => [r.language, r.videos, r.clicks, r.sales, r.earnings])).toEqual([
      ['es', 1, 8, 2, 40.01],
      ['en', 1, 15, 1, 20],
      ['pl', 1, 0, 0, 0],
    ]);
    expect(result[0]?.conversionRate).toBe(0.25);
    expect(result[1]?.epc).toBe(1.33);
  });

  it('is empty without videos', () => {
    expect(compareLanguages(new Map(), [row('site', 's', 3)])).toEqual([]);
  });
});
