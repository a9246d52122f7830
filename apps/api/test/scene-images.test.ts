import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sceneImageSearchResponseSchema, scriptImagesResponseSchema } from '@adreel/contracts';
import { createSafeFetcher } from '@adreel/fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMediaSigner } from '../src/kernel/media-signature.ts';
import { createSceneImagesService, THUMBNAILS_BUSY } from '../src/modules/scene-images/service.ts';
import { createRateLimiter } from '../src/security/rate-limiter.ts';
import { createLampScript } from './fixtures.ts';
import { createHarness, getAs, type Harness, signUpAndIn } from './harness.ts';

/**
 * The scene image picker's API: a local HTTP server plays both the product page's image host and
 * Pexels (its search wire format), reached through the real SSRF-safe fetcher (that origin exempted,
 * as the demo shop's is) and the real Pexels client.
 */
const PEXELS_KEY = 'px-test-key';
let server: Server;
let origin: string;
const hits: Record<string, number> = {};
const pexelsAuth: (string | undefined)[] = [];

const red = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ff0000' } })
  .png()
  .toBuffer();

function pexelsAnswer(req: IncomingMessage) {
  const q = new URL(req.url ?? '/', origin).searchParams.get('query');
  return {
    page: 1,
    per_page: 15,
    photos: [
      {
        id: 2014422,
        alt: `A ${q} on a desk`,
        photographer: 'Jane Doe',
        photographer_url: 'https://www.pexels.com/@jane',
        src: {
          original: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg',
          large2x:
            'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940',
          medium: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?h=350',
        },
      },
      // Not on Pexels' image host: dropped, so a reference can never point the renderer elsewhere.
      { id: 5, alt: 'x', photographer: 'Mallory', src: { large2x: 'https://evil.test/p.jpg' } },
    ],
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/v1/search') {
      pexelsAuth.push(req.headers.authorization);
      if (req.url?.includes('query=broken')) {
        res.writeHead(500).end('{"error":"boom"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(pexelsAnswer(req)));
      return;
    }
    if (path === '/img/red.png') res.writeHead(200, { 'content-type': 'image/png' }).end(red);
    else if (path === '/img/garbage.png')
      res.writeHead(200, { 'content-type': 'image/png' }).end('not a png');
    else if (path === '/img/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function scriptWithImages(h: Harness, userId: string, images: string[]) {
  return createLampScript(h.t.db, userId, { images });
}

describe('with a Pexels key', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(
      { PEXELS_API_KEY: PEXELS_KEY, PEXELS_BASE_URL: origin },
      { fetcher: createSafeFetcher({ allowOrigins: [origin] }) },
    );
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists the caller’s own product images with signed thumbnails; others get 404', async () => {
    const owner = await signUpAndIn(h, 'owner');
    const stranger = await signUpAndIn(h, 'stranger');
    const s = await scriptWithImages(h, owner.userId, [
      `${origin}/img/red.png`,
      'data:image/png;base64,AAAA',
      `${origin}/img/red.png`,
      `${origin}/img/garbage.png`,
    ]);

    expect((await h.app.inject({ method: 'GET', url: `/api/scripts/${s.id}/images` })).statusCode).toBe(401);
    expect((await getAs(h, stranger, `/api/scripts/${s.id}/images`)).statusCode).toBe(404);
    expect((await getAs(h, owner, '/api/scripts/not-a-uuid/images')).statusCode).toBe(404);
    expect((await getAs(h, owner, '/api/scripts/a%00b/images')).statusCode).toBe(400);

    const res = await getAs(h, owner, `/api/scripts/${s.id}/images`);
    expect(res.statusCode).toBe(200);
    const body = scriptImagesResponseSchema.parse(res.json());
    expect(body.pexels).toBe(true);
    // Positions are the product's own (what "Product image N" names); the copy and the data: URL are left out.
    expect(body.images.map((i) => [i.id, i.source, i.position, i.url])).toEqual([
      ['product-1', 'product', 1, `${origin}/img/red.png`],
      ['product-4', 'product', 4, `${origin}/img/garbage.png`],
    ]);
    expect(body.images[0]!.thumbnail_url).toMatch(
      /^\/api\/media\/scene-images\/thumbnail\.jpg\?u=.+&exp=\d+&sig=[\w-]+$/,
    );
  });

  it('serves a small JPEG of the image once fetched, from storage afterwards; bad links and images never 500', async () => {
    const owner = await signUpAndIn(h, 'thumbs');
    const s = await scriptWithImages(h, owner.userId, [
      `${origin}/img/red.png`,
      `${origin}/img/garbage.png`,
      `${origin}/img/page.html`,
      'http://10.0.0.1/private.png',
    ]);
    const { images } = scriptImagesResponseSchema.parse(
      (await getAs(h, owner, `/api/scripts/${s.id}/images`)).json(),
    );
    const [ok, garbage, html, priv] = images.map((i) => i.thumbnail_url);

    const before = hits['/img/red.png'] ?? 0;
    const img = await h.app.inject({ method: 'GET', url: ok! });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(img.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 213]);
    // Pixel sample from the middle: still the source's red.
    const mid = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect(data[mid]).toBeGreaterThan(230);
    expect(data[mid + 1]).toBeLessThan(30);
    expect(hits['/img/red.png']).toBe(before + 1);
    const again = await h.app.inject({ method: 'GET', url: ok! });
    expect(again.rawPayload.equals(img.rawPayload)).toBe(true);
    expect(hits['/img/red.png']).toBe(before + 1);

    // Not an image, not decodable, or on a private address: 404 with a message, never a 500.
    for (const url of [garbage, html, priv]) {
      const r = await h.app.inject({ method: 'GET', url: url! });
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe('This image could not be loaded.');
    }
    // A remembered failure is not fetched again.
    const garbageHits = hits['/img/garbage.png'];
    expect((await h.app.inject({ method: 'GET', url: garbage! })).statusCode).toBe(404);
    expect(hits['/img/garbage.png']).toBe(garbageHits);

    // The signature covers the address: no open proxy.
    const forged = ok!.replace(
      encodeURIComponent(`${origin}/img/red.png`),
      encodeURIComponent(`${origin}/img/x.png`),
    );
    expect((await h.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect(
      (await h.app.inject({ method: 'GET', url: ok!.replace(/sig=[\w-]+/, 'sig=abc') })).statusCode,
    ).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: ok!.replace(/exp=\d+/, 'exp=1') })).statusCode).toBe(
      403,
    );
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/media/scene-images/thumbnail.jpg?u=a' })).statusCode,
    ).toBe(400);
  });

  it('searches Pexels with the key, credits the photographer and keeps only Pexels-hosted photos', async () => {
    const owner = await signUpAndIn(h, 'search');
    const stranger = await signUpAndIn(h, 'nosy');
    const s = await scriptWithImages(h, owner.userId, []);
    const url = `/api/scripts/${s.id}/images/search?q=${encodeURIComponent('reading lamp')}`;

    expect((await getAs(h, stranger, url)).statusCode).toBe(404);
    const empty = await getAs(h, owner, `/api/scripts/${s.id}/images/search?q=%20`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Enter what to search for');
    expect((await getAs(h, owner, `/api/scripts/${s.id}/images/search?q=a%00b`)).statusCode).toBe(400);
    expect((await getAs(h, owner, `/api/scripts/${s.id}/images/search?q=${'x'.repeat(81)}`)).statusCode).toBe(
      400,
    );

    const res = await getAs(h, owner, url);
    expect(res.statusCode).toBe(200);
    const body = sceneImageSearchResponseSchema.parse(res.json());
    expect(pexelsAuth.at(-1)).toBe(PEXELS_KEY);
    expect(body.configured).toBe(true);
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatchObject({
      id: 'pexels-2014422',
      source: 'pexels',
      position: null,
      url: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940',
      alt: 'A reading lamp on a desk',
      photographer: 'Jane Doe',
      photographer_url: 'https://www.pexels.com/@jane',
    });
    expect(body.images[0]!.thumbnail_url).toContain('/api/media/scene-images/thumbnail.jpg?u=');

    const failed = await getAs(h, owner, `/api/scripts/${s.id}/images/search?q=broken`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toContain('Pexels did not answer');
  });
});

describe('drawing thumbnails in the request', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('draws at most 3 at once, queues 60 and answers the rest 503 (busy), remembering no failure', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    const service = createSceneImagesService({
      db: h.t.db,
      storage: h.deps.storage,
      // A slow image host: every fetch waits until released.
      fetcher: {
        fetch: async (url) => {
          started++;
          await held;
          return { url, status: 200, contentType: 'image/png', headers: {}, body: red };
        },
      },
      signer: createMediaSigner('x'.repeat(32)),
      limiter: createRateLimiter(h.redis, `${h.queuePrefix}:rl:`),
      apiPrefix: '/api',
      pexels: null,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    const owner = await signUpAndIn(h, 'busy');
    const images = Array.from({ length: 64 }, (_, i) => `https://img.test/${i}.png`);
    const s = await scriptWithImages(h, owner.userId, images);
    const links = (await service.list(owner.userId, s.id)).images.map(
      (i) =>
        Object.fromEntries(new URL(i.thumbnail_url, 'http://x').searchParams) as Record<
          'u' | 'exp' | 'sig',
          string
        >,
    );
    const settled: string[] = [];
    const answers = links.map((l) =>
      service.thumbnail(l).then(
        () => 'ok',
        (e: Error) => {
          settled.push(e.message);
          return e.message;
        },
      ),
    );
    // Which request comes last depends on the storage lookups before the gate; one of them does.
    await vi.waitFor(() => expect(settled).toEqual([THUMBNAILS_BUSY]));
    expect(started).toBe(3);
    release();
    const all = await Promise.all(answers);
    expect(all.filter((a) => a === 'ok')).toHaveLength(63);
    // Busy was not remembered as a broken image: asked again, it is drawn.
    const busy = links[all.indexOf(THUMBNAILS_BUSY)]!;
    await expect(service.thumbnail(busy)).resolves.toMatchObject({ contentType: 'image/jpeg' });
  });
});

describe('without a Pexels key', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('says Pexels is not configured and searches nothing', async () => {
    const owner = await signUpAndIn(h, 'nokey');
    const s = await scriptWithImages(h, owner.userId, ['https://shop.example/a.jpg']);
    const list = scriptImagesResponseSchema.parse(
      (await getAs(h, owner, `/api/scripts/${s.id}/images`)).json(),
    );
    expect(list.pexels).toBe(false);
    expect(list.images).toHaveLength(1);
    const searchHits = hits['/v1/search'] ?? 0;
    const res = await getAs(h, owner, `/api/scripts/${s.id}/images/search?q=lamp`);
    expect(res.statusCode).toBe(200);
    expect(sceneImageSearchResponseSchema.parse(res.json())).toEqual({ configured: false, images: [] });
    expect(hits['/v1/search'] ?? 0).toBe(searchHits);
  });
});
