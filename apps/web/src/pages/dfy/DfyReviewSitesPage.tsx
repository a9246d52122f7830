import { DFY_MESSAGES } from '@adreel/contracts';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { useMarketplaceStatusQuery } from '../../queries/offers.ts';
import { useDfyReviewSitesQuery } from './api.ts';
import { DfyPagination } from './DfyPagination.tsx';
import { ReviewSiteCard } from './ReviewSiteCard.tsx';

/** Done-for-you review sites (spec §2.14). */
export function DfyReviewSitesPage() {
  const [page, setPage] = useState(1);
  const sites = useDfyReviewSitesQuery(page);
  const status = useMarketplaceStatusQuery();
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
          <DfyPagination className="mt-8" meta={meta} fetching={sites.isFetching} onPage={setPage} />
        </>
      )}
    </div>
  );
}
