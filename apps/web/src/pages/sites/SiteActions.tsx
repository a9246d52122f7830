import type { ClonedSite } from '@adreel/contracts';
import { Check, Copy, Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

const ACTION =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** Cloned once the page is saved, Pending before. */
export function ClonedSiteStatus({ site }: { site: ClonedSite }) {
  const cloned = Boolean(site.file_location);
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${cloned ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
    >
      {cloned ? 'Cloned' : 'Pending'}
    </span>
  );
}

export interface SiteActionHandlers {
  /** The site whose address was just copied (the tick shows for 2 seconds). */
  copiedId: string | null;
  deletingId: string | undefined;
  onCopy(site: ClonedSite): void;
  onDelete(site: ClonedSite): void;
}

/** Preview, Edit, Copy URL and Delete for one site. */
export function SiteActions({
  site,
  copiedId,
  deletingId,
  onCopy,
  onDelete,
}: SiteActionHandlers & { site: ClonedSite }) {
  const isCopied = copiedId === site.id;
  return (
    <>
      <a
        href={`/preview/${site.id}`}
        target="_blank"
        rel="noopener"
        className={ACTION}
        aria-label={`Preview ${site.link}`}
      >
        <Eye aria-hidden="true" className="h-4 w-4" />
        <span>Preview</span>
      </a>
      <Link to={`/site-editor/${site.id}`} className={ACTION} aria-label={`Edit ${site.link}`}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        <span>Edit</span>
      </Link>
      <button
        type="button"
        onClick={() => onCopy(site)}
        className={ACTION}
        aria-label={`Copy URL of ${site.link}`}
      >
        {isCopied ? (
          <Check aria-hidden="true" data-testid="copied-tick" className="h-4 w-4 text-emerald-600" />
        ) : (
          <Copy aria-hidden="true" className="h-4 w-4" />
        )}
        <span>{isCopied ? 'Copied' : 'Copy URL'}</span>
      </button>
      <button
        type="button"
        onClick={() => onDelete(site)}
        disabled={deletingId === site.id}
        className={`${ACTION} text-red-600 hover:bg-red-50 hover:text-red-700`}
        aria-label={`Delete ${site.link}`}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        <span>Delete</span>
      </button>
    </>
  );
}
