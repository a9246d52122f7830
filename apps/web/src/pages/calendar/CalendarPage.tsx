import { POST_PLATFORM_NAMES, type PostDto } from '@adreel/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { PostRow } from '../../components/posts/PostRow.tsx';
import {
  addDays,
  monthGrid,
  sameDay,
  startOfDay,
  startOfWeek,
  userTimeZone,
} from '../../components/posts/when.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useChannelsQuery } from '../../queries/channels.ts';
import { usePostsQuery, useUpdatePostMutation } from '../../queries/posts.ts';
import { MonthGrid, WeekGrid } from './CalendarGrid.tsx';

type View = 'week' | 'month';

/** A filter: everything, or one of `options` ([value, name]). */
function FilterSelect(props: {
  label: string;
  all: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <select
      aria-label={props.label}
      className={`${inputClass} w-auto py-1.5`}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value="">{props.all}</option>
      {props.options.map(([id, name]) => (
        <option key={id} value={id}>
          {name}
        </option>
      ))}
    </select>
  );
}

/** The period a view shows around `anchor`: the week, or the whole weeks covering the month. */
function periodOf(view: View, anchor: Date) {
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return {
      from,
      to: addDays(from, 7),
      days: Array.from({ length: 7 }, (_, i) => addDays(from, i)),
      weeks: [],
    };
  }
  const weeks = monthGrid(anchor);
  const first = weeks[0]?.[0] ?? startOfDay(anchor);
  const last = weeks.at(-1)?.[6] ?? first;
  return { from: first, to: addDays(last, 1), days: weeks.flat(), weeks };
}

/**
 * Calendar (issue 24): scheduled and published posts per channel, a week or a month at a time. A
 * scheduled post is dragged to another slot to move it, or moved with "Move to…" from its details.
 * Phones get a list by day instead of the grid.
 */
export function CalendarPage() {
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(() => startOfDay(new Date()));
  const [channelId, setChannelId] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const period = useMemo(() => periodOf(view, anchor), [view, anchor]);
  const query = {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    ...(channelId ? { channelId } : {}),
    ...(campaignId ? { campaignId } : {}),
  };
  const posts = usePostsQuery(query);
  const channels = useChannelsQuery();
  const list = (posts.data?.posts ?? []).filter((p) => p.status !== 'cancelled');
  const campaigns = [
    ...new Map(
      list.flatMap((p) => (p.campaignId ? [[p.campaignId, p.campaignName ?? 'Campaign']] : [])),
    ).entries(),
  ];
  const update = useUpdatePostMutation({
    onSuccess: () => toast.success('Post moved'),
    onError: (e) => toast.error(errorMessage(e, 'Could not move the post')),
  });
  const move = (post: PostDto, at: Date) => {
    if (at.getTime() === Date.parse(post.scheduledAt)) return;
    update.mutate({ id: post.id, body: { scheduledAt: at.toISOString() } });
  };
  const step = (n: number) =>
    setAnchor((a) => (view === 'week' ? addDays(a, 7 * n) : new Date(a.getFullYear(), a.getMonth() + n, 1)));
  const title =
    view === 'week'
      ? `${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(period.from)} – ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(addDays(period.to, -1))}`
      : new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(anchor);
  const opened = list.find((p) => p.id === open) ?? null;
  const grid = { posts: list, onOpen: (p: PostDto) => setOpen(p.id), onMove: move };

  return (
    <div className="space-y-4">
      <PageHeader
        title="Calendar"
        subtitle={`Your scheduled and published posts, in your time zone (${userTimeZone()}).`}
      />
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="inline-flex rounded-lg ring-1 ring-slate-300">
            <legend className="sr-only">View</legend>
            {(['week', 'month'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={`px-3 py-1.5 text-sm font-medium capitalize first:rounded-l-lg last:rounded-r-lg ${view === v ? 'bg-brand-600 text-white' : 'text-slate-700'}`}
              >
                {v}
              </button>
            ))}
          </fieldset>
          <Button variant="ghost" className="px-2 py-1.5" aria-label="Previous" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button variant="ghost" className="px-2 py-1.5" onClick={() => setAnchor(startOfDay(new Date()))}>
            Today
          </Button>
          <Button variant="ghost" className="px-2 py-1.5" aria-label="Next" onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
          <h2 className="text-base font-semibold text-slate-900" data-testid="calendar-title">
            {title}
          </h2>
          <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
            <FilterSelect
              label="Channel"
              all="All channels"
              value={channelId}
              onChange={setChannelId}
              options={(channels.data?.channels ?? []).map((c) => [
                c.id,
                `${POST_PLATFORM_NAMES[c.platform]} · ${c.accountName}`,
              ])}
            />
            <FilterSelect
              label="Campaign"
              all="All campaigns"
              value={campaignId}
              onChange={setCampaignId}
              options={campaigns}
            />
          </div>
        </div>

        <div className="hidden sm:block" data-testid="calendar-grid">
          {view === 'week' ? (
            <WeekGrid days={period.days} {...grid} />
          ) : (
            <MonthGrid weeks={period.weeks} month={anchor.getMonth()} {...grid} />
          )}
        </div>

        <div className="sm:hidden" data-testid="calendar-list">
          {list.length === 0 ? (
            <EmptyState title="No posts in this period">
              Publish a finished video from My Videos to see it here.
            </EmptyState>
          ) : (
            period.days
              .filter((d) => list.some((p) => sameDay(new Date(p.scheduledAt), d)))
              .map((d) => (
                <section key={d.toISOString()}>
                  <h3 className="mt-3 text-sm font-semibold text-slate-700">
                    {new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(d)}
                  </h3>
                  <ul className="divide-y divide-slate-100">
                    {list
                      .filter((p) => sameDay(new Date(p.scheduledAt), d))
                      .map((p) => (
                        <PostRow key={p.id} post={p} showVideo />
                      ))}
                  </ul>
                </section>
              ))
          )}
        </div>
      </Card>
      {opened ? (
        <Modal title="Post" onClose={() => setOpen(null)}>
          <ul>
            <PostRow post={opened} showVideo />
          </ul>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-600">{opened.caption}</p>
        </Modal>
      ) : null}
    </div>
  );
}
