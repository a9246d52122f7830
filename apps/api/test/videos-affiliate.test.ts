import type { ScriptContent } from '@adreel/contracts';
import { myVideosResponseSchema, videoDetailsResponseSchema } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_REF_KEY } from '../src/modules/videos/affiliate.ts';
import { createHarness, type Harness, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const CONTENT: ScriptContent = {
  websiteSummary: 'A calm lamp for late readers.',
  commentary: 'Reading at night just got cosier #lamp',
  reelScript: {
    scenes: [
      {
        duration: 3,
        visual: { background: 'A warm lamp on a desk' },
        audio: { voiceover: 'Meet the lamp.', musicMood: 'calm' },
      },
    ],
  },
  musicSuggestion: 'Soft lo-fi',
};

const account = () => signUpAndIn(h);

/** A completed script written from `url` (as the worker leaves it), then a video made from it. */
async function videoFrom(auth: Record<string, string>, userId: string, url: string) {
  const script = await h.t.db.script.create({
    data: {
      userId,
      source: 'url',
      sourceUrl: url,
      status: 'completed',
      progress: 100,
      message: 'Script ready',
      content: CONTENT,
      product: {
        url,
        name: 'Lamp',
        summary: 's',
        price: 10,
        currency: 'USD',
        brand: null,
        category: null,
        features: [],
        images: [],
        colors: [],
        language: 'en',
      },
    },
  });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/videos/create',
    headers: auth,
    payload: { scriptId: script.id, content: CONTENT },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function myVideos(auth: Record<string, string>) {
  const res = await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: auth });
  return myVideosResponseSchema.parse(res.json());
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

    await h.t.db.user.update({ where: { id: userId }, data: { digistoreUserName: 'vee123' } });
    const [after] = await myVideos(auth);
    expect(after).toMatchObject({
      id,
      url: 'https://www.digistore24.com/redir/777001/someone-else',
      affiliate_link: 'https://www.digistore24.com/redir/777001/vee123',
      affiliate_link_missing: null,
    });
    expect(await details(auth, id)).toMatchObject({
      affiliate_link: 'https://www.digistore24.com/redir/777001/vee123',
      affiliate_link_missing: null,
    });

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
    await h.t.db.user.update({ where: { id: userId }, data: { digistoreUserName: 'ann42' } });
    const id = await videoFrom(auth, userId, 'https://lamp-vendor.example/offer/');
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id } });
    expect((row.product as Record<string, unknown>)[OFFER_REF_KEY]).toBe(hashOffer.id);
    expect(await details(auth, id)).toMatchObject({
      affiliate_link: 'https://lamp-vendor.example/offer#aff=ann42',
      affiliate_link_missing: null,
    });
  });

  it('a video made from a plain product link has no affiliate link, even for a connected account', async () => {
    const { auth, userId } = await account();
    await h.t.db.user.update({ where: { id: userId }, data: { digistoreUserName: 'bo77' } });
    const id = await videoFrom(auth, userId, 'https://shop.example/products/lamp');
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id } });
    expect((row.product as Record<string, unknown>)[OFFER_REF_KEY]).toBeUndefined();
    expect((row.product as { name: string }).name).toBe('Lamp');
    const [card] = await myVideos(auth);
    expect(card).toMatchObject({ affiliate_link: null, affiliate_link_missing: 'not_from_offer' });
  });
});
