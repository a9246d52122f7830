import { affiliateLinkLabel, buildAffiliateLink, type Offer, truncateAffiliateId } from '@adreel/contracts';
import DOMPurify from 'dompurify';
import { Clapperboard, Copy, ExternalLink, ImageOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, offerImageSrc } from '../../components/offers/marketplace.ts';
import { SandboxLinkNote } from '../../components/ui/DemoBadge.tsx';

export interface OfferCardProps {
  offer: Offer;
  /** The user's marketplace name (affiliate ID) applied to the links. */
  userName: string | null;
  onCopy(link: string, offer: Offer): void;
  /** Picked for a campaign from several offers. */
  selected: boolean;
  /** False when the campaign is full and this offer is not in it. */
  selectable: boolean;
  onToggleSelect(offer: Offer): void;
}

/** The create page, started from this offer's promolink: the script is written from its catalog entry. */
export function makeVideoHref(link: string): string {
  return `/dashboard?${new URLSearchParams({ url: link, start: '1' })}`;
}

export function OfferCard({ offer, userName, onCopy, selected, selectable, onToggleSelect }: OfferCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const src = offerImageSrc(offer.imageUrl);
  const link = buildAffiliateLink(offer.affiliateLink, userName);
  // Offer HTML comes from a third party: only ever rendered through DOMPurify.
  const description = useMemo(
    () =>
      DOMPurify.sanitize(offer.description, {
        FORBID_TAGS: ['style', 'form', 'img'],
        FORBID_ATTR: ['style'],
      }),
    [offer.description],
  );

  return (
    <article
      aria-label={offer.name}
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 transition hover:shadow-md ${selected ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`}
    >
      <div className="relative aspect-[16/9] bg-slate-100">
        {src && !imageFailed ? (
          <img
            src={src}
            alt={offer.name}
            loading="lazy"
            onError={() => setImageFailed(true)}
            className="h-full w-full object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={`${offer.name}: no image`}
            className="flex h-full w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-slate-100 text-slate-600"
          >
            <ImageOff aria-hidden="true" className="h-8 w-8" />
            <span className="text-xs font-medium">No image</span>
          </div>
        )}
        {offer.category ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-700 shadow-sm">
            {offer.category}
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <p
          className={`text-xs font-semibold tracking-wide uppercase ${offer.commission ? 'text-emerald-700' : 'text-slate-500'}`}
        >
          {offer.commission ? `Commission: ${offer.commission}` : 'Commission not specified'}
        </p>
        <h3 className="mt-1 text-lg leading-snug font-bold text-slate-900">{offer.name}</h3>
        <label className="mt-2 inline-flex w-fit items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={selected}
            disabled={!selected && !selectable}
            onChange={() => onToggleSelect(offer)}
            aria-label={`Pick ${offer.name} for a campaign`}
          />
          Pick for a campaign
        </label>
        <div
          className="offer-description mt-2 line-clamp-4 text-sm text-slate-600 [&_a]:text-brand-600 [&_a]:underline [&_li]:ml-4 [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: description }}
        />

        <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          <div>
            <dt className="text-xs text-slate-500">Net Earnings/Sale</dt>
            <dd className="font-bold text-emerald-700">
              {offer.netEarnings === null ? 'N/A' : formatMoney(offer.netEarnings, offer.currency)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Product Price</dt>
            <dd className="font-bold text-slate-900">
              {offer.price === null ? 'Price not available' : formatMoney(offer.price, offer.currency)}
            </dd>
          </div>
        </dl>

        <div className="mt-auto flex flex-col gap-2 pt-4">
          {link ? (
            <>
              <SandboxLinkNote />
              <Link
                to={makeVideoHref(link)}
                aria-label={`Make video: ${offer.name}`}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Clapperboard aria-hidden="true" className="h-4 w-4" />
                Make video
              </Link>
              <button
                type="button"
                onClick={() => onCopy(link, offer)}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-gradient-to-r from-brand-600 to-accent-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:opacity-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Copy aria-hidden="true" className="h-4 w-4" />
                Copy Affiliate Link
                {userName ? (
                  <span className="rounded bg-white/20 px-1.5 py-0.5 font-mono text-xs">
                    {truncateAffiliateId(userName)}
                  </span>
                ) : null}
              </button>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                View Offer
                {/* Which link format it is (spec: the label shows it), in words rather than its URL part. */}
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                  {affiliateLinkLabel(link) === 'redir' ? 'promolink' : 'sales page'}
                </span>
              </a>
            </>
          ) : (
            <p className="rounded-lg bg-slate-50 px-4 py-2.5 text-center text-sm text-slate-500 ring-1 ring-slate-200">
              Affiliate link not available
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
