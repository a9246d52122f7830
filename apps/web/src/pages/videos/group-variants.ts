import type { MyVideo } from '@adreel/contracts';

export type VideoListItem =
  | { kind: 'video'; video: MyVideo }
  | { kind: 'variants'; groupId: string; videos: MyVideo[] };

/**
 * My Videos with each hook-variant group folded into one item, placed where its newest video
 * stands (the list is newest first) and holding its videos in label order (A, B, C…).
 */
export function groupVariants(videos: readonly MyVideo[]): VideoListItem[] {
  const items: VideoListItem[] = [];
  const groups = new Map<string, MyVideo[]>();
  for (const video of videos) {
    const groupId = video.variant?.groupId;
    if (!groupId) {
      items.push({ kind: 'video', video });
      continue;
    }
    const members = groups.get(groupId);
    if (members) {
      members.push(video);
      continue;
    }
    const fresh = [video];
    groups.set(groupId, fresh);
    items.push({ kind: 'variants', groupId, videos: fresh });
  }
  for (const members of groups.values()) {
    members.sort((a, b) => (a.variant?.label ?? '').localeCompare(b.variant?.label ?? ''));
  }
  return items;
}
