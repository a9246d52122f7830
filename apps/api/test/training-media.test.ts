import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  const s = h.deps.storage;
  await s.put('training-media/Getting Started/Welcome.mp4', Buffer.from('0123456789'), 'video/mp4');
  await s.put('training-media/Traffic/Free Traffic.mp4', Buffer.from('abc'), 'video/mp4');
  await s.put('training-media/Traffic/notes.txt', Buffer.from('not a video'), 'text/plain');
  await s.put('other/secret.mp4', Buffer.from('secret'), 'video/mp4');
});
afterAll(async () => h.close());

describe('GET /api/training-media/tree (The Missing Piece tree)', () => {
  it("keeps the spec's /api/videos answering with a permanent redirect to the tree", async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/api/videos' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/api/training-media/tree');
  });

  it('answers the folder tree of training-media/ without authorisation', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/training-media/tree' });
    expect(res.statusCode).toBe(200);
    const tree = res.json() as {
      name: string;
      type: string;
      path: string;
      url: string | null;
      items: { name: string; url: string }[];
    }[];
    expect(tree.map((n) => [n.name, n.type, n.path])).toEqual([
      ['Getting Started', 'directory', 'Getting Started'],
      ['Traffic', 'directory', 'Traffic'],
    ]);
    expect(tree[1]?.items.map((n) => n.name)).toEqual(['Free Traffic.mp4']);
    const url = tree[0]?.items[0]?.url ?? '';
    expect(url).toBe('/api/training-media/files/Getting%20Started/Welcome.mp4');
    const video = await h.app.inject({ method: 'GET', url, headers: { range: 'bytes=2-4' } });
    expect(video.statusCode).toBe(206);
    expect(video.body).toBe('234');
    expect(video.headers['content-type']).toBe('video/mp4');
  });

  it('serves nothing outside the prefix and nothing that is not a video', async () => {
    for (const url of [
      '/api/training-media/files/..%2Fother%2Fsecret.mp4',
      '/api/training-media/files/../other/secret.mp4',
      '/api/training-media/files/Traffic/notes.txt',
      '/api/training-media/files/Missing.mp4',
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
