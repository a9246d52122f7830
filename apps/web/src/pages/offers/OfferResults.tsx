import type { Offer, OffersResponse } from '@adreel/contracts';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { OfferCard } from './OfferCard.tsx';

export interface OfferResultsProps {
  result: OffersResponse;
  userName: string | null;
  /** True while the next page loads and the previous one is still shown. */
  stale: boolean;
  onCopy(link: string, offer: Offer): void;
  onPageChange(page: number): void;
  selectedIds: readonly string[];
  /** False once the campaign holds as many offers as it may. */
  canSelectMore: boolean;
  onToggleSelect(offer: Offer): void;
}

/** One page of the catalog: how many offers there are, the cards, and the pagination. */
export function OfferResults({
  result,
  userName,
  stale,
  onCopy,
  onPageChange,
  selectedIds,
  canSelectMore,
  onToggleSelect,
}: OfferResultsProps) {
  const { pagination } = result;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-slate-800">
          {pagination.totalItems} {pagination.totalItems === 1 ? 'offer' : 'offers'} found
        </p>
        <p className="text-sm text-slate-500" aria-live="polite">
          Page {pagination.currentPage} of {pagination.totalPages}
        </p>
      </div>
      <div className={`grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 ${stale ? 'opacity-60' : ''}`}>
        {result.data.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            userName={userName}
            onCopy={onCopy}
            selected={selectedIds.includes(offer.id)}
            selectable={canSelectMore}
            onToggleSelect={onToggleSelect}
          />
        ))}
      </div>
      <Pagination
        className="mt-8"
        currentPage={pagination.currentPage}
        totalPages={pagination.totalPages}
        onPageChange={onPageChange}
        disabled={stale}
      />
    </>
  );
}
