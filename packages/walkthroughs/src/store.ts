import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  TRAINING_MEDIA_PREFIX,
  WALKTHROUGH_PREFIX,
  type WalkthroughId,
  type WalkthroughManifest,
  walkthroughManifestSchema,
} from '@adreel/contracts';
import type { Storage } from '@adreel/storage';

const manifestKey = (id: WalkthroughId) => `${WALKTHROUGH_PREFIX}${id}/manifest.json`;

/** The stored walkthrough's manifest, or null when there is none (or it is unreadable). */
export async function storedManifest(
  storage: Storage,
  id: WalkthroughId,
): Promise<WalkthroughManifest | null> {
  try {
    const raw = await storage.readBuffer(manifestKey(id));
    return walkthroughManifestSchema.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    return null;
  }
}

/** Reads a finished render's manifest from its folder, or null if the folder holds none. */
export async function renderedManifest(dir: string): Promise<WalkthroughManifest | null> {
  try {
    return walkthroughManifestSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')),
    );
  } catch {
    return null;
  }
}

/**
 * Publishes a finished render: video and poster under walkthroughs/{id}/, the same video in The
 * Missing Piece tree, and the manifest last, so readers only ever see a complete walkthrough.
 */
export async function storeWalkthrough(
  storage: Storage,
  dir: string,
  manifest: WalkthroughManifest,
  previous: WalkthroughManifest | null,
): Promise<void> {
  const base = `${WALKTHROUGH_PREFIX}${manifest.id}/`;
  const video = path.join(dir, 'video.mp4');
  await storage.putFile(`${base}video.mp4`, video, 'video/mp4');
  await storage.putFile(`${base}poster.jpg`, path.join(dir, 'poster.jpg'), 'image/jpeg');
  await storage.putFile(TRAINING_MEDIA_PREFIX + manifest.trainingPath, video, 'video/mp4');
  if (previous && previous.trainingPath !== manifest.trainingPath) {
    await storage.delete(TRAINING_MEDIA_PREFIX + previous.trainingPath);
  }
  await storage.put(manifestKey(manifest.id), Buffer.from(JSON.stringify(manifest)), 'application/json');
}
