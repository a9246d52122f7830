import { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { Storage } from '../src/index.ts';
import { streamToBuffer } from '../src/streams.ts';

/** Behaviour every backend must share; run against local disk and the S3 client. */
export async function exerciseStorage(storage: Storage, sourceFile: string, sourceBytes: Buffer) {
  await storage.put('videos/a/video.mp4', Buffer.from('0123456789'), 'video/mp4');
  expect(await storage.stat('videos/a/video.mp4')).toEqual({ size: 10, contentType: 'video/mp4' });
  expect((await storage.readBuffer('videos/a/video.mp4')).toString()).toBe('0123456789');
  expect(
    (await streamToBuffer(await storage.read('videos/a/video.mp4', { start: 2, end: 5 }))).toString(),
  ).toBe('2345');

  await storage.put(
    'videos/a/thumb.jpg',
    Readable.from([Buffer.from('ab'), Buffer.from('cd')]),
    'image/jpeg',
  );
  expect(await storage.stat('videos/a/thumb.jpg')).toEqual({ size: 4, contentType: 'image/jpeg' });

  await storage.putFile('videos/b/video.mp4', sourceFile, 'video/mp4');
  expect((await storage.readBuffer('videos/b/video.mp4')).equals(sourceBytes)).toBe(true);

  expect(await storage.list('videos/a/')).toEqual([
    { key: 'videos/a/thumb.jpg', size: 4 },
    { key: 'videos/a/video.mp4', size: 10 },
  ]);
  // A prefix ending in '/' is a folder: a sibling whose name merely starts the same way is not in it.
  await storage.put('videos/ab/keep.txt', Buffer.from('keep'), 'text/plain');
  for (let i = 0; i < 11; i++) {
    await storage.put(`videos/a/deep/${i}/part.bin`, Buffer.from([i]), 'application/octet-stream');
  }
  expect(await storage.list('videos/a')).toHaveLength(14);
  await storage.deletePrefix('videos/a/');
  expect(await storage.list('videos/a/')).toEqual([]);
  expect(await storage.stat('videos/a/video.mp4')).toBeNull();
  expect(await storage.list('videos/')).toEqual([
    { key: 'videos/ab/keep.txt', size: 4 },
    { key: 'videos/b/video.mp4', size: sourceBytes.length },
  ]);
  await storage.deletePrefix('videos/ab/');
  await storage.deletePrefix('videos/nothing-here/');

  await storage.delete('videos/b/video.mp4');
  expect(await storage.stat('videos/b/video.mp4')).toBeNull();

  for (const bad of ['../etc/passwd', '/abs/key', 'a/../../b', 'a//b', 'a\\b']) {
    await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  }
}
