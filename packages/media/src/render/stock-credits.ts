import type { Background } from '../scenes/backgrounds.ts';
import type { StockCredit } from '../scenes/pexels-videos.ts';

/** The credits of the stock clips among a video's backgrounds, in order, each clip once. */
export function stockCredits(backgrounds: Pick<Background, 'credit'>[]): StockCredit[] {
  const seen = new Set<number>();
  return backgrounds.flatMap(({ credit }) => {
    if (!credit || seen.has(credit.clipId)) return [];
    seen.add(credit.clipId);
    return [credit];
  });
}
