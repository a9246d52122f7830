import { createHash } from 'node:crypto';
import { escapeHtml, POST_PLATFORM_NAMES, type PostPlatform } from '@adreel/contracts';

/** One button on the page: an offer as one published post shows it, crediting that post's link. */
export interface BioOffer {
  /** The post's tracked link code: the button is `/go/{code}`, so the click counts for the post. */
  code: string;
  platform: string;
  productName: string | null;
  imageUrl: string | null;
}

/** What the page needs of a published post (newest first); posts without a tracked link have no offer. */
export interface BioPost {
  platform: string;
  trackedLink: { code: string; targetUrl: string } | null;
  video: { product: unknown } | null;
}

/** At most this many buttons: the newest, so the page stays short on a phone. */
export const MAX_BIO_OFFERS = 12;

const productOf = (product: unknown): { name: string | null; image: string | null } => {
  const p = product && typeof product === 'object' ? (product as { name?: unknown; images?: unknown }) : {};
  const name = typeof p.name === 'string' && p.name.trim() !== '' ? p.name.trim() : null;
  const first = Array.isArray(p.images) ? p.images.find((i) => typeof i === 'string') : undefined;
  // Only https images: the page's CSP allows nothing else, and a data: or javascript: URL is no picture.
  const image = typeof first === 'string' && /^https:\/\/[^\s"'<>]+$/.test(first) ? first : null;
  return { name, image };
};

/**
 * The offers of the newest published posts: one per offer and platform (the newest post of each), so
 * a video posted to TikTok and Instagram shows twice, each button crediting its own post.
 */
export function bioOffers(posts: readonly BioPost[], max = MAX_BIO_OFFERS): BioOffer[] {
  const seen = new Set<string>();
  const out: BioOffer[] = [];
  for (const post of posts) {
    if (!post.trackedLink) continue;
    const key = `${post.platform}\u0000${post.trackedLink.targetUrl}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const product = productOf(post.video?.product);
    out.push({
      code: post.trackedLink.code,
      platform: post.platform,
      productName: product.name,
      imageUrl: product.image,
    });
    if (out.length >= max) break;
  }
  return out;
}

// Mobile first: one column, thumb-sized buttons, system fonts, no web fonts or images of our own.
const CSS = [
  '*{box-sizing:border-box}',
  'body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}',
  'main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem 2rem}',
  'h1{font-size:1.375rem;text-align:center;margin:.5rem 0 1.25rem;overflow-wrap:anywhere}',
  'ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}',
  'li{display:flex;gap:.75rem;align-items:center;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:.75rem}',
  'img{width:4rem;height:4rem;object-fit:cover;border-radius:.5rem;flex:none;background:#e2e8f0}',
  '.offer{flex:1;min-width:0}',
  'h2{font-size:1rem;margin:0 0 .125rem;overflow-wrap:anywhere}',
  '.from{margin:0 0 .5rem;font-size:.8125rem;color:#475569}',
  'a{display:block;text-align:center;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600;padding:.75rem 1rem;border-radius:.75rem;min-height:2.75rem}',
  'a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
  '.empty,footer{text-align:center;color:#475569}',
  'footer{margin-top:1.5rem;font-size:.75rem}',
].join('');

const CSS_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/**
 * The page's own headers: a CSP that allows its one stylesheet (by hash) and https images, and
 * nothing else — no script, frame, form or base. Browsers and proxies may keep it half a minute.
 */
export const BIO_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': [
    "default-src 'none'",
    `style-src ${CSS_HASH}`,
    'img-src https: data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'cache-control': 'public, max-age=30',
} as const;

const platformName = (p: string) => POST_PLATFORM_NAMES[p as PostPlatform] ?? p;

function offerItem(o: BioOffer): string {
  const name = o.productName ?? 'Today’s offer';
  const img = o.imageUrl
    ? `<img src="${escapeHtml(o.imageUrl)}" alt="" width="64" height="64" loading="lazy" referrerpolicy="no-referrer">`
    : '';
  return `<li>${img}<div class="offer"><h2>${escapeHtml(name)}</h2><p class="from">From my ${escapeHtml(platformName(o.platform))} video</p><a href="/go/${escapeHtml(o.code)}" rel="nofollow sponsored noopener" aria-label="${escapeHtml(`Get ${name}`)}">Get the offer</a></div></li>`;
}

/** The whole page, every value escaped; it needs no script and loads nothing but product pictures. */
export function renderBioPage(handle: string, offers: readonly BioOffer[]): string {
  const who = escapeHtml(`@${handle}`);
  const list = offers.length
    ? `<ul>${offers.map(offerItem).join('')}</ul>`
    : '<p class="empty">No offers yet — check back soon.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${who} · Links</title><style>${CSS}</style></head><body><main><h1>${who}</h1>${list}<footer>Some links here are affiliate links: a purchase may earn ${who} a commission.</footer></main></body></html>`;
}
