import {
  assignSceneImages,
  librarySceneImage,
  namedSceneImage,
  type Scene,
  type SceneImage,
} from '@adreel/contracts';
import { useMemo } from 'react';
import { useMediaLibraryQuery } from '../../queries/media.ts';
import { usePickedPexels, useScriptImagesQuery } from '../../queries/scene-images.ts';

/** What a scene shows: a known image, a Pexels photo picked before this page was opened, or colours. */
export type ShownImage =
  | { kind: 'image'; image: SceneImage }
  | { kind: 'unknown'; url: string }
  | { kind: 'colour' };

export interface SceneImages {
  loading: boolean;
  error: boolean;
  /** The product images a scene can choose. */
  choices: SceneImage[];
  /** The user's own media library (images and clips); never shown by a scene that did not choose it. */
  library: SceneImage[];
  libraryLoading: boolean;
  /** Whether a Pexels key is set (the picker offers a search). */
  pexels: boolean;
  /** Per scene, what it shows: the render's own assignment (contracts' assignSceneImages). */
  shown: ShownImage[];
  /** Per scene, the images its neighbours name explicitly: choosing one would repeat it. */
  takenByNeighbours(index: number): Map<string, number>;
  remember(image: SceneImage): void;
}

/**
 * The scene images of a script under review. The same assignment the renderer uses, so every
 * thumbnail is what the video will show (named image, else round-robin without repeats, else colour).
 */
export function useSceneImages(scriptId: string, scenes: readonly Scene[]): SceneImages {
  const list = useScriptImagesQuery(scriptId);
  const { picked, remember } = usePickedPexels(scriptId);
  const choices = list.data?.images ?? [];
  const media = useMediaLibraryQuery();
  const library = useMemo(() => (media.data?.items ?? []).map(librarySceneImage), [media.data]);
  const backgrounds = scenes.map((s) => s.visual.background);
  const key = JSON.stringify(backgrounds);
  const shown = useMemo(() => {
    const byUrl = new Map([...choices, ...library].map((c) => [c.url, c]));
    return assignSceneImages(
      JSON.parse(key) as string[],
      choices.map((c) => c.url),
    ).map((url): ShownImage => {
      if (url === null) return { kind: 'colour' };
      const image = byUrl.get(url) ?? picked[url];
      return image ? { kind: 'image', image } : { kind: 'unknown', url };
    });
  }, [key, choices, library, picked]);
  return {
    loading: list.isPending,
    error: list.isError,
    choices,
    library,
    libraryLoading: media.isPending,
    pexels: list.data?.pexels ?? false,
    shown,
    takenByNeighbours(index) {
      const taken = new Map<string, number>();
      for (const n of [index - 1, index + 1]) {
        const background = backgrounds[n];
        const url =
          background === undefined
            ? null
            : namedSceneImage(
                background,
                choices.map((c) => c.url),
              );
        if (url && choices.length >= 2) taken.set(url, n + 1);
      }
      return taken;
    },
    remember,
  };
}
