import {
  armLabel,
  type CampaignDto,
  type CampaignItemState,
  otherCurrenciesNote,
  POST_PLATFORM_NAMES,
  type WhatWorksDimension,
} from '@adreel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { money } from '../../components/performance/period.ts';
import { WhatWorks } from '../../components/performance/WhatWorks.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card, EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { AutopilotPanel } from './AutopilotPanel.tsx';
import { useCampaignQuery, useLaunchCampaignMutation, useUpdateCampaignMutation } from './api.ts';
import { describeCounts, ItemCard } from './ItemCard.tsx';
import { LookFields } from './LookFields.tsx';
import { MakeMoreButton } from './MakeMoreButton.tsx';
import { describeRhythm } from './rhythm.ts';
import { SteerControls, SteerNotice } from './SteerControls.tsx';

const STATE_HEADINGS: Record<CampaignDto['state'], string> = {
  draft: 'Review, then render',
  running: 'Running',
  paused: 'Paused',
  cancelled: 'Cancelled',
  done: 'Done',
};

/** What works' winning hook variant, when it is one of this campaign's items: make more like it. */
function makeMoreOf(campaign: CampaignDto, dimension: WhatWorksDimension, videoId: string) {
  if (dimension !== 'variant' || campaign.state === 'cancelled') return null;
  const item = campaign.items.find((i) => i.videoId === videoId);
  return item ? (
    <MakeMoreButton campaignId={campaign.id} itemId={item.id} label={armLabel(item.position)} />
  ) : null;
}

function Figures({ campaign }: { campaign: CampaignDto }) {
  const f = campaign.figures;
  const cells: [string, string][] = [
    ['Clicks', String(f.clicks)],
    ['Sales', String(f.sales)],
    ['Earnings', money(f.earnings, campaign.currency)],
  ];
  return (
    <>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Clicks and earnings of this campaign">
        {cells.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-xl bg-slate-50 p-2 sm:p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="truncate text-lg font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {campaign.otherCurrencies.length > 0 ? (
        <p className="mt-1 text-xs text-slate-500">{otherCurrenciesNote(campaign.otherCurrencies)}</p>
      ) : null}
    </>
  );
}

/** /campaigns/:id — the review grid, "render", and every item's progress, posts and figures. */
export function CampaignPage() {
  const { id = '' } = useParams();
  const campaign = useCampaignQuery(id);
  const [launchError, setLaunchError] = useState<string | null>(null);
  const update = useUpdateCampaignMutation(id, {
    onError: (e) => toast.error(errorMessage(e, 'Could not change the campaign')),
  });
  const launch = useLaunchCampaignMutation(id, {
    onMutate: () => setLaunchError(null),
    onSuccess: () => toast.success('Rendering started. Posts are scheduled as each video finishes.'),
    onError: (e) => {
      // A quota refusal stays on the page, not only in a toast.
      const message = errorMessage(e, 'Could not start the renders');
      setLaunchError(message);
      toast.error(message);
    },
  });
  if (campaign.isPending) return <PageLoading />;
  if (campaign.isError) {
    return (
      <EmptyState title={errorMessage(campaign.error, 'Could not load the campaign')}>
        <Link className="text-brand-700 underline" to="/campaigns">
          All campaigns
        </Link>
      </EmptyState>
    );
  }
  const c = campaign.data;
  const counts: Partial<Record<CampaignItemState, number>> = {};
  for (const i of c.items) counts[i.state] = (counts[i.state] ?? 0) + 1;
  const ready = counts.ready ?? 0;
  return (
    <div className="mx-auto min-w-0 max-w-6xl break-words">
      <PageHeader
        title={c.name}
        subtitle={`${describeRhythm(c.rhythm)} · ${c.channels.map((ch) => `${POST_PLATFORM_NAMES[ch.platform]} ${ch.name}`).join(', ') || 'no channel'}`}
        actions={
          <>
            {c.state === 'draft' || c.state === 'running' ? (
              <Button
                onClick={() => launch.mutate()}
                busy={launch.isPending}
                busyText="Starting…"
                disabled={ready === 0}
              >
                {ready > 0 ? `Render ${ready} video${ready === 1 ? '' : 's'}` : 'Render'}
              </Button>
            ) : null}
            <SteerControls campaign={c} />
          </>
        }
      />
      <div className="mb-5 grid gap-4 lg:grid-cols-2">
        <Card>
          <p className="mb-2 text-sm font-semibold text-slate-800">Look and voice for all</p>
          <LookFields
            value={c.settings}
            inherit="Default"
            disabled={update.isPending}
            onChange={(settings) => update.mutate({ settings })}
          />
        </Card>
        <Card>
          <p className="mb-2 text-sm font-semibold text-slate-800">{STATE_HEADINGS[c.state]}</p>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {describeCounts(counts)}
          </p>
          <Figures campaign={c} />
        </Card>
      </div>
      <SteerNotice campaign={c} />
      {c.autopilot ? <AutopilotPanel campaign={c} /> : null}
      {launchError ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {launchError}
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Campaign items">
        {c.items.map((item) => (
          <ItemCard key={item.id} campaignId={c.id} item={item} currency={c.currency} />
        ))}
      </ul>
      <div className="mt-5">
        <WhatWorks campaignId={c.id} winnerAction={(dimension, armId) => makeMoreOf(c, dimension, armId)} />
      </div>
    </div>
  );
}
