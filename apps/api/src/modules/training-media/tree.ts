import type { VideoTreeNode } from '@adreel/contracts';

export const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export function videoContentType(name: string): string | null {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return VIDEO_TYPES[ext] ?? null;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The folder tree of the videos under a storage prefix (spec §3 Video tree node). `paths` are
 * relative to the prefix; anything that is not a video is left out, and so are folders that end
 * up empty. Folders come first, then videos, each in natural order ("2 …" before "10 …").
 */
export function buildVideoTree(paths: string[], urlFor: (path: string) => string): VideoTreeNode[] {
  const root: VideoTreeNode[] = [];
  for (const path of paths) {
    if (!videoContentType(path)) continue;
    const parts = path.split('/').filter((p) => p !== '');
    let level = root;
    parts.forEach((name, i) => {
      const nodePath = parts.slice(0, i + 1).join('/');
      const isFile = i === parts.length - 1;
      let node = level.find((n) => n.name === name && n.type === (isFile ? 'video' : 'directory'));
      if (!node) {
        node = isFile
          ? { name, path: nodePath, type: 'video', items: [], url: urlFor(nodePath) }
          : { name, path: nodePath, type: 'directory', items: [], url: null };
        level.push(node);
      }
      level = node.items;
    });
  }
  const sort = (nodes: VideoTreeNode[]) => {
    nodes.sort((a, b) =>
      a.type !== b.type ? (a.type === 'directory' ? -1 : 1) : collator.compare(a.name, b.name),
    );
    for (const n of nodes) sort(n.items);
    return nodes;
  };
  return sort(root);
}
