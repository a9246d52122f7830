import { BRAND_KIT_MESSAGES, brandKitResponseSchema, storyboardResponseSchema } from '@adreel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import {
  createHarness,
  getAs,
  type Harness,
  multipartUpload,
  type SignedInUser,
  signUpAndIn,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const KIT = {
  primaryColor: '#1e3a8a',
  accentColor: '#00FF00',
  font: 'liberation-serif',
  watermark: 'top-left',
};

const put = (user: SignedInUser, payload: unknown) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/account/brand-kit',
    headers: user.auth,
    payload: payload as object,
  });
const uploadLogo = (user: SignedInUser, file: Buffer, name = 'logo.png', type = 'image/png') => {
  const { payload, headers } = multipartUpload(file, 'image', name, type);
  return h.app.inject({
    method: 'POST',
    url: '/api/account/brand-kit/logo',
    headers: { ...user.auth, ...headers },
    payload,
  });
};
const kitOf = async (user: SignedInUser) =>
  brandKitResponseSchema.parse((await getAs(h, user, '/api/account/brand-kit')).json());
const storedLogos = async (user: SignedInUser) =>
  (await h.deps.storage.list(`uploads/${user.userId}/`)).map((f) => f.key);

const png = (width: number, height: number, color = '#ff00ff') =>
  sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();

describe('GET / PUT /account/brand-kit', () => {
  it('needs a sign-in and starts unsaved with the defaults', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/account/brand-kit' })).statusCode).toBe(401);
    const user = await signUpAndIn(h, 'brand-new');
    const kit = await kitOf(user);
    expect(kit).toMatchObject({ saved: false, logoUrl: null, updatedAt: null, font: 'dejavu-sans' });
  });

  it('saves colours (upper-cased), font and watermark, and shows them to the owner only', async () => {
    const user = await signUpAndIn(h, 'brand-save');
    const res = await put(user, KIT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ saved: true, primaryColor: '#1E3A8A', accentColor: '#00FF00' });
    expect(await kitOf(user)).toMatchObject({ saved: true, font: 'liberation-serif', watermark: 'top-left' });
    const other = await signUpAndIn(h, 'brand-other');
    expect((await kitOf(other)).saved).toBe(false);
  });

  it('refuses bad colours, fonts, positions, NUL bytes, unknown fields and wrong types with a clear 400', async () => {
    const user = await signUpAndIn(h, 'brand-bad');
    const cases: [unknown, string][] = [
      [{ ...KIT, primaryColor: 'red' }, BRAND_KIT_MESSAGES.color],
      [{ ...KIT, primaryColor: '#12345' }, BRAND_KIT_MESSAGES.color],
      [{ ...KIT, accentColor: '#GGGGGG' }, BRAND_KIT_MESSAGES.color],
      [{ ...KIT, accentColor: '#1234567' }, BRAND_KIT_MESSAGES.color],
      [{ ...KIT, accentColor: '#123456\u0000' }, 'control characters'],
      [{ ...KIT, primaryColor: 123456 }, BRAND_KIT_MESSAGES.color],
      [{ ...KIT, font: 'Comic Sans' }, 'Choose a font'],
      [{ ...KIT, font: 'dejavu-sans\u0000' }, 'Choose a font'],
      [{ ...KIT, watermark: 'middle' }, 'Choose a watermark position'],
      [{ ...KIT, logoKey: 'uploads/x/evil.png' }, 'logoKey'],
      [{ primaryColor: '#000000' }, 'Choose a font'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toContain(message);
    }
    expect((await kitOf(user)).saved).toBe(false);
  });
});

describe('the logo', () => {
  it('is stored re-encoded as a PNG of at most 512 px, behind a signed link only its owner is given', async () => {
    const user = await signUpAndIn(h, 'brand-logo');
    const jpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#ff00ff' } })
      .jpeg()
      .toBuffer();
    const res = await uploadLogo(user, jpeg, 'logo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const kit = brandKitResponseSchema.parse(res.json());
    expect(kit.saved).toBe(true);
    expect(kit.logoUrl).toMatch(
      new RegExp(`^/api/media/brand-logos/${user.userId}/[0-9a-f-]{36}\\?exp=\\d+&sig=`),
    );
    const img = await h.app.inject({ method: 'GET', url: kit.logoUrl! });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(img.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 256 });

    // The signature covers the key: another user id, another file or a changed signature is refused.
    const other = await signUpAndIn(h, 'brand-logo-other');
    const forged = kit.logoUrl!.replace(user.userId, other.userId);
    expect((await h.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const badSig = kit.logoUrl!.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await h.app.inject({ method: 'GET', url: badSig })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: kit.logoUrl!.split('?')[0]! })).statusCode).toBe(403);
    expect((await kitOf(other)).logoUrl).toBeNull();
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/media/brand-logos/${user.userId}/..%2F..%2Fx` }))
        .statusCode,
    ).toBe(400);

    // A new logo replaces the old file; removing it leaves nothing behind.
    const second = await uploadLogo(user, await png(200, 100));
    expect(second.statusCode).toBe(200);
    expect(await storedLogos(user)).toHaveLength(1);
    const removed = await h.app.inject({
      method: 'DELETE',
      url: '/api/account/brand-kit/logo',
      headers: user.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect(await storedLogos(user)).toEqual([]);
    const again = await h.app.inject({
      method: 'DELETE',
      url: '/api/account/brand-kit/logo',
      headers: user.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(BRAND_KIT_MESSAGES.noLogo);
  });

  it('refuses what is not a whole PNG or JPEG, or is too large, and stores nothing', async () => {
    const user = await signUpAndIn(h, 'brand-logo-bad');
    const good = await png(300, 300);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const cases: [Buffer, number, string][] = [
      [Buffer.from('just some text, not an image'), 415, BRAND_KIT_MESSAGES.logoType],
      [gif, 415, BRAND_KIT_MESSAGES.logoType],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 415, BRAND_KIT_MESSAGES.logoType],
      [good.subarray(0, Math.floor(good.length / 2)), 400, BRAND_KIT_MESSAGES.logoUnreadable],
      [Buffer.concat([good.subarray(0, 8), Buffer.alloc(4000, 0)]), 400, BRAND_KIT_MESSAGES.logoUnreadable],
      [Buffer.alloc(0), 400, ''],
      [Buffer.concat([good, Buffer.alloc(2 * 1024 * 1024, 1)]), 413, BRAND_KIT_MESSAGES.logoTooLarge],
    ];
    for (const [file, status, message] of cases) {
      const res = await uploadLogo(user, file);
      expect(res.statusCode, `${file.length} bytes`).toBe(status);
      expect(res.body).toContain(message);
    }
    // A body cut off before its closing boundary (a half-sent upload).
    const { payload, headers } = multipartUpload(good);
    const cut = payload.subarray(0, payload.length - 30);
    const half = await h.app.inject({
      method: 'POST',
      url: '/api/account/brand-kit/logo',
      headers: { ...user.auth, ...headers },
      payload: cut,
    });
    expect(half.statusCode).toBe(400);
    expect(await storedLogos(user)).toEqual([]);
    expect((await kitOf(user)).saved).toBe(false);
  });
});

describe('videos keep the kit they were created with', () => {
  function script(userId: string) {
    return createLampScript(h.t.db, userId);
  }
  const create = (user: SignedInUser, scriptId: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/videos/create',
      headers: user.auth,
      payload: { scriptId, content: LAMP_SCRIPT },
    });

  it('has no brand without a kit, and a snapshot with its own logo copy with one', async () => {
    const user = await signUpAndIn(h, 'brand-video');
    const s = await script(user.userId);
    const plain = await create(user, s.id);
    expect(plain.statusCode).toBe(201);
    expect((await h.t.db.video.findUnique({ where: { id: plain.json().id } }))?.brand).toBeNull();

    expect((await put(user, KIT)).statusCode).toBe(200);
    const logo = await png(400, 200);
    expect((await uploadLogo(user, logo)).statusCode).toBe(200);
    const branded = await create(user, s.id);
    expect(branded.statusCode).toBe(201);
    const id = branded.json().id as string;
    const row = await h.t.db.video.findUnique({ where: { id } });
    expect(row?.brand).toEqual({
      primaryColor: '#1E3A8A',
      accentColor: '#00FF00',
      font: 'liberation-serif',
      watermark: 'top-left',
      logoKey: `videos/${id}/brand-logo.png`,
    });
    const copy = await h.deps.storage.readBuffer(`videos/${id}/brand-logo.png`);
    expect(await sharp(copy).metadata()).toMatchObject({ width: 400, height: 200 });

    // Editing the kit and removing its logo change nothing for the video already made.
    expect((await put(user, { ...KIT, primaryColor: '#000000' })).statusCode).toBe(200);
    await h.app.inject({ method: 'DELETE', url: '/api/account/brand-kit/logo', headers: user.auth });
    expect((await h.t.db.video.findUnique({ where: { id } }))?.brand).toMatchObject({
      primaryColor: '#1E3A8A',
    });
    expect(await h.deps.storage.stat(`videos/${id}/brand-logo.png`)).not.toBeNull();
  });

  it('shows the kit on the storyboard: the spoken word in the accent colour', async () => {
    const user = await signUpAndIn(h, 'brand-board');
    const greenPixels = async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/videos/storyboard',
        headers: user.auth,
        payload: { content: LAMP_SCRIPT },
      });
      expect(res.statusCode).toBe(200);
      const first = storyboardResponseSchema.parse(res.json()).scenes[0]!.image;
      const jpeg = Buffer.from(first.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
      const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      let n = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        if (data[i + 1]! > 200 && data[i]! < 90 && data[i + 2]! < 90) n++;
      }
      return n;
    };
    expect(await greenPixels()).toBeLessThan(10);
    expect((await put(user, { ...KIT, watermark: 'none' })).statusCode).toBe(200);
    expect(await greenPixels()).toBeGreaterThan(50);
  });
});
