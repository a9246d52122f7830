import type { VariantPerformance } from '@adreel/contracts';

/**
 * The variant ahead so far: highest earnings per click, then most sales, then most clicks. None
 * before any variant has a click (or when the top two tie), since a "winner" of zeros would mislead.
 */
export function leadingVariant(variants: readonly VariantPerformance[]): string | null {
  const ranked = [...variants]
    .filter((v) => v.clicks > 0)
    .sort((a, b) => b.epc - a.epc || b.sales - a.sales || b.clicks - a.clicks);
  const [top, next] = ranked;
  if (!top) return null;
  if (next && next.epc === top.epc && next.sales === top.sales && next.clicks === top.clicks) return null;
  return top.videoId;
}
