import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage, type Storage } from '@adreel/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRenderBrand } from './brand.ts';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-brand-'));
  storage = createLocalStorage(dir);
  await storage.put('videos/v1/brand-logo.png', Buffer.from('logo-of-v1'), 'image/png');
  await storage.put('uploads/u1/brand-logo-x.png', Buffer.from('current-kit-logo'), 'image/png');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
const snap = {
  primaryColor: '#1E3A8A',
  accentColor: '#F59E0B',
  font: 'dejavu-serif',
  watermark: 'bottom-left',
  logoKey: 'videos/v1/brand-logo.png',
};

describe('loadRenderBrand', () => {
  it('is null for a video made without a brand kit, or with a snapshot that no longer parses', async () => {
    expect(await loadRenderBrand(storage, 'v1', null)).toBeNull();
    expect(await loadRenderBrand(storage, 'v1', { ...snap, font: 'Comic Sans' })).toBeNull();
  });

  it("reads the video's own logo copy with the snapshot's fields", async () => {
    const b = await loadRenderBrand(storage, 'v1', snap);
    expect(b).toMatchObject({ primaryColor: '#1E3A8A', font: 'dejavu-serif', watermark: 'bottom-left' });
    expect(b?.logo?.toString()).toBe('logo-of-v1');
  });

  it('never reads a key outside the video folder, and renders without a logo that is gone', async () => {
    const other = await loadRenderBrand(storage, 'v1', { ...snap, logoKey: 'uploads/u1/brand-logo-x.png' });
    expect(other?.logo).toBeNull();
    const gone = await loadRenderBrand(storage, 'v2', { ...snap, logoKey: 'videos/v2/brand-logo.png' });
    expect(gone?.logo).toBeNull();
    expect(gone?.primaryColor).toBe('#1E3A8A');
  });
});
