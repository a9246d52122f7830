import {
  buildDfyAffiliateLink,
  buildShareLinks,
  clonedSiteSchema,
  compactPageWindow,
  DFY_MESSAGES,
  type DfyItem,
  dfyCloneSiteResponseSchema,
} from '@adreel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BadgeCheck, Copy, Globe, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/Card.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { copyText } from '../../components/video/media-actions.ts';
import { api } from '../../lib/api.ts';
import { fetchStatus, marketplaceKeys } from '../offers/marketplace.ts';
import { CommentaryBlock } from './CommentaryBlock.tsx';
import { dfyKeys, fetchDfyReviewSites, shortDate } from './dfy-api.ts';

const PLACEHOLDER_THUMB = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800"><rect width="1280" height="800" fill="#eef2ff"/><rect x="80" y="80" width="1120" height="70" rx="12" fill="#c7d2fe"/><rect x="80" y="200" width="700" height="40" rx="10" fill="#c7d2fe"/><rect x="80" y="270" width="560" height="40" rx="10" fill="#e0e7ff"/><rect x="80" y="380" width="1120" height="340" rx="16" fill="#e0e7ff"/><text x="640" y="570" font-family="sans-serif" font-size="40" fill="#6366f1" text-anchor="middle">Preparing preview…</text></svg>',
)}`;

const NETWORKS = [
  { id: 'facebook', label: 'Facebook', className: 'bg-[#1877f2] hover:bg-[#166fe0]' },
  { id: 'twitter', label: 'Twitter', className: 'bg-slate-900 hover:bg-slate-800' },
  { id: 'linkedin', label: 'LinkedIn', className: 'bg-[#0a66c2] hover:bg-[#0958a8]' },
] as const;

/** Done-for-you review sites (spec §2.14). */
export function DfyReviewSitesPage() {
  const [page, setPage] = useState(1);
  const sites = useQuery({
    queryKey: dfyKeys.sites(page),
    queryFn: () => fetchDfyReviewSites(page),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((s) => !s.thumbnail_url) ? 10_000 : false),
  });
  const status = useQuery({ queryKey: marketplaceKeys.status, queryFn: fetchStatus, retry: false });
  const userName = status.data?.connected ? status.data.digistore_user_name : null;

  useEffect(() => {
    if (sites.isError) toast.error(DFY_MESSAGES.fetchSitesFailed);
  }, [sites.isError]);

  const data = sites.data?.data ?? [];
  const meta = sites.data?.meta ?? { page, lastPage: 1, total: 0 };

  return (
    <div>
      <div className="mb-5 flex flex-wrap items-center gap-2 text-sm">
        {userName ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1.5 font-semibold text-emerald-800 ring-1 ring-emerald-200">
            <BadgeCheck aria-hidden="true" className="h-4 w-4" /> Affiliate ID: {userName}
          </span>
        ) : (
          <span className="rounded-full bg-amber-50 px-3 py-1.5 text-amber-800 ring-1 ring-amber-200">
            Affiliate ID: not connected.{' '}
            <Link to="/offers" className="font-semibold underline">
              Connect on the Offers page
            </Link>
          </span>
        )}
      </div>
      {sites.isLoading ? (
        <PageLoading text="Loading review sites..." />
      ) : data.length === 0 ? (
        <EmptyState title={sites.isError ? DFY_MESSAGES.fetchSitesFailed : DFY_MESSAGES.noSites} />
      ) : (
        <>
          <ul aria-label="Done-for-you review sites" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {data.map((site) => (
              <ReviewSiteCard key={site.id} site={site} userName={userName} />
            ))}
          </ul>
          <Pagination
            className="mt-8"
            currentPage={meta.page}
            totalPages={meta.lastPage}
            pages={compactPageWindow}
            disabled={sites.isFetching}
            onPageChange={(p) => {
              setPage(p);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </div>
  );
}

function ReviewSiteCard({ site, userName }: { site: DfyItem; userName: string | null | undefined }) {
  const navigate = useNavigate();
  const [cloning, setCloning] = useState(false);
  const link = buildDfyAffiliateLink(site.url, userName) ?? '';
  const commentary = site.script.content.commentary;
  const shares = buildShareLinks({ url: link, commentary });

  async function clone() {
    setCloning(true);
    try {
      const copy = await api(`/dfy/review-sites/${site.id}/clone`, {
        method: 'POST',
        schema: dfyCloneSiteResponseSchema,
      });
      const created = await api('/cloned-sites', {
        method: 'POST',
        body: { link: copy.link, fileLocation: copy.fileLocation },
        schema: clonedSiteSchema,
      });
      navigate(`/site-editor/${created.id}`);
    } catch {
      toast.error('Failed to clone site.');
      setCloning(false);
    }
  }

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <img
        src={site.thumbnail_url ?? PLACEHOLDER_THUMB}
        alt={`Screenshot of the ${site.product_name} review site`}
        onError={(e) => {
          e.currentTarget.src = PLACEHOLDER_THUMB;
        }}
        className="aspect-[16/10] w-full border-b border-slate-200 bg-slate-100 object-cover object-top"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <time dateTime={site.created_at} className="text-xs text-slate-500">
            {shortDate(site.created_at)}
          </time>
          <h3 className="text-base font-semibold text-slate-900">{site.product_name}</h3>
        </div>
        <div className="flex flex-wrap gap-2">
          {NETWORKS.map((n) => (
            <button
              key={n.id}
              type="button"
              aria-label={`Share on ${n.label}`}
              onClick={() => window.open(shares[n.id], '_blank', 'noopener,noreferrer,width=600,height=600')}
              className={`rounded-lg px-3 py-1.5 text-xs font-semibold text-white ${n.className}`}
            >
              {n.label}
            </button>
          ))}
        </div>
        {userName ? (
          <Button
            variant="secondary"
            icon={<Copy aria-hidden="true" className="h-4 w-4" />}
            onClick={() => void copyText(link, 'URL copied to clipboard')}
          >
            Copy Affiliate Link
          </Button>
        ) : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800">
            Connect your marketplace account on the{' '}
            <Link to="/offers" className="font-semibold underline">
              Offers page
            </Link>{' '}
            to get your affiliate link.
          </p>
        )}
        <Button
          busy={cloning}
          busyText="Cloning..."
          disabled={!site.site_url}
          title={site.site_url ? undefined : 'This site is still being prepared'}
          onClick={() => void clone()}
          icon={
            userName ? (
              <Link2 aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Globe aria-hidden="true" className="h-4 w-4" />
            )
          }
        >
          {userName ? 'Clone and Apply Affiliate Link' : 'Clone Site'}
        </Button>
        <CommentaryBlock commentary={commentary} productName={site.product_name} />
      </div>
    </li>
  );
}
