import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaIdOf, type ScriptContent, sceneMediaIds, scenesWithOwnMedia } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { Storage } from '@adreel/storage';

export interface OwnMediaDeps {
  db: Pick<Db, 'mediaItem'>;
  storage: Pick<Storage, 'readBuffer'>;
  cacheDir: string;
}

/**
 * The video owner's media library as the render reads it (issue 33 item 2): a scene's "Your media:
 * adreel-media:<id>" is looked up among the owner's items only. References to anything else are
 * taken out of the content before rendering, so neither the render nor the still cache it shares
 * with other users ever shows someone else's upload.
 */
export function ownMediaFor(deps: OwnMediaDeps, userId: string | null) {
  const find = (ref: string) => {
    const id = mediaIdOf(ref);
    return id && userId ? deps.db.mediaItem.findFirst({ where: { id, userId } }) : Promise.resolve(null);
  };

  return {
    /** The content with only the owner's existing items named. */
    async scope(content: ScriptContent): Promise<ScriptContent> {
      const scenes = content.reelScript.scenes;
      const ids = sceneMediaIds(scenes);
      if (ids.length === 0) return content;
      const rows = userId
        ? await deps.db.mediaItem.findMany({ where: { userId, id: { in: ids } }, select: { id: true } })
        : [];
      const owned = new Set(rows.map((r) => r.id));
      return { ...content, reelScript: { ...content.reelScript, scenes: scenesWithOwnMedia(scenes, owned) } };
    },

    /** An image reference's bytes (a clip's thumbnail frame when a still is asked for), or null when `ref` is no reference. */
    async image(ref: string): Promise<Buffer | null> {
      if (!mediaIdOf(ref)) return null;
      const row = await find(ref);
      if (!row) throw new Error('This media is no longer in the library');
      return deps.storage.readBuffer(row.kind === 'clip' ? row.thumbKey : row.key);
    },

    /** A clip reference as a local file (kept in the cache by its id: an item never changes), else null. */
    async clip(ref: string): Promise<string | null> {
      const row = await find(ref);
      if (row?.kind !== 'clip') return null;
      const dir = join(deps.cacheDir, 'own-media');
      const path = join(dir, `${row.id}.mp4`);
      if ((await stat(path).catch(() => null))?.isFile()) return path;
      await mkdir(dir, { recursive: true });
      const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, await deps.storage.readBuffer(row.key));
      await rename(tmp, path);
      return path;
    },
  };
}
