import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { useOffersQuery } from './api.ts';
import { reasonOf } from './marketplace.ts';

function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The catalog page named by ?page=: loads it once the account is connected, keeps the address within
 * 1..totalPages, and moves between pages (the first page has no ?page=).
 */
export function usePagedOffers({ enabled }: { enabled: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const offers = useOffersQuery(page, { enabled });

  useEffect(() => {
    if (!offers.isError) return;
    const reason = reasonOf(offers.error);
    toast.error(reason ? `Failed to load offers: ${reason}` : 'Failed to load offers', { id: 'ds-offers' });
  }, [offers.isError, offers.error]);

  // Only pages 1..totalPages exist: a stale ?page= past the end goes to the last page.
  const totalPages = offers.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setParams({ page: String(totalPages) }, { replace: true });
  }, [page, totalPages, setParams]);

  function goToPage(next: number) {
    if (next < 1 || (totalPages > 0 && next > totalPages)) return;
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const clearPage = () => setParams({}, { replace: true });

  return { offers, goToPage, clearPage };
}
