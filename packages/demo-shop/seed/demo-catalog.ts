/**
 * The demo catalog for the seed and the demo shop's per-offer landing pages. Demo data only: the
 * production packages never import it (the API reaches the demo shop through its adapter).
 */
import { escapeHtml } from '@adreel/contracts';
import type { OfferSeed } from '@adreel/digistore';
import { DEMO_CATEGORIES } from './demo-catalog-data.ts';

export { DEMO_CATEGORIES, type DemoCategory } from './demo-catalog-data.ts';

const PRICES = [17, 19.95, 27, 37, 47, 67, 97, 147, 197, 29.9];
const SHARES = [50, 60, 70, 75, 40, 65];

/** A fixed pseudo-random sequence (LCG), so every run seeds the same catalog. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(list: readonly T[], r: number): T {
  return list[Math.floor(r * list.length)] as T;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The offline demo catalog: 84 made-up offers in 12 categories. Images are relative
 * (/offer-images/<n>.jpg) on purpose: the UI prefixes the provider host (spec §2.12).
 * Links are mostly Digistore24 redir promolinks, some hash-style vendor pages, a few missing,
 * and a few offers lack a commission, earnings figure or price, as real marketplace data does.
 */
export function demoOffers(): OfferSeed[] {
  const rand = sequence(20240521);
  const offers: OfferSeed[] = [];
  let i = 0;
  for (const cat of DEMO_CATEGORIES) {
    for (const [name, pitch, bullets] of cat.offers) {
      const price = pick(PRICES, rand());
      const share = pick(SHARES, rand());
      const productId = 410_000 + i * 137;
      const hasPrice = i % 17 !== 5;
      const hasCommission = i % 13 !== 7;
      const hasEarnings = hasPrice && hasCommission && i % 11 !== 3;
      const link =
        i % 29 === 19
          ? null
          : i % 6 === 2
            ? `https://${slug(name)}.example/offer#aff=AFFILIATE&cam=CAMPAIGNKEY`
            : `https://www.digistore24.com/redir/${productId}/AFFILIATE/CAMPAIGNKEY`;
      const list = bullets ? `<ul>${bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>` : '';
      offers.push({
        entryId: String(51_000 + i),
        name,
        descriptionHtml: `<p>${escapeHtml(pitch)}</p>${list}<p>${escapeHtml(cat.closing)}</p>`,
        imageUrl: `/offer-images/${cat.image}.jpg`,
        category: cat.category,
        commission: hasCommission ? `${share}%` : null,
        // What an affiliate keeps per sale after the platform's fee (roughly 10% of the share).
        netEarnings: hasEarnings ? Math.round(price * (share / 100) * 0.9 * 100) / 100 : null,
        price: hasPrice ? price : null,
        currency: hasPrice ? (i % 4 === 1 ? 'EUR' : 'USD') : null,
        affiliateLink: link,
        sortOrder: i,
      });
      i++;
    }
  }
  return offers;
}
