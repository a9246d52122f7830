import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * Tracked links: every affiliate link AdReel hands out goes through `{PUBLIC_URL}/go/{code}`, which
 * answers 302 to the real link with a Digistore24 campaign key naming where the link was handed out,
 * so a sale's IPN carries its source back.
 */
export const LINK_SOURCE_KINDS = ['video', 'variant', 'site', 'traffic', 'promolink', 'dfy', 'post'] as const;
export type LinkSourceKind = (typeof LINK_SOURCE_KINDS)[number];
export const linkSourceKindSchema = z.enum(LINK_SOURCE_KINDS);

/**
 * The campaign key's first letter per source kind (v_…, h_… for hook variants, s_…, t_…, p_…, d_… done-for-you,
 * o_<platform>_… for a video posted to a channel; a post's source id is `platform/channelId/postId`).
 */
export const CAMPAIGN_PREFIX: Record<LinkSourceKind, string> = {
  video: 'v',
  variant: 'h',
  site: 's',
  traffic: 't',
  promolink: 'p',
  dfy: 'd',
  post: 'o',
};

/** Link codes: base62, long enough (10 characters ≈ 59 bits) not to be guessed one by one. */
export const LINK_CODE_LENGTH = 10;
export const LINK_CODE_PATTERN = /^[0-9A-Za-z]{6,16}$/;

/**
 * Digistore24 campaign keys travel in the redir path and back in the IPN's `campaignkey`; we keep to
 * letters, digits and underscores and at most 32 characters, which every Digistore24 form accepts.
 */
export const CAMPAIGN_KEY_MAX = 32;
export const CAMPAIGN_KEY_PATTERN = /^[A-Za-z0-9_]{1,32}$/;

/** `v_<code>`, or for traffic shares `t_<target>_<code>` (the target cut so the key stays ≤ 32). */
export function campaignKeyFor(kind: LinkSourceKind, code: string, target?: string): string {
  const prefix = CAMPAIGN_PREFIX[kind];
  const room = CAMPAIGN_KEY_MAX - prefix.length - code.length - 2;
  const label = (target ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, Math.max(0, room));
  return label ? `${prefix}_${label}_${code}` : `${prefix}_${code}`;
}

/**
 * Puts a campaign key into an affiliate link, in the place its style expects: the slot after the
 * affiliate in a redir path (`/redir/{product}/{affiliate}/{campaignkey}`), else `cam=` beside an
 * existing `aff=` (fragment first, as vendor pages read it there), else `cam=` in the fragment.
 * Any campaign key the link already had is replaced. Links that are not http(s) come back unchanged.
 */
export function withCampaignKey(link: string, campaignKey: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return link;
  const key = encodeURIComponent(campaignKey);
  const segments = url.pathname.split('/');
  const at = segments.findIndex((s) => s.toLowerCase() === 'redir');
  if (at !== -1 && segments[at + 1] && segments[at + 2]) {
    url.pathname = [...segments.slice(0, at + 3), key].join('/');
    return url.toString();
  }
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (url.searchParams.has('aff') && !fragment.has('aff')) {
    url.searchParams.set('cam', campaignKey);
    return url.toString();
  }
  fragment.set('cam', campaignKey);
  url.hash = fragment.toString();
  return url.toString();
}

/** The short link shown to users. */
export function trackedLinkUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/go/${code}`;
}

/** The code of a tracked short link (`…/go/{code}`), or null when the text is not one. */
export function trackedLinkCode(text: string): string | null {
  const m = /\/go\/([0-9A-Za-z]{6,16})\/?(?:[?#].*)?$/.exec(text.trim());
  return m?.[1] ?? null;
}

/** One way to find a user's tracked link from what they pasted. */
export type LinkLookup = { code: string } | { campaignKey: string };

/**
 * What a pasted link may be, in the order to look it up: a short URL (`…/go/{code}`) is its code; a
 * bare word is a campaign key, or else a code typed without the URL (issue 33: a bare code used to be
 * read as a campaign key only, so "Link not found"). Empty when it can be neither.
 */
export function linkLookups(text: string): LinkLookup[] {
  const pasted = text.trim();
  const code = trackedLinkCode(pasted);
  if (code) return [{ code }];
  const lookups: LinkLookup[] = [];
  if (CAMPAIGN_KEY_PATTERN.test(pasted)) lookups.push({ campaignKey: pasted });
  if (LINK_CODE_PATTERN.test(pasted)) lookups.push({ code: pasted });
  return lookups;
}

/** A click id as the redirect makes it (16 random bytes, base64url) and Digistore24 sends back as `cid`. */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** GET /go/{code} params (public, outside /api). */
export const redirectParamsSchema = z.object({ code: safeText().max(64) });

/** POST /links — a tracked link for something the browser hands out itself (promolinks, traffic shares). */
export const createLinkBodySchema = z.object({
  kind: z.enum(['promolink', 'traffic']),
  /** The offer id for promolinks; the share target's id for traffic shares. */
  sourceId: safeText()
    .trim()
    .min(1, { message: 'Say where the link is shared' })
    .max(64, { message: 'The source name is too long' }),
  targetUrl: safeText()
    .trim()
    .min(1, { message: 'Please enter a URL' })
    .max(2048, { message: 'The link is too long (2048 characters at most)' })
    .refine(isHttpUrl, { message: 'Please enter a valid URL' }),
  /**
   * Append the click id (`?cid=<id>`) to a target that is not Digistore24's; Digistore24 targets
   * always get it (their S2S postback sends it back as `{cid}`). Omitted: the link keeps its setting.
   */
  appendClickId: z.boolean().optional(),
});
export type CreateLinkBody = z.infer<typeof createLinkBodySchema>;

export const trackedLinkSchema = z.object({
  code: z.string(),
  /**
   * What the user copies and shares: `{PUBLIC_URL}/go/{code}`, or for a direct link the Digistore24
   * promolink itself with its campaign key (no hop; Digistore24 counts its clicks).
   */
  url: z.string(),
  campaignKey: z.string(),
  /** Shared as the promolink itself. */
  direct: z.boolean(),
  /** Always `{PUBLIC_URL}/go/{code}`: QR codes and traffic shares use it, where a click count matters. */
  goUrl: z.string(),
  /** It may be shared direct (a Digistore24 promolink of a video, site, offer or done-for-you item). */
  canBeDirect: z.boolean(),
});
export type TrackedLinkDto = z.infer<typeof trackedLinkSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Link sources whose link may be shared directly (Digistore24's promolink help advises affiliates
 * against URL shorteners). Traffic shares keep the /go/ link, and so do QR codes (end cards), where a
 * click count matters.
 */
export const DIRECT_LINK_KINDS: readonly LinkSourceKind[] = ['video', 'variant', 'site', 'promolink', 'dfy'];

/** A Digistore24 promolink (`https://www.digistore24.com/redir/{product}/{affiliate}/…`). */
export function isDigistorePromolink(link: string): boolean {
  try {
    const url = new URL(link);
    return (
      url.protocol === 'https:' &&
      /(^|\.)digistore24\.com$/i.test(url.hostname) &&
      /^\/redir\/[^/]+\/[^/]+/i.test(url.pathname)
    );
  } catch {
    return false;
  }
}

/** May this link be shared directly? */
export const canShareDirect = (kind: LinkSourceKind, targetUrl: string) =>
  DIRECT_LINK_KINDS.includes(kind) && isDigistorePromolink(targetUrl);

/** PUT /links/{code}/direct — share this link as the promolink itself, or through /go/ again. */
export const linkCodeParamsSchema = z.object({ code: safeText().max(64) });
export const setDirectLinkBodySchema = z.object({ direct: z.boolean({ error: 'Say true or false' }) });

/** GET and PUT /links/settings — the account's default for new Digistore24 links. */
export const linkSettingsSchema = z.object({
  directDigistoreLinks: z.boolean({ error: 'Say true or false' }),
});
export type LinkSettings = z.infer<typeof linkSettingsSchema>;
