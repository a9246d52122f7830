import { applyAffiliateLink } from './affiliate.ts';
import { injectBanner, removeBanner, renderCountdownBanner } from './banner.ts';
import { setHeadline } from './headline.ts';

export interface PublishOptions {
  affiliateLink: string | null;
  headline?: string | null;
  banner: { expiresAt: Date; spotsLeft: number } | null;
  pageUrl: string;
  extraLinks?: string[];
  /** The moment the banner's static countdown text is computed for. */
  now?: Date;
}

/** A cloned page made into the user's money site: affiliate links, their headline, the countdown bar. */
export function publishSite(html: string, opts: PublishOptions): string {
  let out = html;
  if (opts.affiliateLink) {
    out = applyAffiliateLink(out, {
      affiliateLink: opts.affiliateLink,
      pageUrl: opts.pageUrl,
      ...(opts.extraLinks ? { extraLinks: opts.extraLinks } : {}),
    }).html;
  }
  if (opts.headline?.trim()) out = setHeadline(out, opts.headline.trim());
  if (!opts.banner) return removeBanner(out);
  const banner = renderCountdownBanner({
    expiresAt: opts.banner.expiresAt,
    spotsLeft: opts.banner.spotsLeft,
    ...(opts.affiliateLink ? { affiliateLink: opts.affiliateLink } : {}),
    ...(opts.now ? { now: opts.now } : {}),
  });
  return injectBanner(out, banner);
}
