import {
  type PerformanceRow,
  rates,
  scriptContentSchema,
  type VariantGroupPerformance,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';

/** The newest groups shown side by side; older ones stay in the per-source table. */
export const MAX_VARIANT_GROUPS = 20;

export interface VariantGroupVideos {
  groupId: string;
  title: string;
  createdAt: string;
  videos: { id: string; label: string; hook: string; status: string }[];
}

export type Counted = Pick<
  PerformanceRow,
  'kind' | 'sourceId' | 'clicks' | 'uniqueClicks' | 'sales' | 'earnings'
>;

/** The video a source row counts for: `variant` rows are `videoId/label`, `video` rows the id. */
export function videoOf(row: Counted): string | null {
  if (row.kind === 'variant') return row.sourceId.split('/')[0] ?? null;
  if (row.kind === 'video') return row.sourceId;
  return null;
}

/**
 * Each group's variants with the figures of their tracked links (the per-source rows the report
 * already computed: the variant's own link and, through `videoOfRow`, its posts'), in label order,
 * so A/B/C read side by side.
 */
export function compareVariants(
  groups: readonly VariantGroupVideos[],
  rows: readonly Counted[],
  videoOfRow: (row: Counted) => string | null = videoOf,
): VariantGroupPerformance[] {
  const byVideo = new Map<
    string,
    { clicks: number; uniqueClicks: number; sales: number; earnings: number }
  >();
  for (const row of rows) {
    const id = videoOfRow(row);
    if (!id) continue;
    const f = byVideo.get(id) ?? { clicks: 0, uniqueClicks: 0, sales: 0, earnings: 0 };
    f.clicks += row.clicks;
    f.uniqueClicks += row.uniqueClicks;
    f.sales += row.sales;
    f.earnings += row.earnings;
    byVideo.set(id, f);
  }
  return groups.map((group) => ({
    groupId: group.groupId,
    title: group.title,
    createdAt: group.createdAt,
    variants: [...group.videos]
      .sort((a, b) => a.label.localeCompare(b.label))
      .map((video) => {
        const f = byVideo.get(video.id) ?? { clicks: 0, uniqueClicks: 0, sales: 0, earnings: 0 };
        return {
          videoId: video.id,
          label: video.label,
          hook: video.hook,
          status: video.status,
          ...f,
          earnings: Math.round(f.earnings * 100) / 100,
          ...rates(f),
        };
      }),
  }));
}

function productName(product: unknown): string | null {
  const name = product && typeof product === 'object' ? (product as { name?: unknown }).name : null;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}

/** The user's newest variant groups (optionally only the one holding `videoId`) with their videos. */
export async function loadVariantGroups(
  db: Db,
  userId: string,
  videoId?: string,
): Promise<VariantGroupVideos[]> {
  const only = videoId
    ? await db.video.findFirst({ where: { id: videoId, userId }, select: { variantGroupId: true } })
    : null;
  if (videoId && !only?.variantGroupId) return [];
  const rows = await db.video.findMany({
    where: {
      userId,
      variantGroupId: only?.variantGroupId ? only.variantGroupId : { not: null },
    },
    select: {
      id: true,
      variantGroupId: true,
      variantLabel: true,
      status: true,
      content: true,
      product: true,
      createdAt: true,
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: MAX_VARIANT_GROUPS * 4,
  });
  const groups = new Map<string, VariantGroupVideos>();
  for (const row of rows) {
    if (!row.variantGroupId) continue;
    let group = groups.get(row.variantGroupId);
    if (!group) {
      if (groups.size >= MAX_VARIANT_GROUPS) continue;
      group = {
        groupId: row.variantGroupId,
        title: productName(row.product) ?? 'Hook variants',
        createdAt: row.createdAt.toISOString(),
        videos: [],
      };
      groups.set(row.variantGroupId, group);
    }
    const content = scriptContentSchema.safeParse(row.content);
    group.videos.push({
      id: row.id,
      label: row.variantLabel ?? '?',
      hook: content.success ? (content.data.reelScript.scenes[0]?.audio.voiceover ?? '') : '',
      status: row.status,
    });
  }
  return [...groups.values()];
}
