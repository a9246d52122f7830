import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { reasonOf } from '../../components/offers/marketplace.ts';
import { useOffersQuery } from './api.ts';
import { filtersFromParams, NO_FILTERS, type OfferFilterState, paramsFromFilters } from './offer-filters.ts';

function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The catalog page named by ?page= under the search, filters and sort in the address (so a reload
 * keeps them): loads it once the account is connected, keeps the address within 1..totalPages, and
 * moves between pages (the first page has no ?page=); a new filter starts again at page 1.
 */
export function usePagedOffers({ enabled }: { enabled: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const filters = filtersFromParams(params);
  const offers = useOffersQuery(page, filters, { enabled });

  useEffect(() => {
    if (!offers.isError) return;
    const reason = reasonOf(offers.error);
    toast.error(reason ? `Failed to load offers: ${reason}` : 'Failed to load offers', { id: 'ds-offers' });
  }, [offers.isError, offers.error]);

  // Only pages 1..totalPages exist: a stale ?page= past the end goes to the last page.
  const totalPages = offers.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages)
      setParams((now) => paramsFromFilters(filtersFromParams(now), totalPages), { replace: true });
  }, [page, totalPages, setParams]);

  function goToPage(next: number) {
    if (next < 1 || (totalPages > 0 && next > totalPages)) return;
    setParams(paramsFromFilters(filters, next));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  /** Typing in the search replaces the address entry instead of adding one per letter. */
  function setFilters(next: OfferFilterState, opts: { replace?: boolean } = {}) {
    setParams(paramsFromFilters(next), { replace: opts.replace ?? false });
  }

  const clearPage = () => setParams({}, { replace: true });
  const clearFilters = () => setFilters({ ...NO_FILTERS, marketplace: filters.marketplace });

  return { offers, filters, goToPage, setFilters, clearFilters, clearPage };
}
