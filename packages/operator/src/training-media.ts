import { TRAINING_MEDIA_PREFIX } from '@adreel/contracts';
import type { Storage } from '@adreel/storage';

/**
 * The 3-second colour cards earlier versions seeded into The Missing Piece. The tree now holds the
 * narrated walkthroughs (@adreel/walkthroughs, rendered at start) and whatever operators add.
 */
export const RETIRED_DEMO_CLIPS = [
  'Getting Started/Welcome.mp4',
  'Getting Started/Your First Video.mp4',
  'Traffic/Free Traffic.mp4',
  'Traffic/Going Viral.mp4',
] as const;
/** The cards were a few dozen kilobytes; an operator's real video under the same name is far larger. */
const DEMO_CARD_MAX_BYTES = 512 * 1024;

/** Removes the old demo colour cards if an earlier start left them; operators' own files stay. */
export async function retireDemoTrainingClips(storage: Storage, log: (line: string) => void): Promise<void> {
  let removed = 0;
  for (const path of RETIRED_DEMO_CLIPS) {
    const key = TRAINING_MEDIA_PREFIX + path;
    const stored = await storage.stat(key);
    if (!stored || stored.size > DEMO_CARD_MAX_BYTES) continue;
    await storage.delete(key);
    removed += 1;
  }
  if (removed > 0) log(`the missing piece: removed ${removed} old demo colour card(s)`);
}
