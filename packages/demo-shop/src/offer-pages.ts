import { escapeHtml } from '@adreel/contracts';
import { DEMO_CATEGORIES, demoOffers } from '../seed/demo-catalog.ts';
import { layout } from './html.ts';
import { formatPrice } from './products.ts';

/** One demo catalog offer as its landing page shows it: the seed's numbers, the catalog's own words. */
export interface DemoOfferPage {
  entryId: string;
  name: string;
  category: string | null;
  pitch: string;
  bullets: string[];
  closing: string;
  imageUrl: string | null;
  price: number | null;
  currency: string | null;
}

function buildPages(): Map<string, DemoOfferPage> {
  const words = new Map(
    DEMO_CATEGORIES.flatMap((cat) =>
      cat.offers.map(([name, pitch, bullets]) => [
        name,
        { pitch, bullets: bullets ?? [], closing: cat.closing },
      ]),
    ),
  );
  const pages = new Map<string, DemoOfferPage>();
  for (const offer of demoOffers()) {
    const text = words.get(offer.name);
    if (!text) continue;
    pages.set(offer.entryId, {
      entryId: offer.entryId,
      name: offer.name,
      category: offer.category,
      ...text,
      imageUrl: offer.imageUrl,
      price: offer.price,
      currency: offer.currency,
    });
  }
  return pages;
}

const pages = buildPages();

/** The demo catalog offer with this marketplace entry id, if the bundled catalog has one. */
export function findDemoOfferPage(entryId: string): DemoOfferPage | undefined {
  return pages.get(entryId);
}

export function demoOfferPageUrl(origin: string, entryId: string): string {
  return `${origin}/offers/${encodeURIComponent(entryId)}`;
}

/** A sales page generated from the offer's name, pitch, image and price, with one clear "Order now". */
export function offerLandingPage(offer: DemoOfferPage): string {
  const price = offer.price !== null && offer.currency ? formatPrice(offer.price, offer.currency) : null;
  const order = `/offers/${encodeURIComponent(offer.entryId)}/order`;
  const image = offer.imageUrl
    ? `<img class="hero-image" src="${escapeHtml(offer.imageUrl)}" width="540" height="540" alt="${escapeHtml(offer.name)}">`
    : '';
  const bullets = offer.bullets.length
    ? `<ul class="features">
    ${offer.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('\n    ')}
  </ul>`
    : '';
  const head = `<meta name="description" content="${escapeHtml(offer.pitch)}">
<meta property="og:type" content="product">
<meta property="og:title" content="${escapeHtml(offer.name)}">
<link rel="stylesheet" href="/css/landing.css">`;
  const body = `<section class="landing-hero">
  ${offer.category ? `<p class="category">${escapeHtml(offer.category)}</p>` : ''}
  <h1>${escapeHtml(offer.name)}</h1>
  <p class="tagline">${escapeHtml(offer.pitch)}</p>
  ${image}
  ${price ? `<p class="price" data-price>${price}</p>` : ''}
  <p><a class="button" href="${order}">Order now</a></p>
</section>
<main class="container">
  ${bullets}
  <p>${escapeHtml(offer.closing)}</p>
  <p style="text-align:center"><a class="button" href="${order}">Order now${price ? ` — ${price}` : ''}</a></p>
</main>`;
  return layout({ title: offer.name, head, body });
}

/** Where "Order now" lands: the demo shop takes no orders. */
export function offerOrderPage(offer: DemoOfferPage): string {
  const body = `<main class="container">
  <h1>Order: ${escapeHtml(offer.name)}</h1>
  <p>This is a demo page: no order is placed and no payment is taken.</p>
  <p><a class="button" href="/offers/${encodeURIComponent(offer.entryId)}">Back to the offer</a></p>
</main>`;
  return layout({ title: `Order — ${offer.name}`, body });
}
