/**
 * What a campaign item is called on its page (issue 33 item 4): the product's own name — the
 * offer's, else the one its script was written from (the product page's title) — else the product
 * page's host name, never a raw URL (an affiliate link with its tracking tail means nothing to people).
 */
export function itemLabel(item: {
  offerName: string | null;
  product: unknown;
  productUrl: string | null;
  position: number;
}): string {
  const offer = item.offerName?.trim();
  if (offer) return offer;
  const product = productName(item.product);
  if (product) return product;
  const host = hostName(item.productUrl);
  return host ?? `Item ${item.position + 1}`;
}

function productName(product: unknown): string | null {
  if (typeof product !== 'object' || product === null || !('name' in product)) return null;
  const name = (product as { name: unknown }).name;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : null;
}

function hostName(url: string | null): string | null {
  if (!url) return null;
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return host || null;
  } catch {
    return null;
  }
}
