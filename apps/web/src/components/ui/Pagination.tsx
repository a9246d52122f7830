import { type PageItem, pageWindow } from '@adreel/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Which page numbers to show; the offers window by default (at most 5, first and last kept). */
  pages?: (current: number, totalPages: number) => PageItem[];
  disabled?: boolean;
  className?: string;
}

const BASE =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Previous / numbered pages with ellipses / Next. Only pages 1..totalPages can be asked for;
 * nothing renders for a single page.
 */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  pages = pageWindow,
  disabled = false,
  className = '',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (page: number) => {
    if (page >= 1 && page <= totalPages && page !== currentPage) onPageChange(page);
  };
  return (
    <nav aria-label="Pagination" className={`flex items-center justify-center gap-1 sm:gap-2 ${className}`}>
      <button
        type="button"
        aria-label="Previous page"
        className={`${BASE} bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50`}
        disabled={disabled || currentPage <= 1}
        onClick={() => go(currentPage - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">Previous</span>
      </button>
      <ul className="flex items-center gap-1 sm:gap-2">
        {pages(currentPage, totalPages).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
                className={`${BASE} ${
                  item === currentPage
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        aria-label="Next page"
        className={`${BASE} bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50`}
        disabled={disabled || currentPage >= totalPages}
        onClick={() => go(currentPage + 1)}
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
