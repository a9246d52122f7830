import { POST_PLATFORM_NAMES, type PostDto, postIsEditable } from '@adreel/contracts';
import { type DragEvent, type ReactNode, useState } from 'react';
import { postTone } from '../../components/posts/PostRow.tsx';
import { dropTime, formatTime, sameDay } from '../../components/posts/when.ts';

const DRAG_TYPE = 'application/x-adreel-post';
export const HOURS = Array.from({ length: 24 }, (_, h) => h);
const dayName = (d: Date) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric' }).format(d);
const hourName = (h: number) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).format(new Date(2000, 0, 1, h));

export interface GridProps {
  posts: PostDto[];
  onOpen: (post: PostDto) => void;
  /** A scheduled post was dropped on a slot: move it there. */
  onMove: (post: PostDto, at: Date) => void;
}

/** One post on the calendar: a button that opens it; scheduled ones can be dragged to another slot. */
function Chip({ post, onOpen }: { post: PostDto; onOpen: (p: PostDto) => void }) {
  const draggable = postIsEditable(post.status);
  return (
    <button
      type="button"
      data-testid="calendar-post"
      data-post-id={post.id}
      draggable={draggable}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, post.id);
        e.dataTransfer.setData('text/plain', post.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onOpen(post)}
      aria-label={`${POST_PLATFORM_NAMES[post.platform]} · ${post.channelName} at ${formatTime(post.scheduledAt)}, ${post.status}${draggable ? ' (drag to move)' : ''}`}
      className={`block w-full truncate rounded px-1.5 py-0.5 text-left text-[11px] leading-tight ring-1 ${postTone(post.status)} ${draggable ? 'cursor-grab' : ''}`}
    >
      {formatTime(post.scheduledAt)} {POST_PLATFORM_NAMES[post.platform]} · {post.channelName}
    </button>
  );
}

/** A slot that takes a dropped post: a day (month view) or a day's hour (week view). */
function Slot({
  day,
  hour,
  posts,
  label,
  className,
  onOpen,
  onMove,
  children,
}: GridProps & {
  day: Date;
  hour: number | null;
  label: string;
  className: string;
  children?: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const accept = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const inSlot = posts.filter((p) => {
    const at = new Date(p.scheduledAt);
    return sameDay(at, day) && (hour === null || at.getHours() === hour);
  });
  return (
    <section
      data-testid="calendar-slot"
      data-slot={`${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}${hour === null ? '' : `T${hour}`}`}
      aria-label={label}
      onDragOver={accept}
      onDragEnter={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const id = e.dataTransfer.getData(DRAG_TYPE);
        const post = posts.find((p) => p.id === id);
        if (!post) return;
        e.preventDefault();
        onMove(post, dropTime(new Date(post.scheduledAt), day, hour));
      }}
      className={`${className} ${over ? 'bg-brand-50 ring-2 ring-brand-400 ring-inset' : ''}`}
    >
      {children}
      <div className="space-y-0.5">
        {inSlot.map((p) => (
          <Chip key={p.id} post={p} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}

export function MonthGrid({ weeks, month, ...props }: GridProps & { weeks: Date[][]; month: number }) {
  const today = new Date();
  return (
    <div className="grid grid-cols-7 border-t border-l border-slate-200 text-xs">
      {weeks[0]?.map((d) => (
        <div
          key={`h${d.getDay()}`}
          className="border-r border-b border-slate-200 bg-slate-50 p-1 font-semibold text-slate-600"
        >
          {new Intl.DateTimeFormat(undefined, { weekday: 'short' }).format(d)}
        </div>
      ))}
      {weeks.flat().map((d) => (
        <Slot
          key={d.toISOString()}
          day={d}
          hour={null}
          label={new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(d)}
          className={`min-h-24 border-r border-b border-slate-200 p-1 ${d.getMonth() === month ? '' : 'bg-slate-50 text-slate-400'}`}
          {...props}
        >
          <p className={`mb-1 font-semibold ${sameDay(d, today) ? 'text-brand-700' : ''}`}>{d.getDate()}</p>
        </Slot>
      ))}
    </div>
  );
}

export function WeekGrid({ days, ...props }: GridProps & { days: Date[] }) {
  return (
    <div className="max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200">
      <div className="sticky top-0 z-10 grid grid-cols-[3rem_repeat(7,1fr)] bg-slate-50 text-xs font-semibold text-slate-600">
        <div />
        {days.map((d) => (
          <div key={d.toISOString()} className="border-l border-slate-200 p-1">
            {dayName(d)}
          </div>
        ))}
      </div>
      {HOURS.map((h) => (
        <div key={h} className="grid grid-cols-[3rem_repeat(7,1fr)] border-t border-slate-100 text-xs">
          <div className="p-1 text-right text-slate-400">{hourName(h)}</div>
          {days.map((d) => (
            <Slot
              key={d.toISOString()}
              day={d}
              hour={h}
              label={`${new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(d)}, ${hourName(h)}`}
              className="min-h-10 border-l border-slate-100 p-0.5"
              {...props}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
