import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  MEDIA_MESSAGES,
  mediaItemSchema,
  mediaLibraryResponseSchema,
  storyboardResponseSchema,
  usageMeterResponseSchema,
} from '@adreel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMP_SCRIPT } from './fixtures.ts';
import {
  createHarness,
  getAs,
  type Harness,
  multipartUpload,
  type SignedInUser,
  signUpAndIn,
} from './harness.ts';

let h: Harness;
let work: string;
beforeAll(async () => {
  // 1 MB of storage per user: enough for the small test files, and the quota case fills it.
  h = await createHarness({ QUOTA_STORAGE_MB: '1' });
  work = await mkdtemp(join(tmpdir(), 'media-library-test-'));
});
afterAll(async () => {
  await h.close();
  await rm(work, { recursive: true, force: true });
});

const upload = (user: SignedInUser, file: Buffer, name = 'photo.jpg', type = 'image/jpeg') => {
  const { payload, headers } = multipartUpload(file, 'image', name, type);
  return h.app.inject({
    method: 'POST',
    url: '/api/media-library',
    headers: { ...user.auth, ...headers },
    payload,
  });
};
const library = async (user: SignedInUser) =>
  mediaLibraryResponseSchema.parse((await getAs(h, user, '/api/media-library')).json());
const storedKeys = async (user: SignedInUser) =>
  (await h.deps.storage.list(`uploads/${user.userId}/media/`)).map((f) => f.key);

/** A JPEG carrying EXIF (camera make and a comment), as phones write them. */
const jpegWithExif = (color = '#22aa44') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home address 12 Main St' } })
    .jpeg()
    .toBuffer();

/** A PNG whose header claims `width`×`height` (IHDR only: a few bytes, nothing a decoder could fill). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A small MP4 made by ffmpeg, tagged with a title and a location as a phone would. */
async function mp4(name: string, seconds: number, size: string, audio = true): Promise<Buffer> {
  const out = join(work, name);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=10:duration=${seconds}`,
    ...(audio ? ['-f', 'lavfi', '-i', `sine=duration=${seconds}`] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
    '-metadata',
    'title=Secret title',
    '-metadata',
    'location=+48.8583+002.2944/',
    out,
  ]);
  return readFile(out);
}

function probeTags(file: string): string {
  return execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file], {
    encoding: 'utf8',
  });
}

describe('POST /media-library (images)', () => {
  it('stores an image re-encoded without its EXIF, lists it with a thumbnail, and counts it in the quota', async () => {
    const user = await signUpAndIn(h, 'media-image');
    const res = await upload(user, await jpegWithExif(), 'C:\\fakepath\\vendor kit.jpg');
    expect(res.statusCode).toBe(201);
    const item = mediaItemSchema.parse(res.json());
    expect(item).toMatchObject({
      kind: 'image',
      name: 'vendor kit.jpg',
      width: 400,
      height: 300,
      duration_s: null,
    });
    expect(item.reference).toBe(`adreel-media:${item.id}`);

    const row = await h.t.db.mediaItem.findUniqueOrThrow({ where: { id: item.id } });
    const stored = await h.deps.storage.readBuffer(row.key);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Main St'))).toBe(false);

    const list = await library(user);
    expect(list.items.map((i) => i.id)).toEqual([item.id]);
    expect(list.total_bytes).toBe(row.size);
    const thumb = await h.app.inject({ method: 'GET', url: item.thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    // The shell's meter and the quota's own count both include the library.
    const meter = usageMeterResponseSchema.parse((await getAs(h, user, '/api/account/meter')).json());
    expect(meter.storageBytes).toBe(row.size);
    const usage = (await getAs(h, user, '/api/account/usage')).json();
    expect(usage.storageBytes).toBe(row.size);
  });

  it('refuses a file that is not what its name says, and a GIF, with the reason', async () => {
    const user = await signUpAndIn(h, 'media-fake');
    for (const [body, name, type] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'product.png', 'image/png'],
      [Buffer.from('%PDF-1.7\n...'), 'clip.mp4', 'video/mp4'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'anim.gif', 'image/gif'],
    ] as const) {
      const res = await upload(user, body, name, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MEDIA_MESSAGES.notMedia);
    }
    expect(await storedKeys(user)).toEqual([]);
    expect(await h.t.db.mediaItem.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('refuses a file over 40 MB with 413 and keeps nothing', async () => {
    const user = await signUpAndIn(h, 'media-big');
    const big = Buffer.alloc(40 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(user, big, 'huge.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MEDIA_MESSAGES.tooLarge);
    expect(await storedKeys(user)).toEqual([]);
  });

  it('refuses a PNG that claims 20,000 × 20,000 pixels before decoding it', async () => {
    const user = await signUpAndIn(h, 'media-pixels');
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(user, bomb, 'small.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('20000 × 20000 pixels is over the 40-megapixel limit.');
    expect(await storedKeys(user)).toEqual([]);
  });

  it('refuses a damaged image with 400 and keeps nothing', async () => {
    const user = await signUpAndIn(h, 'media-damaged');
    const whole = await jpegWithExif();
    const res = await upload(user, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDIA_MESSAGES.unreadable);
    expect(await storedKeys(user)).toEqual([]);
  });

  it('leaves nothing behind when the upload is cut off half-way', async () => {
    const user = await signUpAndIn(h, 'media-cut');
    const { payload, headers } = multipartUpload(await jpegWithExif(), 'image', 'a.jpg', 'image/jpeg');
    const before = (await readdir(tmpdir())).filter((f) => f.startsWith('adreel-media-')).length;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/media-library',
      headers: { ...user.auth, ...headers },
      // No closing boundary: the body ends in the middle of the file.
      payload: payload.subarray(0, Math.floor(payload.length * 0.6)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The upload was incomplete. Please try again.');
    expect(await storedKeys(user)).toEqual([]);
    expect(await h.t.db.mediaItem.count({ where: { userId: user.userId } })).toBe(0);
    expect((await readdir(tmpdir())).filter((f) => f.startsWith('adreel-media-')).length).toBe(before);
  });

  it('refuses an upload that would pass the storage quota (429) and stores nothing of it', async () => {
    const user = await signUpAndIn(h, 'media-quota');
    // Noise does not compress: a few of these fill 1 MB.
    const noise = () =>
      sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer();
    const codes: number[] = [];
    let refusal = '';
    for (let i = 0; i < 6 && !refusal; i++) {
      const res = await upload(user, await noise(), `n${i}.jpg`);
      codes.push(res.statusCode);
      if (res.statusCode !== 201) refusal = res.json().message;
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((c) => c === 201)).toBe(true);
    expect(refusal).toMatch(/^Your storage is full/);
    const kept = await library(user);
    expect(kept.items).toHaveLength(codes.length - 1);
    expect(kept.total_bytes).toBeLessThanOrEqual(1024 * 1024);
    // Each kept item is its file and thumbnail; the refused one left neither.
    expect(await storedKeys(user)).toHaveLength(2 * kept.items.length);
  });
});

describe('POST /media-library (clips)', () => {
  it('keeps a short MP4 without its tags or sound, with its size and length', async () => {
    const user = await signUpAndIn(h, 'media-clip');
    const res = await upload(user, await mp4('ok.mp4', 2, '320x240'), 'demo.mov', 'video/quicktime');
    expect(res.statusCode).toBe(201);
    const item = mediaItemSchema.parse(res.json());
    expect(item).toMatchObject({ kind: 'clip', mime_type: 'video/mp4', width: 320, height: 240 });
    expect(item.duration_s).toBeGreaterThan(1.8);
    expect(item.duration_s).toBeLessThan(2.3);
    const row = await h.t.db.mediaItem.findUniqueOrThrow({ where: { id: item.id } });
    const file = join(work, 'stored.mp4');
    await writeFile(file, await h.deps.storage.readBuffer(row.key));
    const probe = probeTags(file);
    expect(probe).not.toContain('Secret title');
    expect(probe).not.toContain('48.8583');
    expect(probe).not.toContain('"codec_type": "audio"');
  });

  it('refuses a clip over 15 s and one over 1080p with the reason', async () => {
    const user = await signUpAndIn(h, 'media-clip-bad');
    const long = await upload(user, await mp4('long.mp4', 16, '64x64', false), 'long.mp4', 'video/mp4');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^This clip is 16 s long; clips can be at most 15 s\.$/);
    const wide = await upload(user, await mp4('wide.mp4', 0.3, '2048x1152', false), 'wide.mp4', 'video/mp4');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(
      'This clip is 2048 × 1152; clips can be at most 1080p (1920 × 1080 or 1080 × 1920).',
    );
    expect(await storedKeys(user)).toEqual([]);
  });
});

describe('owner scoping', () => {
  it("lists only the owner's items; someone else's id is 404 and stays; the owner's delete removes the files", async () => {
    const owner = await signUpAndIn(h, 'media-owner');
    const other = await signUpAndIn(h, 'media-other');
    const item = mediaItemSchema.parse((await upload(owner, await jpegWithExif('#123456'))).json());
    expect((await library(other)).items).toEqual([]);

    const theirs = await h.app.inject({
      method: 'DELETE',
      url: `/api/media-library/${item.id}`,
      headers: other.auth,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(MEDIA_MESSAGES.notFound);
    const junk = await h.app.inject({
      method: 'DELETE',
      url: '/api/media-library/not-a-uuid',
      headers: owner.auth,
    });
    expect(junk.statusCode).toBe(404);
    expect(await storedKeys(owner)).toHaveLength(2);

    const mine = await h.app.inject({
      method: 'DELETE',
      url: `/api/media-library/${item.id}`,
      headers: owner.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect(mediaLibraryResponseSchema.parse(mine.json()).items).toEqual([]);
    expect(await storedKeys(owner)).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: item.thumbnail_url })).statusCode).toBe(403);
  });

  it('needs a sign-in', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/media-library' })).statusCode).toBe(401);
  });
});

describe('storyboard with your media', () => {
  /** The share of the first scene's storyboard still near `rgb`, for `user` naming `ref` in scene 1. */
  const boardShare = async (user: SignedInUser, ref: string, rgb: readonly [number, number, number]) => {
    const [first, ...rest] = LAMP_SCRIPT.reelScript.scenes;
    const content = {
      ...LAMP_SCRIPT,
      reelScript: {
        scenes: [{ ...first!, visual: { ...first!.visual, background: `Your media: ${ref}` } }, ...rest],
      },
    };
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/videos/storyboard',
      headers: user.auth,
      payload: { content },
    });
    expect(res.statusCode).toBe(200);
    const still = storyboardResponseSchema.parse(res.json()).scenes[0]!.image;
    const { data, info } = await sharp(Buffer.from(still.replace(/^data:image\/jpeg;base64,/, ''), 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let near = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (
        Math.abs(data[i]! - rgb[0]) + Math.abs(data[i + 1]! - rgb[1]) + Math.abs(data[i + 2]! - rgb[2]) <
        60
      )
        near++;
    }
    return near / (info.width * info.height);
  };

  it("draws the owner's image in the scene, and nothing of it for anyone else", async () => {
    const owner = await signUpAndIn(h, 'media-board');
    const stranger = await signUpAndIn(h, 'media-board-other');
    const orange = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#ff7a00' } })
      .extend({ top: 10, bottom: 10, left: 10, right: 10, background: '#ffffff' })
      .jpeg()
      .toBuffer();
    const item = mediaItemSchema.parse((await upload(owner, orange, 'orange.jpg')).json());
    const ORANGE = [0xff, 0x7a, 0x00] as const;
    expect(await boardShare(owner, item.reference, ORANGE)).toBeGreaterThan(0.05);
    expect(await boardShare(stranger, item.reference, ORANGE)).toBeLessThan(0.01);
  });
});
