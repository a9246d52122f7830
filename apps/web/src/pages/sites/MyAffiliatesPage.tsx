import { type ClonedSite, clonedSiteListSchema, deleteClonedSiteResponseSchema } from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Eye, Pencil, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Card, EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { api } from '../../lib/api.ts';
import { shareUrlOf } from './site-api.ts';
import { useCopyTick } from './use-copy-tick.ts';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §2.17: the user's cloned sites with Preview, Copy URL and Delete. */
export function MyAffiliatesPage() {
  const queryClient = useQueryClient();
  const sites = useQuery({
    queryKey: ['cloned-sites'],
    queryFn: () => api('/cloned-sites', { schema: clonedSiteListSchema }),
  });
  const { copied, copy } = useCopyTick<string>();

  useEffect(() => {
    if (sites.isError) toast.error('Failed to fetch cloned sites');
  }, [sites.isError]);

  const remove = useMutation({
    mutationFn: (id: string) =>
      api(`/cloned-sites/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: deleteClonedSiteResponseSchema,
      }),
    onSuccess: () => {
      toast.success('Site deleted successfully');
      void queryClient.invalidateQueries({ queryKey: ['cloned-sites'] });
    },
    onError: () => toast.error('Failed to delete site'),
  });

  async function onCopy(site: ClonedSite) {
    if (await copy(shareUrlOf(site), site.id)) toast.success('URL copied to clipboard');
    else toast.error('Failed to copy URL');
  }

  function onDelete(site: ClonedSite) {
    if (!window.confirm('Are you sure you want to delete this cloned site?')) return;
    remove.mutate(site.id);
  }

  const actions = {
    copiedId: copied,
    deletingId: remove.isPending ? remove.variables : undefined,
    onCopy,
    onDelete,
  };

  return (
    <div>
      <PageHeader title="My Affiliates" subtitle="Your cloned and published affiliate sites." />
      {sites.isPending ? (
        <PageLoading text="Loading cloned sites..." />
      ) : sites.isError ? (
        <EmptyState title="Failed to fetch cloned sites" />
      ) : sites.data.length === 0 ? (
        <EmptyState title="No cloned sites found">
          <Link to="/instant-site-cloner" className="font-semibold text-brand-600 hover:text-brand-700">
            Clone your first site
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Cloned sites">
            {sites.data.map((site) => (
              <li
                key={site.id}
                data-testid="cloned-site-row"
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <div className="flex items-start justify-between gap-3">
                  <a
                    href={site.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="min-w-0 font-medium break-all text-brand-700 hover:underline"
                  >
                    {site.link}
                  </a>
                  <StatusBadge site={site} />
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  Created {DATE.format(new Date(site.created_at))}
                </p>
                <div className="mt-3 flex flex-wrap gap-1">
                  <SiteActions site={site} {...actions} />
                </div>
              </li>
            ))}
          </ul>
          <Card className="hidden overflow-hidden !p-0 md:block">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Link
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Created At
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {sites.data.map((site) => (
                    <tr key={site.id} data-testid="cloned-site-row">
                      <td className="max-w-xs px-4 py-3">
                        <a
                          href={site.link}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="block truncate font-medium text-brand-700 hover:underline"
                          title={site.link}
                        >
                          {site.link}
                        </a>
                        {site.publicUrl ? (
                          <span className="mt-0.5 block truncate text-xs text-slate-500">
                            Live: {site.publicUrl}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                        {DATE.format(new Date(site.created_at))}
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge site={site} />
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">
                          <SiteActions site={site} {...actions} />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}

const ACTION =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

function StatusBadge({ site }: { site: ClonedSite }) {
  const cloned = Boolean(site.file_location);
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${cloned ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
    >
      {cloned ? 'Cloned' : 'Pending'}
    </span>
  );
}

function SiteActions({
  site,
  copiedId,
  deletingId,
  onCopy,
  onDelete,
}: {
  site: ClonedSite;
  copiedId: string | null;
  deletingId: string | undefined;
  onCopy(site: ClonedSite): void;
  onDelete(site: ClonedSite): void;
}) {
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
