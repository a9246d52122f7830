import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, uniqueEmail } from './harness.ts';

let h: Harness;
let auth: Record<string, string>;
let userId: string;

function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----adreel${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(64, 1),
]);

const upload = (kind: string, file: Buffer, filename: string, type: string, headers = auth) => {
  const body = multipart([
    { name: 'kind', value: kind },
    { name: 'file', value: file, filename, type },
  ]);
  return h.app.inject({
    method: 'POST',
    url: '/api/traffic/uploads',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  h = await createHarness();
  const user = await h.t.db.user.create({
    data: { name: 'T', email: uniqueEmail('traffic'), passwordHash: 'x' },
  });
  userId = user.id;
  auth = { authorization: `Bearer ${await h.app.services.auth.tokens.issue(user)}` };
});
afterAll(async () => h.close());

describe('POST /traffic/uploads', () => {
  it('stores an image, records it, and serves it back at its public address', async () => {
    const res = await upload('image', PNG, 'promo.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: string; url: string; kind: string; mimeType: string; size: number };
    expect(body).toMatchObject({ kind: 'image', mimeType: 'image/png', size: PNG.length });
    const row = await h.t.db.upload.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ userId, kind: 'image', mimeType: 'image/png', size: PNG.length });
    const path = new URL(body.url).pathname;
    expect(path).toContain(body.id);
    const served = await h.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores a video and serves byte ranges of it', async () => {
    const res = await upload('video', MP4, 'clip.mp4', 'video/mp4');
    expect(res.statusCode).toBe(201);
    const path = new URL(res.json().url).pathname;
    const part = await h.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('ftypisom');
  });

  it('checks the bytes, not the declared type: HTML named .png is refused', async () => {
    const res = await upload(
      'image',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.png',
      'image/png',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/not a supported image or video/);
  });

  it('refuses a video sent through the image button', async () => {
    const res = await upload('image', MP4, 'clip.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/Please choose an image/);
  });

  it('refuses an image over 10 MB with 413 and stores nothing', async () => {
    const before = await h.t.db.upload.count();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload('image', big, 'big.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Images can be at most 10 MB.');
    expect(await h.t.db.upload.count()).toBe(before);
  });

  it('refuses an empty file with 400, a missing file with 400, and no token with 401', async () => {
    const empty = await upload('image', Buffer.alloc(0), 'empty.png', 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/empty/);
    const noFile = multipart([{ name: 'kind', value: 'image' }]);
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/traffic/uploads',
      headers: { ...auth, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect((await upload('image', PNG, 'a.png', 'image/png', {})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown file id', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/traffic/files/00000000-0000-4000-8000-000000000000/file.png',
    });
    expect(res.statusCode).toBe(404);
  });
});
