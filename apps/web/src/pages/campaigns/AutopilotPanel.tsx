import type { AutopilotArmDto, AutopilotSettings, AutopilotView, CampaignDto } from '@adreel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useEachError } from '../../lib/use-each-error.ts';
import { AutopilotSettingsFields } from './AutopilotChoiceFields.tsx';
import { useAutopilotArmMutation, useAutopilotQuery, usePutAutopilotMutation } from './api.ts';
import { MakeMoreButton } from './MakeMoreButton.tsx';

const ARM_STATES: Record<AutopilotArmDto['state'], string> = {
  not_ready: 'Rendering',
  exploring: 'Exploring',
  in_rotation: 'In rotation',
  leading: 'Leading',
  retired: 'Retired',
  pinned: 'Pinned',
  excluded: 'Excluded',
  gone: 'Gone',
};

const VERDICT_STYLES: Record<AutopilotView['verdict']['kind'], string> = {
  waiting: 'bg-slate-50 text-slate-700',
  not_enough_data: 'bg-amber-50 text-amber-900',
  leader: 'bg-sky-50 text-sky-900',
  winner: 'bg-emerald-50 text-emerald-900',
};

/** The variants table's columns: name and whether the figures align right. */
const COLUMNS: readonly [string, boolean][] = [
  ['Variant', false],
  ['State', false],
  ['Views', true],
  ['Clicks', true],
  ['Slots', true],
  ['P(best)', true],
];

const pct = (p: number | null) => (p === null ? '—' : p.toFixed(2));

function ArmRow({
  arm,
  campaignId,
  canMakeMore,
}: {
  arm: AutopilotArmDto;
  campaignId: string;
  canMakeMore: boolean;
}) {
  const steer = useAutopilotArmMutation(campaignId, {
    onError: (e) => toast.error(errorMessage(e, 'Could not change the variant')),
  });
  const act = (action: 'pin' | 'unpin' | 'exclude' | 'include') =>
    steer.mutate({ itemId: arm.itemId, action });
  const ready = arm.state !== 'not_ready' && arm.state !== 'gone';
  return (
    <tr className="border-t border-slate-100" data-arm={arm.label} data-arm-state={arm.state}>
      <th scope="row" className="py-2 pr-3 text-left font-semibold">
        Variant {arm.label}
      </th>
      <td className="py-2 pr-3">{ARM_STATES[arm.state]}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{arm.views.toLocaleString()}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{arm.clicks.toLocaleString()}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{arm.slots}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{pct(arm.pBest)}</td>
      <td className="py-2">
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            className="!px-2 !py-1"
            disabled={!ready || steer.isPending}
            aria-label={`${arm.state === 'pinned' ? 'Unpin' : 'Pin'} variant ${arm.label}`}
            onClick={() => act(arm.state === 'pinned' ? 'unpin' : 'pin')}
          >
            {arm.state === 'pinned' ? 'Unpin' : 'Pin'}
          </Button>
          <Button
            variant="ghost"
            className="!px-2 !py-1"
            disabled={arm.state === 'gone' || steer.isPending}
            aria-label={`${arm.state === 'excluded' ? 'Include' : 'Exclude'} variant ${arm.label}`}
            onClick={() => act(arm.state === 'excluded' ? 'include' : 'exclude')}
          >
            {arm.state === 'excluded' ? 'Include' : 'Exclude'}
          </Button>
          {canMakeMore && ready ? (
            <MakeMoreButton campaignId={campaignId} itemId={arm.itemId} label={arm.label} />
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function SettingsForm({ view, campaignId }: { view: AutopilotView; campaignId: string }) {
  const [draft, setDraft] = useState<AutopilotSettings>(view.settings);
  const put = usePutAutopilotMutation(campaignId, {
    onSuccess: (v) =>
      toast.success(v.enabled ? 'Autopilot is on.' : 'Autopilot is off: slots follow the rhythm.'),
    onError: (e) => toast.error(errorMessage(e, 'Could not change autopilot')),
  });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        put.mutate({ ...draft, enabled: true });
      }}
    >
      <AutopilotSettingsFields value={draft} onChange={setDraft} disabled={put.isPending} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" busy={put.isPending} busyText="Saving…">
          {view.enabled ? 'Save autopilot settings' : 'Turn autopilot on'}
        </Button>
        {view.enabled ? (
          <Button
            variant="ghost"
            disabled={put.isPending}
            onClick={() => put.mutate({ ...draft, enabled: false })}
          >
            Turn autopilot off
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The campaign's autopilot (issue 35): what the data says (honestly "not enough data" first), every
 * variant's evidence and P(best) with pin, exclude and "Make more like this", and the decision log.
 * Numbers from demo mode's stand-in audience say so.
 */
export function AutopilotPanel({ campaign }: { campaign: CampaignDto }) {
  const query = useAutopilotQuery(campaign.id, campaign.autopilot && campaign.state === 'running');
  // Polled: each failed read says so, and one failed poll keeps the last answer on screen.
  useEachError(query, () =>
    toast.error(errorMessage(query.error, 'Could not load the autopilot'), {
      id: `autopilot-${campaign.id}`,
    }),
  );
  if (query.isPending) {
    return <Spinner className="mb-4 h-5 w-5 text-brand-600" label="Loading the autopilot..." />;
  }
  if (!query.data) {
    return (
      <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {errorMessage(query.error, 'Could not load the autopilot')}
      </p>
    );
  }
  const v = query.data;
  const leader = v.verdict.kind === 'winner' || v.verdict.kind === 'leader' ? v.verdict.label : null;
  return (
    <section aria-labelledby="autopilot-heading" className="mb-5">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="autopilot-heading" className="text-base font-bold text-slate-900">
            Autopilot {v.enabled ? 'on' : 'off'}
          </h2>
          <div className="flex flex-wrap gap-2 text-xs">
            {v.standInAudience ? (
              <span className="rounded-full bg-amber-50 px-2.5 py-1 font-semibold text-amber-900 ring-1 ring-amber-300">
                Stand-in numbers: a demo audience clicks and buys from hidden per-variant rates
              </span>
            ) : null}
            {v.fastClockSeconds ? (
              <span className="rounded-full bg-amber-50 px-2.5 py-1 font-semibold text-amber-900 ring-1 ring-amber-300">
                Fast clock (demo): a slot every {v.fastClockSeconds} s
              </span>
            ) : null}
          </div>
        </div>
        <p
          role="status"
          aria-label="Autopilot verdict"
          data-verdict={v.verdict.kind}
          className={`mt-3 rounded-lg p-3 text-sm font-medium ${VERDICT_STYLES[v.verdict.kind]}`}
        >
          {v.verdict.message}
        </p>
        <p className="mt-2 text-xs text-slate-500">
          Goal in use: {v.goalInUse === 'clicks' ? 'clicks per 1,000 views' : 'earnings per 1,000 views'}. Bot
          clicks are not counted.
        </p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm" aria-label="Variants">
            <thead>
              <tr className="text-left text-xs text-slate-500">
                {COLUMNS.map(([name, right]) => (
                  <th key={name} scope="col" className={`pb-1 pr-3 ${right ? 'text-right' : ''}`}>
                    {name}
                  </th>
                ))}
                <th scope="col" className="pb-1">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {v.arms.map((arm) => (
                <ArmRow
                  key={arm.itemId}
                  arm={arm}
                  campaignId={campaign.id}
                  canMakeMore={arm.label === leader || v.arms.length === 1}
                />
              ))}
            </tbody>
          </table>
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-slate-700">
            Autopilot settings
          </summary>
          <div className="mt-3">
            <SettingsForm view={v} campaignId={campaign.id} />
          </div>
        </details>
        <h3 className="mt-4 text-sm font-semibold text-slate-800">Decision log</h3>
        {v.decisions.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No slot decided yet.</p>
        ) : (
          <ol aria-label="Decision log" className="mt-1 max-h-72 overflow-y-auto text-sm">
            {v.decisions.map((d) => (
              <li
                key={d.id}
                data-decision-label={d.label ?? ''}
                data-status={d.status}
                className="border-t border-slate-100 py-1.5 text-slate-700"
              >
                {d.message}
                {d.status === 'decided' ? (
                  <span className="text-slate-500"> · placing its posts…</span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}
