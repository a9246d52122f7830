import {
  WALKTHROUGH_IDS,
  WALKTHROUGH_PREFIX,
  type Walkthrough,
  type WalkthroughId,
  walkthroughManifestSchema,
} from '@adreel/contracts';
import type { Storage } from '@adreel/storage';
import type { StoredFile } from '../../http/send-stored-file.ts';

const FILE_TYPES = { 'video.mp4': 'video/mp4', 'poster.jpg': 'image/jpeg' } as const;

/**
 * The built-in training walkthroughs the generator stored. One that is not there yet (first start
 * still rendering, or a failed render) is simply left out, and the pages say it is being prepared.
 */
export function createWalkthroughService(deps: { storage: Storage; apiPrefix: string }) {
  const { storage } = deps;
  const base = `${deps.apiPrefix}/training-media/walkthroughs/`;

  async function manifest(id: WalkthroughId) {
    try {
      const raw = await storage.readBuffer(`${WALKTHROUGH_PREFIX}${id}/manifest.json`);
      return walkthroughManifestSchema.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      return null;
    }
  }

  return {
    async walkthroughs(): Promise<{ walkthroughs: Walkthrough[] }> {
      const found = await Promise.all(WALKTHROUGH_IDS.map(manifest));
      const walkthroughs = found.flatMap((m) => {
        if (!m) return [];
        // The key changes with every new render, so an hour of browser caching never shows an old one.
        const v = `?v=${encodeURIComponent(m.key.slice(0, 16))}`;
        const { id, title, summary, durationS, chapters } = m;
        return [
          {
            id,
            title,
            summary,
            durationS,
            chapters,
            videoUrl: `${base}${id}/video.mp4${v}`,
            posterUrl: `${base}${id}/poster.jpg${v}`,
          },
        ];
      });
      return { walkthroughs };
    },

    walkthroughFile(id: WalkthroughId, file: keyof typeof FILE_TYPES): StoredFile {
      return { key: `${WALKTHROUGH_PREFIX}${id}/${file}`, contentType: FILE_TYPES[file] };
    },
  };
}
