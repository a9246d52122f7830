import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TRAINING_MEDIA_PREFIX } from '@adreel/contracts';
import type { Storage } from '@adreel/storage';

const run = promisify(execFile);

/** The demo tree of The Missing Piece: short generated clips (colour, title, tone). */
export const DEMO_CLIPS = [
  { path: 'Getting Started/Welcome.mp4', title: 'Welcome', color: '0x4f46e5', tone: 440 },
  { path: 'Getting Started/Your First Video.mp4', title: 'Your First Video', color: '0x0f766e', tone: 523 },
  { path: 'Traffic/Free Traffic.mp4', title: 'Free Traffic', color: '0xb45309', tone: 587 },
  { path: 'Traffic/Going Viral.mp4', title: 'Going Viral', color: '0xbe185d', tone: 659 },
] as const;

/** Creates each missing clip (about a second of ffmpeg work each); existing ones are left alone. */
export async function seedTrainingMedia(storage: Storage, log: (line: string) => void, ffmpeg = 'ffmpeg') {
  let made = 0;
  const dir = await mkdtemp(join(tmpdir(), 'adreel-training-'));
  try {
    for (const clip of DEMO_CLIPS) {
      const key = TRAINING_MEDIA_PREFIX + clip.path;
      if (await storage.stat(key)) continue;
      const out = join(dir, `${made}.mp4`);
      await run(ffmpeg, [
        ...['-v', 'error', '-y'],
        ...['-f', 'lavfi', '-i', `color=c=${clip.color}:s=720x1280:d=3:r=25`],
        ...['-f', 'lavfi', '-i', `sine=frequency=${clip.tone}:duration=3`],
        ...['-vf', `drawtext=text='${clip.title}':fontcolor=white:fontsize=72:x=(w-tw)/2:y=(h-th)/2`],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
        ...['-movflags', '+faststart', out],
      ]);
      await storage.putFile(key, out, 'video/mp4');
      made += 1;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  log(`the missing piece: ${DEMO_CLIPS.length} training clip(s) ready (${made} made now)`);
}
