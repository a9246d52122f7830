import { describe, expect, it } from 'vitest';
import { BodyTooLarge } from './core.ts';
import { boundaryOf, readMultipart } from './multipart.ts';

async function encode(form: FormData) {
  const res = new Response(form);
  const type = res.headers.get('content-type') ?? '';
  return { type, body: Buffer.from(await res.arrayBuffer()) };
}

/** The body in pieces of `size` bytes, as a socket would deliver it. */
async function* pieces(body: Buffer, size: number) {
  for (let i = 0; i < body.length; i += size) yield body.subarray(i, i + size);
}

const limits = { totalBytes: 10_000_000, fieldBytes: 1000, maxFields: 20 };

describe('readMultipart', () => {
  it('reads fields and counts a file, whatever the chunking', async () => {
    const form = new FormData();
    form.set('user', 'adreel-demo');
    form.append('platform[]', 'tiktok');
    form.append('platform[]', 'youtube');
    const video = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(300_000, 7)]);
    form.set('video', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'a.mp4');
    form.set('title', 'Héllo\r\n--not a boundary');
    const { type, body } = await encode(form);
    const boundary = boundaryOf(type);
    expect(boundary).toBeTruthy();
    for (const size of [1, 7, 1024, body.length]) {
      const r = await readMultipart(pieces(body, size), boundary as string, limits);
      expect(r.fields.get('user')).toEqual(['adreel-demo']);
      expect(r.fields.get('platform[]')).toEqual(['tiktok', 'youtube']);
      expect(r.fields.get('title')).toEqual(['Héllo\r\n--not a boundary']);
      const file = r.files.get('video');
      expect(file?.length).toBe(video.length);
      expect(file?.filename).toBe('a.mp4');
      expect(file?.head.subarray(4, 8).toString()).toBe('ftyp');
    }
  });

  it('refuses a text field over its cap and a body over the total', async () => {
    const form = new FormData();
    form.set('title', 'x'.repeat(2000));
    const { type, body } = await encode(form);
    const boundary = boundaryOf(type) as string;
    await expect(readMultipart(pieces(body, 100), boundary, limits)).rejects.toBeInstanceOf(BodyTooLarge);
    await expect(
      readMultipart(pieces(body, 100), boundary, { ...limits, fieldBytes: 5000, totalBytes: 500 }),
    ).rejects.toBeInstanceOf(BodyTooLarge);
  });
});
