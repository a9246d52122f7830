import {
  linkSettingsSchema,
  myVideosResponseSchema,
  performanceResponseSchema,
  trackedLinkSchema,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_SHARE_DIRECT } from '../src/modules/links/direct-links.ts';
import { utcToday } from './fixtures.ts';
import {
  createHarness,
  createVideoFrom,
  getAs,
  type Harness,
  type SignedInUser,
  signUpAndIn,
} from './harness.ts';

const PROMOLINK = 'https://www.digistore24.com/redir/4242/ann/';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const put = (user: SignedInUser, url: string, payload: object) =>
  h.app.inject({ method: 'PUT', url, headers: user.auth, payload });
async function link(user: SignedInUser, kind: 'promolink' | 'traffic', sourceId: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/links',
    headers: user.auth,
    payload: { kind, sourceId, targetUrl: PROMOLINK },
  });
  expect(res.statusCode).toBe(200);
  return trackedLinkSchema.parse(res.json());
}

describe('direct Digistore24 links', () => {
  it('per account and per link: the promolink itself is shared, /go/ stays for QR codes and traffic', async () => {
    const user = await signUpAndIn(h);
    expect(linkSettingsSchema.parse((await getAs(h, user, '/api/links/settings')).json())).toEqual({
      directDigistoreLinks: false,
    });
    expect((await put(user, '/api/links/settings', { directDigistoreLinks: true })).statusCode).toBe(200);
    expect((await getAs(h, user, '/api/links/settings')).json()).toEqual({ directDigistoreLinks: true });

    const offer = await link(user, 'promolink', '00000000-0000-4000-8000-000000000001');
    expect(offer).toMatchObject({
      direct: true,
      url: `${PROMOLINK}${offer.campaignKey}`,
      goUrl: `${h.deps.env.PUBLIC_URL}/go/${offer.code}`,
    });
    // Traffic shares keep their tracked link whatever the default.
    const share = await link(user, 'traffic', 'reddit');
    expect(share).toMatchObject({ direct: false, url: share.goUrl });
    const refused = await put(user, `/api/links/${share.code}/direct`, { direct: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CANNOT_SHARE_DIRECT);

    // One link back to /go/, then direct again.
    const back = trackedLinkSchema.parse(
      (await put(user, `/api/links/${offer.code}/direct`, { direct: false })).json(),
    );
    expect(back).toMatchObject({ direct: false, url: offer.goUrl });
    expect((await put(user, `/api/links/${offer.code}/direct`, { direct: true })).json().url).toBe(offer.url);

    // Someone else's link, an unknown one, a bad body.
    const other = await signUpAndIn(h, 'other');
    expect((await put(other, `/api/links/${offer.code}/direct`, { direct: false })).statusCode).toBe(404);
    expect((await put(user, '/api/links/Zz9Zz9Zz9Z/direct', { direct: false })).statusCode).toBe(404);
    expect((await put(user, `/api/links/${offer.code}/direct`, { direct: 'yes' })).statusCode).toBe(400);

    // The /go/ link still answers (a QR code printed before the switch keeps working and counting).
    const go = await h.app.inject({
      method: 'GET',
      url: `/go/${offer.code}`,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' },
    });
    expect(go.statusCode).toBe(302);
    await h.app.services.links.clicks.flush();
    const report = performanceResponseSchema.parse(
      (await getAs(h, user, `/api/performance?from=${utcToday()}&to=${utcToday()}`)).json(),
    );
    expect(report.rows).toEqual([expect.objectContaining({ kind: 'promolink', direct: true })]);
  });

  it("a video's shares use the direct promolink, its end card keeps the /go/ link", async () => {
    const user = await signUpAndIn(h, 'video');
    await put(user, '/api/links/settings', { directDigistoreLinks: true });
    const id = await createVideoFrom(h, user, PROMOLINK);
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id } });
    expect(row.linkCode).toMatch(/^[0-9A-Za-z]{10}$/);
    const [card] = myVideosResponseSchema.parse((await getAs(h, user, '/api/videos/my-videos')).json());
    expect(card?.tracked_link).toBe(`${PROMOLINK}v_${row.linkCode}`);
    expect(card?.link).toMatchObject({ code: row.linkCode, direct: true, canBeDirect: true });
    // Per link, from the details page: back to the tracked link.
    expect((await put(user, `/api/links/${row.linkCode}/direct`, { direct: false })).statusCode).toBe(200);
    const [after] = myVideosResponseSchema.parse((await getAs(h, user, '/api/videos/my-videos')).json());
    expect(after?.tracked_link).toBe(`${h.deps.env.PUBLIC_URL}/go/${row.linkCode}`);
  });
});
