import { describe, expect, it } from 'vitest';
import { buildVideoTree } from './tree.ts';

describe('buildVideoTree', () => {
  it('nests folders, keeps only videos, sorts folders first in natural order', () => {
    const tree = buildVideoTree(
      [
        'Traffic/10 Paid.mp4',
        'Traffic/2 Free.mp4',
        'Intro.webm',
        'notes.txt',
        'Getting Started/Welcome.mp4',
        'Empty/readme.md',
      ],
      (p) => `/media/${p}`,
    );
    expect(tree.map((n) => [n.name, n.type])).toEqual([
      ['Getting Started', 'directory'],
      ['Traffic', 'directory'],
      ['Intro.webm', 'video'],
    ]);
    expect(tree[1]?.items.map((n) => n.name)).toEqual(['2 Free.mp4', '10 Paid.mp4']);
    expect(tree[1]?.items[0]).toEqual({
      name: '2 Free.mp4',
      path: 'Traffic/2 Free.mp4',
      type: 'video',
      items: [],
      url: '/media/Traffic/2 Free.mp4',
    });
    expect(tree[0]?.url).toBeNull();
  });
});
