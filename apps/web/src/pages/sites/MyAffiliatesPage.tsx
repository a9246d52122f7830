import type { ClonedSite } from '@adreel/contracts';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { useCopyTick } from '../../lib/use-copy-tick.ts';
import { useClonedSitesQuery, useDeleteClonedSiteMutation } from './api.ts';
import { ClonedSiteCards } from './ClonedSiteCards.tsx';
import { ClonedSitesTable } from './ClonedSitesTable.tsx';
import type { SiteActionHandlers } from './SiteActions.tsx';

/** The address My Affiliates copies: the public one once published, else the preview page. */
function shareUrlOf(site: Pick<ClonedSite, 'id' | 'publicUrl'>): string {
  return site.publicUrl ?? `${window.location.origin}/preview/${site.id}`;
}

/** Spec §2.17: the user's cloned sites with Preview, Copy URL and Delete. */
export function MyAffiliatesPage() {
  const sites = useClonedSitesQuery();
  const { copied, copy } = useCopyTick<string>();

  useEffect(() => {
    if (sites.isError) toast.error('Failed to fetch cloned sites');
  }, [sites.isError]);

  const remove = useDeleteClonedSiteMutation({
    onSuccess: () => toast.success('Site deleted successfully'),
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

  const actions: SiteActionHandlers = {
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
          <ClonedSiteCards sites={sites.data} actions={actions} />
          <ClonedSitesTable sites={sites.data} actions={actions} />
        </>
      )}
    </div>
  );
}
