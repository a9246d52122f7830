import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { postMediaUrl } from '../media-link.ts';
import { createOwnMediaReader, ownMediaLink, publicHttpsProblem } from './own-media.ts';

const key = randomBytes(32);
const postId = '0b6f2c1e-5d7a-4a57-9c1e-2f1e0c9d8a7b';
const apiBase = 'http://127.0.0.1:4000/api';
const bytes = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(100)]);

function reader(videoKey: string | null = 'videos/v1/video.mp4') {
  const asked: string[] = [];
  const read = createOwnMediaReader({
    apiBase,
    encryptionKey: key,
    videoKeyOf: async (id) => {
      asked.push(id);
      return videoKey;
    },
    storage: {
      stat: async (k) => (k === videoKey ? { size: bytes.length } : null),
      read: async (_k, range) => Readable.from([bytes.subarray(range?.start ?? 0, (range?.end ?? 0) + 1)]),
    },
  });
  return { read, asked };
}

it('reads a signed link to a post in flight from storage: its size and first bytes', async () => {
  const { read, asked } = reader();
  const media = await read(postMediaUrl(apiBase, key, postId));
  expect(media?.size).toBe(bytes.length);
  expect(media?.head.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(asked).toEqual([postId]);
});

it('refuses a wrong signature, another key, another origin or path, or a post without a video', async () => {
  const { read, asked } = reader();
  const good = new URL(postMediaUrl(apiBase, key, postId));
  const other = new URL(good);
  other.searchParams.set('sig', 'A'.repeat(43));
  expect(await read(other.toString())).toBeNull();
  expect(await read(postMediaUrl(apiBase, randomBytes(32), postId))).toBeNull();
  expect(await read(good.toString().replace('127.0.0.1:4000', '127.0.0.1:4001'))).toBeNull();
  expect(await read(good.toString().replace('/video.mp4', '/video.mp4/x'))).toBeNull();
  expect(await read('http://127.0.0.1:4000/api/../etc/passwd')).toBeNull();
  expect(asked).toEqual([]);
  expect(await reader(null).read(good.toString())).toBeNull();
});

it('parses only the canonical post media path', () => {
  const url = postMediaUrl(apiBase, key, postId);
  expect(ownMediaLink(apiBase, url)?.postId).toBe(postId);
  expect(ownMediaLink(`${apiBase}/`, url)?.postId).toBe(postId);
  expect(ownMediaLink(apiBase, url.replace('/api/', '/other/'))).toBeNull();
  expect(ownMediaLink(apiBase, url.replace(postId, 'x'))).toBeNull();
  expect(ownMediaLink(apiBase, url.replace('http://', 'http://me@'))).toBeNull();
});

it.each([
  ['http://example.com/v.mp4', /HTTPS/],
  ['https://127.0.0.1/v.mp4', /public host/],
  ['https://[::1]/v.mp4', /public host/],
  ['https://localhost/v.mp4', /public host/],
  ['https://a.localhost/v.mp4', /public host/],
  ['https://intranet/v.mp4', /public host/],
  ['https://u:p@example.com/v.mp4', /user name/],
  ['file:///etc/passwd', /HTTPS/],
  ['not a url', /not a URL/],
])('%s is not a public HTTPS address', (url, why) => {
  expect(publicHttpsProblem(url)).toMatch(why);
});

it('a public HTTPS address passes the shape check', () => {
  expect(publicHttpsProblem('https://cdn.example.com/v.mp4')).toBeNull();
});
