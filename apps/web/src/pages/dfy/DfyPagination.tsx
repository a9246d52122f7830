import { compactPageWindow } from '@adreel/contracts';
import { Pagination } from '../../components/ui/Pagination.tsx';

/**
 * The done-for-you lists' page buttons: a compact window, idle while a page is fetched, and a new page
 * is read from its top (the cards fill more than a screen).
 */
export function DfyPagination({
  meta,
  fetching,
  onPage,
  className,
}: {
  meta: { page: number; lastPage: number };
  fetching: boolean;
  onPage: (page: number) => void;
  className?: string;
}) {
  return (
    <Pagination
      className={className}
      currentPage={meta.page}
      totalPages={meta.lastPage}
      pages={compactPageWindow}
      disabled={fetching}
      onPageChange={(page) => {
        onPage(page);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    />
  );
}
