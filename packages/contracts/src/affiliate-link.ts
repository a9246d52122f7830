/**
 * Affiliate link building (spec §9), shared by every screen that shows or copies a promolink.
 *
 * Offers store links with placeholders, in Digistore24's two promolink styles:
 *   redir: https://www.digistore24.com/redir/{PRODUCT_ID}/{AFFILIATE}/{CAMPAIGNKEY}
 *   hash:  https://vendor.example/offer#aff={AFFILIATE}&cam={CAMPAIGNKEY}
 * Placeholders may be written bare (AFFILIATE), braced ({AFFILIATE}), bracketed ([AFFILIATE]),
 * percent-wrapped (%AFFILIATE%) or URL-encoded versions of those.
 *
 * Decisions worth knowing:
 * - The segment after the product id in a redir path is the affiliate slot: it always receives the
 *   user's name, even when the stored link already carries another name, so an operator's own
 *   promolink pasted into the catalog never earns the operator every user's commission.
 *   The same goes for an existing `aff=` parameter in a hash-style link.
 * - A real campaign key (not a placeholder) is kept.
 * - Without a user name every placeholder is removed, so no "AFFILIATE" ever reaches a browser.
 * - Only the path has its duplicate slashes collapsed; the query may legitimately hold URLs.
 */

const AFFILIATE = 'AFFILIATE';
const CAMPAIGN = 'CAMPAIGNKEY';

function wrappedForms(word: string): string {
  return [
    `\\{${word}\\}`,
    `\\[${word}\\]`,
    `%${word}%`,
    `%7[Bb]${word}%7[Dd]`,
    `%5[Bb]${word}%5[Dd]`,
    `%25${word}%25`,
  ].join('|');
}

function exactPlaceholder(word: string): RegExp {
  return new RegExp(`^(?:${wrappedForms(word)}|${word})$`, 'i');
}

/** Free-standing placeholders anywhere in a string; the bare word only as a whole upper-case token. */
function loosePlaceholder(word: string): RegExp {
  return new RegExp(`(?:${wrappedForms(word)}|(?<![A-Za-z0-9_])${word}(?![A-Za-z0-9_]))`, 'g');
}

const IS_AFFILIATE = exactPlaceholder(AFFILIATE);
const IS_CAMPAIGN = exactPlaceholder(CAMPAIGN);
const ANY_AFFILIATE = loosePlaceholder(AFFILIATE);
const ANY_CAMPAIGN = loosePlaceholder(CAMPAIGN);

interface LinkParts {
  /** Scheme and authority, e.g. "https://host:8080", or "" for a relative link. */
  origin: string;
  path: string;
  /** Without the leading "?"; null when the link has no "?". */
  query: string | null;
  /** Without the leading "#"; null when the link has no "#". */
  fragment: string | null;
}

function splitLink(link: string): LinkParts {
  const hashAt = link.indexOf('#');
  const beforeHash = hashAt === -1 ? link : link.slice(0, hashAt);
  const fragment = hashAt === -1 ? null : link.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const beforeQuery = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1);
  const origin = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/]*/i.exec(beforeQuery)?.[0] ?? '';
  return { origin, path: beforeQuery.slice(origin.length), query, fragment };
}

function joinLink(parts: LinkParts): string {
  let out = parts.origin + parts.path;
  if (parts.query !== null && parts.query !== '') out += `?${parts.query}`;
  if (parts.fragment !== null && parts.fragment !== '') out += `#${parts.fragment}`;
  return out;
}

function isRedirPath(path: string): boolean {
  return /(?:^|\/)redir\/[^/]/i.test(path.replace(/\/{2,}/g, '/'));
}

/** Fills the affiliate slot of a redir path and drops a campaign-key placeholder. */
function fillRedirPath(path: string, encodedName: string): string {
  const segments = path.replace(/\/{2,}/g, '/').split('/');
  const at = segments.findIndex((s) => s.toLowerCase() === 'redir');
  const head = segments.slice(0, at + 2); // "...", "redir", product id
  const tail = segments.slice(at + 2).filter((s) => s !== '' && !IS_CAMPAIGN.test(s));
  const [slot, ...rest] = tail;
  const affiliate =
    encodedName !== '' ? encodedName : slot !== undefined && !IS_AFFILIATE.test(slot) ? slot : '';
  const cleanedRest = rest.map((s) => fillLoose(s, encodedName)).filter((s) => s !== '');
  if (affiliate === '') return head.join('/');
  return [...head, affiliate, ...cleanedRest].join('/');
}

function fillLoose(text: string, encodedName: string): string {
  return text.replace(ANY_AFFILIATE, encodedName).replace(ANY_CAMPAIGN, '');
}

interface ParamResult {
  params: string | null;
  hadAffiliate: boolean;
}

/**
 * Rewrites an "a=1&aff=AFFILIATE&cam=CAMPAIGNKEY" style string: the `aff` value becomes the name
 * (or the pair is dropped when there is none to give), campaign-key placeholders are dropped,
 * and any other placeholder value is filled.
 */
function fillParams(params: string | null, encodedName: string): ParamResult {
  if (params === null) return { params, hadAffiliate: false };
  let hadAffiliate = false;
  const kept: string[] = [];
  for (const pair of params.split('&')) {
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    const value = eq === -1 ? null : pair.slice(eq + 1);
    if (key.toLowerCase() === 'aff') {
      if (hadAffiliate) continue; // never two aff= parameters
      hadAffiliate = true;
      if (encodedName !== '') kept.push(`${key}=${encodedName}`);
      else if (value !== null && value !== '' && !IS_AFFILIATE.test(value)) kept.push(pair);
      continue;
    }
    if (value !== null && IS_CAMPAIGN.test(value)) continue;
    if (value !== null && IS_AFFILIATE.test(value)) {
      hadAffiliate = true;
      if (encodedName !== '') kept.push(`${key}=${encodedName}`);
      continue;
    }
    const filled = fillLoose(pair, encodedName);
    if (filled !== '') kept.push(filled);
  }
  return { params: kept.join('&'), hadAffiliate };
}

function fillLink(link: string, userName: string, appendWhenMissing: boolean): string {
  const encodedName = encodeURIComponent(userName.trim());
  const parts = splitLink(link.trim());
  const redir = isRedirPath(parts.path);
  const hadLoosePlaceholderInPath = new RegExp(ANY_AFFILIATE.source).test(parts.path);
  const path = redir
    ? fillRedirPath(parts.path, encodedName)
    : fillLoose(parts.path, encodedName).replace(/\/{2,}/g, '/');
  const query = fillParams(parts.query, encodedName);
  const fragment = fillParams(parts.fragment, encodedName);
  let fragmentText = fragment.params;
  const placed = redir || hadLoosePlaceholderInPath || query.hadAffiliate || fragment.hadAffiliate;
  if (!placed && appendWhenMissing && encodedName !== '') {
    fragmentText = fragmentText ? `${fragmentText}&aff=${encodedName}` : `aff=${encodedName}`;
  }
  return joinLink({ origin: parts.origin, path, query: query.params, fragment: fragmentText });
}

type Maybe = string | null | undefined;

/** A stored link with the user's marketplace name applied; null when there is no link. */
function fillStoredLink(link: Maybe, userName: Maybe, appendWhenMissing: boolean): string | null {
  if (link == null || link.trim() === '') return null;
  return fillLink(link, userName ?? '', appendWhenMissing);
}

/**
 * The link a user opens or copies for an offer: the stored link with the user's marketplace name
 * (their affiliate ID) applied. Returns null when there is no link.
 */
export const buildAffiliateLink = (link: Maybe, userName: Maybe): string | null =>
  fillStoredLink(link, userName, true);

/**
 * Done-for-you links (spec §9): the AFFILIATE placeholder is replaced and the optional
 * &cam=CAMPAIGNKEY removed, like offers, but nothing is appended when a link has no placeholder.
 */
export const buildDfyAffiliateLink = (url: Maybe, userName: Maybe): string | null =>
  fillStoredLink(url, userName, false);

/** Which promolink style an offer uses, for the "View Offer" label (spec §2.12). */
export function affiliateLinkLabel(link: string): 'redir' | 'hash' {
  return isRedirPath(splitLink(link.trim()).path) ? 'redir' : 'hash';
}

/** The affiliate ID as shown on buttons: its first 8 characters (spec §9). */
export function truncateAffiliateId(id: string | null | undefined): string {
  return Array.from(id ?? '')
    .slice(0, 8)
    .join('');
}
