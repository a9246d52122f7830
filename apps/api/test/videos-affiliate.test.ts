import { myVideosResponseSchema, videoDetailsResponseSchema } from '@adreel/contracts';
import { saveConnection } from '@adreel/db/marketplace-accounts';
import { digistoreAccountKey } from '@adreel/digistore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_REF_KEY } from '../src/modules/videos/affiliate.ts';
import { createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const account = () => signUpAndIn(h);

/** A completed script written from `url` (as the worker leaves it), then a video made from it. */
async function videoFrom(auth: Record<string, string>, userId: string, url: string) {
  const script = await createLampScript(h.t.db, userId, { url });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/videos/create',
    headers: auth,
    payload: { scriptId: script.id, content: LAMP_SCRIPT },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function myVideos(auth: Record<string, string>) {
  const res = await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: auth });
  return myVideosResponseSchema.parse(res.json());
}

/** Where a tracked link sends the browser (its short link is what the user sees). */
async function target(link: string | null) {
  expect(link).toMatch(new RegExp(`^${h.deps.env.PUBLIC_URL}/go/[0-9A-Za-z]{10}$`));
  const res = await h.app.inject({ method: 'GET', url: new URL(link ?? '').pathname });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location)
    .replace(/[?&]cid=[\w-]+$/, '')
    .replace(/\/v_[0-9A-Za-z]{10}$/, '')
    .replace(/&cam=v_[0-9A-Za-z]{10}$/, '');
}

async function details(auth: Record<string, string>, id: string) {
  const res = await h.app.inject({ method: 'GET', url: `/api/videos/${id}/details`, headers: auth });
  return videoDetailsResponseSchema.parse(res.json());
}

let redirOffer: { id: string };
let hashOffer: { id: string };
beforeAll(async () => {
  const offer = (entryId: string, affiliateLink: string) =>
    h.t.db.offer.create({
      data: { entryId, name: `Offer ${entryId}`, descriptionHtml: '<p>x</p>', affiliateLink },
      select: { id: true },
    });
  redirOffer = await offer('va-1', 'https://www.digistore24.com/redir/777001/AFFILIATE/CAMPAIGNKEY');
  hashOffer = await offer('va-2', 'https://lamp-vendor.example/offer#aff=AFFILIATE&cam=CAMPAIGNKEY');
  // A neighbour whose product id starts the same must not be taken for it.
  await offer('va-3', 'https://www.digistore24.com/redir/7770011/AFFILIATE');
});

describe('the affiliate link of a video made from a marketplace offer', () => {
  it('records the offer, and is the user’s own promolink once the account is connected', async () => {
    const { auth, userId } = await account();
    // The user pasted the promolink they copied on the Offers page (someone else's ID in it even).
    const id = await videoFrom(auth, userId, 'https://www.digistore24.com/redir/777001/someone-else');
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id } });
    expect((row.product as Record<string, unknown>)[OFFER_REF_KEY]).toBe(redirOffer.id);

    // Not connected: no link, and the reason, never the pasted URL.
    const [before] = await myVideos(auth);
    expect(before).toMatchObject({ id, affiliate_link: null, affiliate_link_missing: 'not_connected' });

    await saveConnection(h.t.db, digistoreAccountKey(userId), {
      affiliateId: 'vee123',
      credentialsEnc: null,
      connectedAt: new Date(),
    });
    const [after] = await myVideos(auth);
    expect(after).toMatchObject({
      id,
      url: 'https://www.digistore24.com/redir/777001/someone-else',
      affiliate_link_missing: null,
    });
    expect(await target(after?.affiliate_link ?? null)).toBe(
      'https://www.digistore24.com/redir/777001/vee123',
    );
    const shown = await details(auth, id);
    expect(shown).toMatchObject({ affiliate_link: after?.affiliate_link, affiliate_link_missing: null });

    // The offer losing its promolink takes the link away, with its own reason.
    await h.t.db.offer.update({ where: { id: redirOffer.id }, data: { affiliateLink: null } });
    expect(await details(auth, id)).toMatchObject({
      affiliate_link: null,
      affiliate_link_missing: 'offer_without_link',
    });
    await h.t.db.offer.update({
      where: { id: redirOffer.id },
      data: { affiliateLink: 'https://www.digistore24.com/redir/777001/AFFILIATE/CAMPAIGNKEY' },
    });
  });

  it('matches a vendor page to its hash-style offer and applies the user’s ID after #aff=', async () => {
    const { auth, userId } = await account();
    await saveConnection(h.t.db, digistoreAccountKey(userId), {
      affiliateId: 'ann42',
      credentialsEnc: null,
      connectedAt: new Date(),
    });
    const id = await videoFrom(auth, userId, 'https://lamp-vendor.example/offer/');
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id } });
    expect((row.product as Record<string, unknown>)[OFFER_REF_KEY]).toBe(hashOffer.id);
    const shown = await details(auth, id);
    expect(shown.affiliate_link_missing).toBeNull();
    expect(await target(shown.affiliate_link)).toBe('https://lamp-vendor.example/offer#aff=ann42');
  });

  it('a video made from a plain product link has no affiliate link, even for a connected account', async () => {
    const { auth, userId } = await account();
    await saveConnection(h.t.db, digistoreAccountKey(userId), {
      affiliateId: 'bo77',
      credentialsEnc: null,
      connectedAt: new Date(),
    });
    const id = await videoFrom(auth, userId, 'https://shop.example/products/lamp');
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id } });
    expect((row.product as Record<string, unknown>)[OFFER_REF_KEY]).toBeUndefined();
    expect((row.product as { name: string }).name).toBe('Lamp');
    const [card] = await myVideos(auth);
    expect(card).toMatchObject({ affiliate_link: null, affiliate_link_missing: 'not_from_offer' });
  });
});
