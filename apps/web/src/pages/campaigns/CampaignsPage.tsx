import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCampaignsQuery } from './api.ts';
import { DigestCard } from './DigestCard.tsx';
import { describeCounts } from './ItemCard.tsx';

const newLink =
  'inline-flex items-center gap-2 rounded-lg bg-gradient-to-r from-brand-600 to-accent-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm';

/** /campaigns — the user's campaigns and how far each has come. */
export function CampaignsPage() {
  const campaigns = useCampaignsQuery();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Campaigns"
        subtitle="Many offers at once: a script and a video for each, posted on your rhythm."
        actions={
          <Link to="/campaigns/new" className={newLink}>
            <Plus aria-hidden="true" className="h-4 w-4" /> New campaign
          </Link>
        }
      />
      <DigestCard />
      {campaigns.isPending ? (
        <PageLoading />
      ) : campaigns.isError ? (
        <EmptyState title={errorMessage(campaigns.error, 'Could not load your campaigns')} />
      ) : campaigns.data.campaigns.length === 0 ? (
        <EmptyState title="No campaign yet">
          <Link to="/campaigns/new" className={newLink}>
            Start your first campaign
          </Link>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {campaigns.data.campaigns.map((c) => (
            <li key={c.id}>
              <Link
                to={`/campaigns/${c.id}`}
                className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="font-semibold text-slate-900">{c.name}</span>
                <span className="text-sm text-slate-600">
                  {c.items} items · {describeCounts(c.counts)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
