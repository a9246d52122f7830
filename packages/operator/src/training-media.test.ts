import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '@adreel/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { retireDemoTrainingClips } from './training-media.ts';

let dir: string;
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('retireDemoTrainingClips', () => {
  it('removes the old colour cards and leaves operators’ videos, even under a card’s name', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'retire-'));
    const storage = createLocalStorage(dir);
    await storage.put('training-media/Traffic/Free Traffic.mp4', Buffer.alloc(48_000), 'video/mp4');
    await storage.put('training-media/Getting Started/Welcome.mp4', Buffer.alloc(2_000_000), 'video/mp4');
    await storage.put('training-media/Operator/Bonus.mp4', Buffer.alloc(10), 'video/mp4');
    const lines: string[] = [];
    await retireDemoTrainingClips(storage, (l) => lines.push(l));
    const left = (await storage.list('training-media/')).map((o) => o.key).sort();
    expect(left).toEqual(['training-media/Getting Started/Welcome.mp4', 'training-media/Operator/Bonus.mp4']);
    expect(lines).toEqual(['the missing piece: removed 1 old demo colour card(s)']);
  });
});
