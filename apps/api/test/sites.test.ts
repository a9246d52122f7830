import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDemoShop } from '@adreel/demo-shop';
import { demoOffers } from '@adreel/demo-shop/demo-catalog';
import { importOffers } from '@adreel/digistore';
import { createSafeFetcher } from '@adreel/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, uniqueEmail, uniqueIp } from './harness.ts';

const PAGE = `<!doctype html><html><head><title>Fixture offer</title>
<link rel="stylesheet" href="/style.css"></head>
<body><h1>The original headline</h1>
<p><a class="button" href="/checkout/widget">Order now</a></p>
<p><a href="/about">About us</a></p>
<img src="/pixel.png" alt="">
</body></html>`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

let h: Harness;
let fixture: Server;
let fixtureOrigin: string;
let canary: Server;
let canaryOrigin: string;
let canaryHits = 0;

beforeAll(async () => {
  fixture = createServer((req, res) => {
    if (req.url === '/style.css') {
      res.writeHead(200, { 'content-type': 'text/css' }).end('h1{color:rgb(1,2,3)}');
    } else if (req.url === '/pixel.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    } else if (req.url === '/offer') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('nope');
    }
  });
  canary = createServer((_req, res) => {
    canaryHits += 1;
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>internal secret</h1>');
  });
  fixtureOrigin = await listen(fixture);
  canaryOrigin = await listen(canary);
  h = await createHarness({}, { fetcher: createSafeFetcher({ allowOrigins: [fixtureOrigin] }) });
});
afterAll(async () => {
  await h.close();
  fixture.close();
  canary.close();
});

async function tokenFor(name = 'Ann', on: Harness = h): Promise<string> {
  const email = uniqueEmail('sites');
  await on.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email, password: 'secret-lamp-1' },
  });
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: 'secret-lamp-1' },
    remoteAddress: uniqueIp(),
  });
  return res.json().token as string;
}

function as(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** clone → save → POST /cloned-sites, the way the Clone Offers screen does it. */
async function cloneAndSave(token: string, compress = false) {
  const url = `${fixtureOrigin}/offer`;
  const cloned = await h.app.inject({
    method: 'GET',
    url: `/api/api/clone?url=${encodeURIComponent(url)}`,
    headers: as(token),
  });
  expect(cloned.statusCode).toBe(200);
  const { html } = cloned.json() as { html: string };
  const saved = await h.app.inject({
    method: 'POST',
    url: '/api/api/save',
    headers: as(token),
    payload: { html, url, compress },
  });
  expect(saved.statusCode).toBe(200);
  const { s3Url } = saved.json() as { s3Url: string };
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/cloned-sites',
    headers: as(token),
    payload: { link: url, fileLocation: s3Url },
  });
  expect(created.statusCode).toBe(201);
  return { html, s3Url, site: created.json() as { id: string; file_location: string } };
}

describe('GET /api/clone', () => {
  it('clones a page into one self-contained document', async () => {
    const token = await tokenFor();
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/api/clone?url=${encodeURIComponent(`${fixtureOrigin}/offer`)}`,
      headers: as(token),
    });
    expect(res.statusCode).toBe(200);
    const { html } = res.json() as { html: string };
    expect(html).toContain('The original headline');
    expect(html).toContain('rgb(1,2,3)'); // stylesheet inlined
    expect(html).toContain('data:image/png;base64'); // image inlined
    expect(html).toContain(`${fixtureOrigin}/checkout/widget`); // links made absolute
  });

  it('refuses an internal address with a clear 400 and never connects to it', async () => {
    const token = await tokenFor();
    const before = canaryHits;
    for (const url of [`${canaryOrigin}/`, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:1/']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/api/clone?url=${encodeURIComponent(url)}`,
        headers: as(token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/could not be downloaded/i);
    }
    expect(canaryHits).toBe(before);
  });

  it('answers 400 for a missing or non-http url, and 401 without a bearer token', async () => {
    const token = await tokenFor();
    const missing = await h.app.inject({ method: 'GET', url: '/api/api/clone', headers: as(token) });
    expect(missing.statusCode).toBe(400);
    const ftp = await h.app.inject({
      method: 'GET',
      url: '/api/api/clone?url=ftp%3A%2F%2Fexample.com%2F',
      headers: as(token),
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toMatch(/http/);
    const anon = await h.app.inject({ method: 'GET', url: `/api/api/clone?url=${fixtureOrigin}/offer` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('save, list, preview, delete', () => {
  it('stores the page, lists it with the spec fields, previews it and deletes its files', async () => {
    const token = await tokenFor();
    const { html, s3Url, site } = await cloneAndSave(token);
    expect(s3Url).toMatch(/^sites\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/index\.html$/);
    expect(site.id).toBe(s3Url.split('/')[2]);
    expect(await h.deps.storage.stat(s3Url)).not.toBeNull();

    const list = await h.app.inject({ method: 'GET', url: '/api/cloned-sites', headers: as(token) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: site.id,
        link: `${fixtureOrigin}/offer`,
        file_location: s3Url,
        created_at: expect.any(String),
        publicUrl: null,
      }),
    ]);

    // Not yet published: the page as publishing it now would make it (its own headline, the countdown).
    const preview = await h.app.inject({ method: 'GET', url: `/api/preview/${site.id}`, headers: as(token) });
    expect(preview.statusCode).toBe(200);
    expect(html).not.toContain('data-adreel-banner');
    expect(preview.body).toContain('The original headline');
    expect(preview.body).toMatch(/Offer ends in 2[34]:\d\d:\d\d/);
    expect(preview.headers['content-security-policy']).toMatch(
      /^sandbox allow-scripts allow-popups allow-forms;/,
    );

    const details = await h.app.inject({
      method: 'GET',
      url: `/api/cloned-sites/${site.id}`,
      headers: as(token),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      headline: 'The original headline',
      checkoutLinks: [`${fixtureOrigin}/checkout/widget`],
      otherLinks: [`${fixtureOrigin}/about`],
    });

    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/cloned-sites/${site.id}`,
      headers: as(token),
    });
    expect(del.statusCode).toBe(200);
    expect(await h.deps.storage.list(`sites/${s3Url.split('/')[1]}/${site.id}/`)).toEqual([]);
    const after = await h.app.inject({ method: 'GET', url: '/api/cloned-sites', headers: as(token) });
    expect(after.json()).toEqual([]);
  });

  it('saves gzipped when asked and still previews the page', async () => {
    const token = await tokenFor();
    const { html, s3Url, site } = await cloneAndSave(token, true);
    expect(await h.deps.storage.stat(s3Url)).toBeNull();
    expect(await h.deps.storage.stat(`${s3Url}.gz`)).not.toBeNull();
    const preview = await h.app.inject({ method: 'GET', url: `/api/preview/${site.id}`, headers: as(token) });
    expect(html).toContain('The original headline');
    expect(preview.body).toContain('The original headline');
  });

  it('refuses a page over 20 MB with 413 and a message', async () => {
    const token = await tokenFor();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/api/save',
      headers: as(token),
      payload: { html: 'x'.repeat(21 * 1024 * 1024), url: `${fixtureOrigin}/offer` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/20 MB/);
  });

  it('refuses a fileLocation that is not one of the user own saved pages', async () => {
    const token = await tokenFor();
    const other = await tokenFor('Bob');
    const { s3Url } = await cloneAndSave(other);
    for (const fileLocation of [s3Url, '../../etc/passwd', 'sites/x/y/index.html']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/cloned-sites',
        headers: as(token),
        payload: { link: `${fixtureOrigin}/offer`, fileLocation },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('ownership', () => {
  it('another user cannot list, preview, read, delete or publish a site (404)', async () => {
    const owner = await tokenFor();
    const stranger = await tokenFor('Eve');
    const { site } = await cloneAndSave(owner);
    const list = await h.app.inject({ method: 'GET', url: '/api/cloned-sites', headers: as(stranger) });
    expect(list.json()).toEqual([]);
    const attempts = [
      { method: 'GET' as const, url: `/api/preview/${site.id}` },
      { method: 'GET' as const, url: `/api/cloned-sites/${site.id}` },
      { method: 'DELETE' as const, url: `/api/cloned-sites/${site.id}` },
      { method: 'POST' as const, url: `/api/cloned-sites/${site.id}/publish`, payload: { banner: true } },
    ];
    for (const a of attempts) {
      const res = await h.app.inject({ ...a, headers: as(stranger) });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(404);
    }
    const still = await h.app.inject({ method: 'GET', url: '/api/cloned-sites', headers: as(owner) });
    expect(still.json()).toHaveLength(1);
  });
});

describe('publishing', () => {
  it('applies the affiliate link, headline and banner, and /s/{slug} serves it sandboxed', async () => {
    const token = await tokenFor();
    const { site } = await cloneAndSave(token);
    const affiliateLink = 'https://www.digistore24.com/redir/12345/annie/';
    const before = Date.now();
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/cloned-sites/${site.id}/publish`,
      headers: as(token),
      payload: {
        affiliateLink,
        headline: 'A brand new headline',
        banner: true,
        extraLinks: [`${fixtureOrigin}/about`],
      },
    });
    expect(res.statusCode).toBe(200);
    const { publicUrl, slug } = res.json() as { publicUrl: string; slug: string };
    expect(slug).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(publicUrl).toBe(`${h.deps.env.PUBLIC_URL}/s/${slug}`);

    const row = await h.t.db.clonedSite.findUniqueOrThrow({ where: { id: site.id } });
    expect(row.bannerEnabled).toBe(true);
    expect(row.spotsLeft).toBeGreaterThanOrEqual(1);
    expect(row.spotsLeft).toBeLessThanOrEqual(10);
    const hours = ((row.expiresAt?.getTime() ?? 0) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThan(24.01);

    const page = await h.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe('sandbox allow-scripts allow-popups allow-forms');
    expect(page.headers['content-security-policy']).not.toContain('allow-same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toContain('A brand new headline');
    expect(page.body).not.toContain('The original headline');
    expect(page.body).toContain('data-adreel-banner');
    expect(page.body).toContain(`Only ${row.spotsLeft} spot`);
    expect(page.body).toMatch(/Offer ends in 2[34]:\d\d:\d\d/);
    // The order button and the chosen extra link both point at the site's tracked link now, which
    // answers with the affiliate link carrying the site's campaign key.
    expect(page.body).not.toContain(`${fixtureOrigin}/checkout/widget`);
    expect(page.body).not.toContain(`${fixtureOrigin}/about`);
    const tracked = await h.t.db.trackedLink.findFirstOrThrow({
      where: { sourceKind: 'site', sourceId: site.id },
    });
    expect(page.body.split(`${h.deps.env.PUBLIC_URL}/go/${tracked.code}`).length - 1).toBeGreaterThanOrEqual(
      3,
    );
    const go = await h.app.inject({ method: 'GET', url: `/go/${tracked.code}` });
    expect(go.statusCode).toBe(302);
    // A Digistore24 promolink also carries the click's id (?cid=) for S2S postbacks.
    expect(go.headers.location).toMatch(
      new RegExp(
        `^${affiliateLink.replace(/[.?/]/g, '\\$&')}${tracked.campaignKey}\\?cid=[A-Za-z0-9_-]{22}$`,
      ),
    );

    const listed = await h.app.inject({ method: 'GET', url: '/api/cloned-sites', headers: as(token) });
    expect(listed.json()[0]).toMatchObject({ slug, publicUrl, banner_enabled: true });

    // Publishing again without the banner keeps the address and drops the bar.
    const again = await h.app.inject({
      method: 'POST',
      url: `/api/cloned-sites/${site.id}/publish`,
      headers: as(token),
      payload: { affiliateLink, banner: false },
    });
    expect(again.json().slug).toBe(slug);
    const plain = await h.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(plain.body).not.toContain('data-adreel-banner');
    expect(plain.body).toContain('The original headline');
  });

  it('renders a preview of the edits without publishing', async () => {
    const token = await tokenFor();
    const { site } = await cloneAndSave(token);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/cloned-sites/${site.id}/render`,
      headers: as(token),
      payload: { headline: 'Preview headline', banner: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain('Preview headline');
    expect(res.json().html).toContain('data-adreel-banner');
    expect(res.json().html).toMatch(/<script>\(function\(\)\{/);
    const row = await h.t.db.clonedSite.findUniqueOrThrow({ where: { id: site.id } });
    expect(row.slug).toBeNull();
  });

  it('My Affiliates previews the published page, with a policy that lets only the countdown run', async () => {
    const token = await tokenFor();
    const url = `${fixtureOrigin}/offer`;
    const vendorPage = `<!doctype html><html><head><script>window.vendor = 1;</script>
<script src="${fixtureOrigin}/track.js"></script></head><body><h1>The original headline</h1>
<p><a class="button" href="${fixtureOrigin}/checkout/widget" onclick="track()">Order now</a></p></body></html>`;
    const saved = await h.app.inject({
      method: 'POST',
      url: '/api/api/save',
      headers: as(token),
      payload: { html: vendorPage, url },
    });
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/cloned-sites',
      headers: as(token),
      payload: { link: url, fileLocation: saved.json().s3Url },
    });
    const { id } = created.json() as { id: string };
    const affiliateLink = 'https://www.digistore24.com/redir/777/previewer/';
    const published = await h.app.inject({
      method: 'POST',
      url: `/api/cloned-sites/${id}/publish`,
      headers: as(token),
      payload: { affiliateLink, headline: 'Published headline', banner: true },
    });
    const { slug } = published.json() as { slug: string };
    const visitor = await h.app.inject({ method: 'GET', url: `/s/${slug}` });

    const preview = await h.app.inject({ method: 'GET', url: `/api/preview/${id}`, headers: as(token) });
    expect(preview.statusCode).toBe(200);
    // What visitors see: the banner with its deadline from publishing, the headline, the rewritten link.
    const deadline = /data-expires="(\d+)"/;
    expect(preview.body.match(deadline)?.[1]).toBe(visitor.body.match(deadline)?.[1]);
    expect(preview.body).toMatch(/Offer ends in 2[34]:\d\d:\d\d/);
    expect(preview.body).toContain('<h1>Published headline</h1>');
    const orderLink = /<a class="button" href="([^"]+)"/;
    expect(preview.body.match(orderLink)?.[1]).toBe(visitor.body.match(orderLink)?.[1]);
    expect(preview.body).not.toContain(`${fixtureOrigin}/checkout/widget`);
    // ...minus the vendor's scripts and handlers, which the preview's policy would refuse anyway.
    expect(visitor.body).toContain('window.vendor');
    expect(preview.body).not.toContain('window.vendor');
    expect(preview.body).not.toContain('track.js');
    expect(preview.body).not.toContain('onclick');

    // The policy: the published page's sandbox, plus one script source, the hash of the banner script.
    const scripts = [...preview.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(scripts[0] ?? '', 'utf8')
      .digest('base64')}'`;
    expect(preview.headers['content-security-policy']).toBe(
      `sandbox allow-scripts allow-popups allow-forms; script-src ${hash}`,
    );
    expect(preview.headers['content-security-policy']).not.toContain('allow-same-origin');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    // The app's own policy (which srcdoc preview frames inherit) gains that hash and nothing else.
    const app = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(app.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
  });

  it('rejects a non-http affiliate link with 400', async () => {
    const token = await tokenFor();
    const { site } = await cloneAndSave(token);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/cloned-sites/${site.id}/publish`,
      headers: as(token),
      payload: { affiliateLink: 'javascript:alert(1)', banner: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/affiliateLink/);
  });

  it('an unknown slug is a 404 page, still sandboxed', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/s/doesNotExist1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Site not found');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox/);
  });
});

describe('POST /cloned-sites/from-offer', () => {
  it('clones the offer page, applies the affiliate link and publishes it with the banner', async () => {
    const token = await tokenFor();
    const offer = await h.t.db.offer.create({
      data: {
        entryId: `fixture-${Date.now()}`,
        name: 'Fixture offer',
        descriptionHtml: '<p>x</p>',
        affiliateLink: `${fixtureOrigin}/offer#aff=AFFILIATE`,
      },
    });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/cloned-sites/from-offer',
      headers: as(token),
      payload: { offerId: offer.id, affiliateLink: 'https://vendor.example/buy#aff=ann' },
    });
    expect(res.statusCode).toBe(201);
    const { slug, id } = res.json() as { slug: string; id: string };
    const page = await h.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(page.body).toContain('data-adreel-banner');
    // The order buttons go through the site's tracked link for the plugged affiliate link.
    const tracked = await h.t.db.trackedLink.findFirstOrThrow({
      where: { sourceKind: 'site', sourceId: id },
    });
    expect(tracked.targetUrl).toBe('https://vendor.example/buy#aff=ann');
    expect(page.body).toContain(`/go/${tracked.code}`);
    const row = await h.t.db.clonedSite.findUniqueOrThrow({ where: { id } });
    expect(row.link).toBe(`${fixtureOrigin}/offer`);

    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/cloned-sites/from-offer',
      headers: as(token),
      payload: { offerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /cloned-sites/from-offer in demo mode', () => {
  it("publishes the picked offer's own demo page, not another product's", async () => {
    const shop = await startDemoShop({ port: 0 });
    const demo = await createHarness({ DEMO_SHOP_PORT: new URL(shop.origin).port });
    try {
      expect(demo.deps.demo?.origin).toBe(shop.origin);
      const catalog = demoOffers();
      await importOffers(demo.t.db, catalog);
      const token = await tokenFor('Dee', demo);
      const picked = ['Kettlebell Burn Blueprint', 'Sleep Deep Method'].map((name) => {
        const offer = catalog.find((o) => o.name === name);
        if (!offer) throw new Error(`demo catalog lacks ${name}`);
        return offer;
      });
      for (const [offer, other] of [
        [picked[0], picked[1]],
        [picked[1], picked[0]],
      ] as const) {
        const row = await demo.t.db.offer.findFirstOrThrow({ where: { entryId: offer?.entryId } });
        const res = await demo.app.inject({
          method: 'POST',
          url: '/api/cloned-sites/from-offer',
          headers: as(token),
          payload: { offerId: row.id, affiliateLink: 'https://www.digistore24.com/redir/1/dee/' },
        });
        expect(res.statusCode).toBe(201);
        const { slug, id } = res.json() as { slug: string; id: string };
        const site = await demo.t.db.clonedSite.findUniqueOrThrow({ where: { id } });
        expect(site.link).toBe(`${shop.origin}/offers/${offer?.entryId}`);
        const page = await demo.app.inject({ method: 'GET', url: `/s/${slug}` });
        expect(page.body).toContain(`<h1>${offer?.name}</h1>`);
        expect(page.body).not.toContain(other?.name);
        expect(page.body).not.toMatch(/HydraPulse|Lunara|AlignRight/);
        const tracked = await demo.t.db.trackedLink.findFirstOrThrow({
          where: { sourceKind: 'site', sourceId: id },
        });
        expect(tracked.targetUrl).toBe('https://www.digistore24.com/redir/1/dee/');
        expect(page.body).toContain(`/go/${tracked.code}`);
      }
    } finally {
      await demo.close();
      await shop.close();
    }
  });
});
