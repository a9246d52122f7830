import type { MyVideo, VideoAffiliateMissing } from '@adreel/contracts';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SandboxLinkTag } from '../../components/ui/DemoBadge.tsx';
import { CopyTextButton } from '../../components/video/CopyTextButton.tsx';
import { useIsDemo } from '../../lib/demo-mode.ts';

const LABEL = 'Affiliate (Money-Making) Link';

const MISSING: Record<VideoAffiliateMissing, ReactNode> = {
  not_connected: (
    <>
      No affiliate link yet — connect your Digistore24 account on the{' '}
      <Link to="/offers" className="font-semibold text-brand-700 underline hover:text-brand-800">
        Offers page
      </Link>
      .
    </>
  ),
  not_from_offer:
    'This video was made from a product link, not a marketplace offer, so it has no affiliate link.',
  offer_without_link: 'The marketplace offer this video was made from has no affiliate link.',
};

/**
 * The user's own affiliate link for the offer a video was made from — never the pasted product URL —
 * or, when there is none, why not (spec §2.9's "Affiliate (Money-Making) Link").
 */
export function AffiliateLinkField({
  video,
  className = '',
}: {
  video: Pick<MyVideo, 'affiliate_link' | 'affiliate_link_missing' | 'tracked_link'>;
  className?: string;
}) {
  const sandbox = useIsDemo('marketplace');
  if (video.affiliate_link) {
    return (
      <div className={`flex flex-wrap items-center gap-2 ${className}`}>
        <a
          href={video.affiliate_link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
        >
          {LABEL}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        </a>
        {sandbox ? <SandboxLinkTag /> : null}
      </div>
    );
  }
  return (
    <div className={className} data-testid="affiliate-link-missing">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{LABEL}</p>
      <p className="text-sm text-slate-600">{MISSING[video.affiliate_link_missing ?? 'not_from_offer']}</p>
      {video.tracked_link ? (
        <div className="mt-2">
          <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Tracked link (to the product page)
          </p>
          <div className="flex items-center gap-2">
            <span
              className="min-w-0 flex-1 truncate text-sm text-slate-700"
              title={video.tracked_link}
              data-testid="video-tracked-link"
            >
              {video.tracked_link}
            </span>
            <CopyTextButton
              label="Copy tracked link"
              text={video.tracked_link}
              confirmation="Tracked link copied to clipboard"
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
