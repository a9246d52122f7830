import type { MyVideo } from '@adreel/contracts';

export type VideoListItem =
  | { kind: 'video'; video: MyVideo }
  | { kind: 'variants'; groupId: string; videos: MyVideo[] }
  | { kind: 'translations'; groupId: string; videos: MyVideo[] };

type GroupKind = 'variants' | 'translations';

/**
 * Which group a video belongs to: its hook-variant group, else its translation family (named by the
 * original video's id: the original and every translation of it), else none.
 */
function groupOf(video: MyVideo, translated: ReadonlySet<string>): { kind: GroupKind; id: string } | null {
  if (video.variant?.groupId) return { kind: 'variants', id: `v:${video.variant.groupId}` };
  const family = video.translatedFromVideoId ?? (translated.has(video.id) ? video.id : null);
  return family ? { kind: 'translations', id: `t:${family}` } : null;
}

/**
 * My Videos with each hook-variant group and each original with its translations folded into one
 * item, placed where its newest video stands (the list is newest first). Variants are in label order
 * (A, B, C…); a translation family starts with the original, then the translations oldest first.
 */
export function groupVariants(videos: readonly MyVideo[]): VideoListItem[] {
  const translated = new Set(
    videos.flatMap((v) => (v.translatedFromVideoId ? [v.translatedFromVideoId] : [])),
  );
  const items: VideoListItem[] = [];
  const groups = new Map<string, Extract<VideoListItem, { videos: MyVideo[] }>>();
  for (const video of videos) {
    const group = groupOf(video, translated);
    if (!group) {
      items.push({ kind: 'video', video });
      continue;
    }
    const found = groups.get(group.id);
    if (found) {
      found.videos.push(video);
      continue;
    }
    const fresh = { kind: group.kind, groupId: group.id.slice(2), videos: [video] };
    groups.set(group.id, fresh);
    items.push(fresh);
  }
  for (const group of groups.values()) {
    if (group.kind === 'variants') {
      group.videos.sort((a, b) => (a.variant?.label ?? '').localeCompare(b.variant?.label ?? ''));
    } else {
      group.videos
        .reverse()
        .sort((a, b) => Number(Boolean(a.translatedFromVideoId)) - Number(Boolean(b.translatedFromVideoId)));
    }
  }
  // A family of one (translations whose original and siblings are gone) is just a video.
  return items.map((item) =>
    item.kind === 'translations' && item.videos.length === 1
      ? { kind: 'video', video: item.videos[0]! }
      : item,
  );
}
