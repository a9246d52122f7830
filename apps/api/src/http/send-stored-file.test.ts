import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage, type Storage } from '@adreel/storage';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/errors.ts';
import { FILE_GONE_MESSAGE, RANGE_OUTSIDE_MESSAGE, sendStoredFile } from './send-stored-file.ts';

let dir: string;
let storage: Storage;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'adreel-send-file-'));
  storage = createLocalStorage(dir);
  await storage.put('clips/a.mp4', Buffer.from('0123456789'), 'video/mp4');
  app = Fastify();
  registerErrorHandler(app);
  app.get('/plain/*', (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    return sendStoredFile(storage, { key, contentType: 'video/mp4' }, request, reply);
  });
  app.get('/private', (request, reply) =>
    sendStoredFile(
      storage,
      {
        key: 'clips/a.mp4',
        contentType: 'video/mp4',
        cacheControl: 'private, max-age=60',
        downloadName: 'video-1.mp4',
      },
      request,
      reply,
    ),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('sendStoredFile', () => {
  it('sends the whole file with its type, length, range support, nosniff and public caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/plain/clips/a.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('0123456789');
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '10',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=3600',
    });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  const clipRange = (range: string) =>
    app.inject({ method: 'GET', url: '/plain/clips/a.mp4', headers: { range } });

  it('answers a single byte range with 206 and its content-range', async () => {
    const res = await clipRange('bytes=2-4');
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('234');
    expect(res.headers['content-range']).toBe('bytes 2-4/10');
    expect(res.headers['content-length']).toBe('3');
  });

  it('answers a range outside the file with 416 and the real size', async () => {
    const res = await clipRange('bytes=50-60');
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */10');
    expect(res.json().message).toBe(RANGE_OUTSIDE_MESSAGE);
  });

  it('answers 404 for a missing object', async () => {
    const res = await app.inject({ method: 'GET', url: '/plain/clips/missing.mp4' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(FILE_GONE_MESSAGE);
  });

  it('applies the caller’s caching policy and download name', async () => {
    const res = await app.inject({ method: 'GET', url: '/private' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(res.headers['content-disposition']).toBe('attachment; filename="video-1.mp4"');
  });
});
