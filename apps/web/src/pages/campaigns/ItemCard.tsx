import {
  type CampaignItemDto,
  type CampaignItemState,
  POST_PLATFORM_NAMES,
  type ScriptContent,
} from '@adreel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { money } from '../../components/performance/period.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextArea } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { shortDateTime } from '../../lib/dates.ts';
import { useDropItemMutation, useRetryItemMutation, useUpdateItemMutation } from './api.ts';
import { LookFields } from './LookFields.tsx';

export const STATE_LABELS: Record<CampaignItemState, string> = {
  writing: 'Writing',
  ready: 'Ready for review',
  rendering: 'Rendering',
  scheduled: 'Scheduled',
  posted: 'Posted',
  failed: 'Failed',
  dropped: 'Dropped',
  cancelled: 'Cancelled',
};

/** "2 ready for review · 1 failed". */
export const describeCounts = (counts: Partial<Record<CampaignItemState, number>>) =>
  Object.entries(counts)
    .map(([s, n]) => `${n} ${STATE_LABELS[s as CampaignItemState].toLowerCase()}`)
    .join(' · ');

const STATE_COLOURS: Record<CampaignItemState, string> = {
  writing: 'bg-sky-100 text-sky-800',
  ready: 'bg-amber-100 text-amber-900',
  rendering: 'bg-indigo-100 text-indigo-800',
  scheduled: 'bg-emerald-100 text-emerald-800',
  posted: 'bg-emerald-600 text-white',
  failed: 'bg-red-100 text-red-800',
  dropped: 'bg-slate-100 text-slate-500',
  cancelled: 'bg-slate-200 text-slate-700',
};

const when = shortDateTime;

function ScriptEditor(props: { content: ScriptContent; busy: boolean; onSave: (c: ScriptContent) => void }) {
  const [lines, setLines] = useState(props.content.reelScript.scenes.map((s) => s.audio.voiceover));
  const save = () => {
    const next = structuredClone(props.content);
    next.reelScript.scenes.forEach((s, i) => {
      s.audio.voiceover = lines[i] ?? s.audio.voiceover;
    });
    props.onSave(next);
  };
  return (
    <div className="flex flex-col gap-2">
      {lines.map((line, i) => (
        <TextArea
          key={i}
          label={`Scene ${i + 1}`}
          rows={2}
          value={line}
          onChange={(e) => setLines((ls) => ls.map((l, j) => (j === i ? e.target.value : l)))}
        />
      ))}
      <Button variant="secondary" onClick={save} busy={props.busy} busyText="Saving…">
        Save script
      </Button>
    </div>
  );
}

/** One offer of the review grid: its state and reason, its script and look while reviewable, its posts. */
export function ItemCard({
  campaignId,
  item,
  currency = null,
}: {
  campaignId: string;
  item: CampaignItemDto;
  /** The campaign's currency of sales and earnings. */
  currency?: string | null;
}) {
  const [editing, setEditing] = useState(false);
  const onError = (fallback: string) => (e: Error) => toast.error(errorMessage(e, fallback));
  const update = useUpdateItemMutation(campaignId, {
    onSuccess: () => setEditing(false),
    onError: onError('Could not save the item'),
  });
  const drop = useDropItemMutation(campaignId, { onError: onError('Could not drop the item') });
  const retry = useRetryItemMutation(campaignId, { onError: onError('Could not retry the item') });
  const reviewable = item.state === 'ready';
  const droppable =
    item.state === 'ready' || item.state === 'writing' || (item.state === 'failed' && !item.videoId);
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-state={item.state}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold text-slate-900">{item.label}</h3>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_COLOURS[item.state]}`}
        >
          {STATE_LABELS[item.state]}
        </span>
      </div>
      <p className={`text-sm ${item.state === 'failed' ? 'text-red-800' : 'text-slate-600'}`}>
        {item.message}
      </p>
      {item.state === 'writing' || item.state === 'rendering' ? (
        <div
          role="progressbar"
          aria-label={`${item.label} progress`}
          aria-valuenow={item.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${item.progress}%` }} />
        </div>
      ) : null}
      {reviewable && item.content ? (
        editing ? (
          <ScriptEditor
            content={item.content}
            busy={update.isPending}
            onSave={(content) => update.mutate({ itemId: item.id, body: { content } })}
          />
        ) : (
          <div className="text-sm text-slate-700">
            <p className="line-clamp-3">
              {item.content.reelScript.scenes.map((s) => s.audio.voiceover).join(' ')}
            </p>
            <Button
              variant="ghost"
              className="mt-1 px-2 py-1"
              aria-label={`Edit the script of ${item.label}`}
              onClick={() => setEditing(true)}
            >
              Edit script
            </Button>
          </div>
        )
      ) : null}
      {reviewable ? (
        <LookFields
          value={item.settings ?? {}}
          inherit="As the campaign"
          onChange={(settings) =>
            update.mutate({
              itemId: item.id,
              body: { settings: Object.keys(settings).length ? settings : null },
            })
          }
          disabled={update.isPending}
        />
      ) : null}
      {item.posts.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {item.posts.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-1">
              <span>
                {POST_PLATFORM_NAMES[p.platform]} · {p.channelName}
              </span>
              <span className="text-slate-600">
                {p.platformUrl ? (
                  <a
                    className="text-brand-700 underline"
                    href={p.platformUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {p.status}
                  </a>
                ) : (
                  p.status
                )}{' '}
                · {when(p.scheduledAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {item.figures.clicks > 0 || item.figures.sales > 0 ? (
        <p className="text-xs text-slate-600">
          {item.figures.clicks} clicks · {item.figures.sales} sales · {money(item.figures.earnings, currency)}{' '}
          earned
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {item.videoId ? (
          <Link className="text-sm text-brand-700 underline" to={`/video/${item.videoId}`}>
            Open video
          </Link>
        ) : null}
        {item.retryable ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            busy={retry.isPending}
            aria-label={`Retry ${item.label}`}
            onClick={() => retry.mutate(item.id)}
          >
            Retry
          </Button>
        ) : null}
        {droppable ? (
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            busy={drop.isPending}
            aria-label={`Drop ${item.label}`}
            onClick={() => drop.mutate(item.id)}
          >
            Drop
          </Button>
        ) : null}
      </div>
    </li>
  );
}
