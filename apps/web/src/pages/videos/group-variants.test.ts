import type { MyVideo } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { groupVariants } from './group-variants.ts';

const video = (id: string, variant?: { groupId: string; label: string }): MyVideo => ({
  id,
  status: 'completed',
  progress: 100,
  message: 'done',
  output_url: null,
  thumbnail_url: null,
  created_at: '2026-11-23T00:00:00.000Z',
  url: null,
  affiliate_link: null,
  affiliate_link_missing: 'not_from_offer',
  tracked_link: null,
  link: null,
  duration_s: 10,
  script: {
    content: {
      websiteSummary: 's',
      commentary: 'c',
      reelScript: { scenes: [] as unknown as MyVideo['script']['content']['reelScript']['scenes'] },
      musicSuggestion: 'm',
    },
  },
  variant: variant ?? null,
});

describe('groupVariants', () => {
  it('folds each group into one item where its newest video stands, A first', () => {
    const items = groupVariants([
      video('new'),
      video('c', { groupId: 'g', label: 'C' }),
      video('x'),
      video('a', { groupId: 'g', label: 'A' }),
      video('b', { groupId: 'g', label: 'B' }),
      video('h', { groupId: 'h', label: 'A' }),
    ]);
    expect(
      items.map((i) =>
        i.kind === 'video' ? i.video.id : `${i.groupId}:${i.videos.map((v) => v.id).join('')}`,
      ),
    ).toEqual(['new', 'g:abc', 'x', 'h:h']);
  });

  it('leaves plain videos alone', () => {
    expect(groupVariants([video('a'), video('b')]).map((i) => i.kind)).toEqual(['video', 'video']);
  });

  it('folds an original and its translations into one family, the original first, where its newest stands', () => {
    const tr = (id: string, from: string, language: 'es' | 'pl'): MyVideo => ({
      ...video(id),
      language,
      translatedFromVideoId: from,
    });
    const items = groupVariants([
      tr('pl', 'orig', 'pl'),
      video('other'),
      tr('es', 'orig', 'es'),
      video('orig'),
    ]);
    expect(
      items.map((i) =>
        i.kind === 'video' ? i.video.id : `${i.kind}:${i.groupId}:${i.videos.map((v) => v.id).join(',')}`,
      ),
    ).toEqual(['translations:orig:orig,es,pl', 'other']);
  });

  it('shows a lone translation whose original is gone as a plain video', () => {
    const lone: MyVideo = { ...video('es'), translatedFromVideoId: 'deleted' };
    expect(groupVariants([lone, video('b')]).map((i) => i.kind)).toEqual(['video', 'video']);
  });
});
