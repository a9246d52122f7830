import { isKeptTid } from './tid.ts';

/** ClickBank's HopLink host; demo mode points CLICKBANK_HOP_BASE at the stand-in instead. */
export const CLICKBANK_HOP_BASE = 'https://hop.clickbank.net';

/** An account nickname or vendor id: ClickBank's nicknames are 5–10 letters and digits; we allow 1–32. */
export const NICKNAME_PATTERN = /^[a-z0-9]{1,32}$/i;

export class HopLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HopLinkError';
  }
}

export interface HopLinkParts {
  affiliate: string;
  vendor: string;
  /** Our click id as a tid (tid.ts); null: a link without tracking (e.g. copied before any click). */
  tid: string | null;
  /** Default https://hop.clickbank.net. */
  base?: string;
}

/**
 * `https://hop.clickbank.net/?affiliate=AFF&vendor=VENDOR&tid=TID`. A tid ClickBank would drop
 * (longer than 24 characters, anything but letters and digits) is refused rather than sent: the sale
 * would come back without it and could not be joined to its click.
 */
export function buildHopLink(parts: HopLinkParts): string {
  if (!NICKNAME_PATTERN.test(parts.affiliate)) {
    throw new HopLinkError('The ClickBank affiliate nickname may hold only letters and digits.');
  }
  if (!NICKNAME_PATTERN.test(parts.vendor)) {
    throw new HopLinkError('The ClickBank vendor id may hold only letters and digits.');
  }
  if (parts.tid !== null && !isKeptTid(parts.tid)) {
    throw new HopLinkError(
      'ClickBank drops a tid longer than 24 characters or with other than letters and digits.',
    );
  }
  const base = (parts.base ?? CLICKBANK_HOP_BASE).replace(/\/+$/, '');
  const query = new URLSearchParams({
    affiliate: parts.affiliate.toLowerCase(),
    vendor: parts.vendor.toLowerCase(),
  });
  if (parts.tid !== null) query.set('tid', parts.tid.toLowerCase());
  return `${base}/?${query.toString()}`;
}

/** The parts of a HopLink (ours or pasted), or null when the address is not one. */
export function readHopLink(
  link: string,
  base: string = CLICKBANK_HOP_BASE,
): { affiliate: string | null; vendor: string; tid: string | null } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const expected = new URL(base);
  const encrypted = url.hostname.endsWith(`.${expected.hostname}`);
  if (url.host !== expected.host && !encrypted) return null;
  const vendor = url.searchParams.get('vendor');
  if (!vendor || !NICKNAME_PATTERN.test(vendor)) return null;
  const affiliate = url.searchParams.get('affiliate');
  return {
    affiliate: affiliate && NICKNAME_PATTERN.test(affiliate) ? affiliate.toLowerCase() : null,
    vendor: vendor.toLowerCase(),
    tid: url.searchParams.get('tid'),
  };
}
