/**
 * What a pasted product link is to AdReel, read from the address alone (no I/O):
 * - `go`: one of our own tracked links (`{PUBLIC_URL}/go/{code}`), resolved in the database;
 * - `offer`: a marketplace promolink (`https://www.digistore24.com/redir/{PRODUCT_ID}/{AFFILIATE}/…`),
 *   a ClickBank HopLink (`https://hop.clickbank.net/?affiliate=…&vendor=VENDOR`; in demo mode the
 *   stand-in's `/hop/?…&vendor=`), or a vendor page carrying an affiliate after `#aff=`, matched to the
 *   offer catalog by `offerLinkKey`;
 * - `web`: any other page, fetched through the SSRF-safe fetcher as before.
 * `productId` is null for a vendor page: its host and path name the offer instead.
 */
export type ProductLink =
  | { kind: 'go'; code: string }
  | { kind: 'offer'; productId: string | null; url: string }
  | { kind: 'web'; url: string };

const DIGISTORE_HOST = /^(?:www\.)?digistore24\.com$/i;
const VENDOR = /^[A-Za-z0-9]{1,32}$/;

/** A HopLink's vendor id: hop.clickbank.net (or an encrypted `<hash>.hop.clickbank.net`), or a `/hop/` path. */
function hopVendor(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const hop =
    host === 'hop.clickbank.net' || host.endsWith('.hop.clickbank.net') || /^\/hop\/?$/.test(url.pathname);
  const vendor = url.searchParams.get('vendor');
  return hop && vendor && VENDOR.test(vendor) ? vendor.toLowerCase() : null;
}
/** Tracked link codes as `/go/:code` accepts them. */
const GO_PATH = /^\/go\/([^/]{1,64})\/?$/;

function httpUrl(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function resolveProductLink(link: string, publicUrl: string): ProductLink {
  const url = httpUrl(link);
  if (!url) return { kind: 'web', url: link };
  const ours = httpUrl(publicUrl);
  const go = GO_PATH.exec(url.pathname);
  if (ours && url.origin === ours.origin && go?.[1]) return { kind: 'go', code: safeDecode(go[1]) };
  const path = url.pathname.replace(/\/{2,}/g, '/');
  const redir = /^\/redir\/([^/]+)/i.exec(path);
  if (DIGISTORE_HOST.test(url.hostname) && redir?.[1]) {
    return { kind: 'offer', productId: safeDecode(redir[1]), url: url.href };
  }
  const vendor = hopVendor(url);
  if (vendor) return { kind: 'offer', productId: vendor, url: url.href };
  if (/(?:^#|&)aff=/i.test(url.hash)) return { kind: 'offer', productId: null, url: url.href };
  return { kind: 'web', url: url.href };
}

/**
 * What identifies an offer's product in a link, whatever affiliate ID or campaign it carries:
 * `redir:<host>/<product id>` for a Digistore24 promolink (https://www.digistore24.com/redir/{id}/...),
 * `hop:<vendor>` for a ClickBank HopLink (any host it is served from: the vendor names the product),
 * `page:<host><path>` for a vendor page (hash-style promolinks put the affiliate after #aff=).
 * Null for anything that is not an http(s) address.
 */
export function offerLinkKey(link: string): string | null {
  const url = httpUrl(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname.replace(/\/{2,}/g, '/');
  const redir = /(?:^|\/)redir\/([^/]+)/i.exec(path);
  if (redir?.[1]) return `redir:${host}/${redir[1].toLowerCase()}`;
  const vendor = hopVendor(url);
  if (vendor) return `hop:${vendor}`;
  return `page:${host}${path.replace(/\/+$/, '').toLowerCase()}`;
}

/** The text a stored offer link must contain to be a candidate for this key (the key decides). */
export function candidateFragment(key: string): string {
  if (key.startsWith('redir:')) return `/redir/${key.slice(key.lastIndexOf('/') + 1)}`;
  if (key.startsWith('hop:')) return `vendor=${key.slice('hop:'.length)}`;
  return key.slice('page:'.length);
}
