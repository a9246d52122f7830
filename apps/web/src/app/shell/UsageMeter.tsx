import { type MeterLevel, meterLevel, type UsageMeter as Usage } from '@adreel/contracts';
import { Gauge } from 'lucide-react';
import { useUsageMeterQuery } from '../../queries/notifications.ts';
import { ShellPopover } from './ShellPopover.tsx';

const MB = 1024 * 1024;
/** Megabytes for people: "0.4", "12.5", "2048". */
const mb = (bytes: number) => {
  const v = Math.max(0, bytes) / MB;
  return String(v >= 100 ? Math.round(v) : Math.round(v * 10) / 10);
};

interface Meter {
  label: string;
  used: number;
  limit: number;
  /** "5 / 50", "12.5 / 2048 MB". */
  text: string;
  hint: string;
}

export function metersOf(u: Usage): Meter[] {
  return [
    {
      label: 'Renders today',
      used: u.rendersToday,
      limit: u.dailyRenderLimit,
      text: `${u.rendersToday} / ${u.dailyRenderLimit}`,
      hint: 'Videos started in the last 24 hours.',
    },
    {
      label: 'Storage',
      used: u.storageBytes,
      limit: u.storageLimitBytes,
      text: `${mb(u.storageBytes)} / ${mb(u.storageLimitBytes)} MB`,
      hint: 'Videos, uploads and saved sites.',
    },
    {
      label: 'Scheduled posts',
      used: u.scheduledPosts,
      limit: u.scheduledPostLimit,
      text: `${u.scheduledPosts} / ${u.scheduledPostLimit}`,
      hint: 'Posts waiting to go out.',
    },
  ];
}

const BAR: Record<MeterLevel, string> = { ok: 'bg-emerald-500', near: 'bg-amber-500', full: 'bg-red-600' };
const TEXT: Record<MeterLevel, string> = {
  ok: 'text-slate-600',
  near: 'text-amber-700',
  full: 'text-red-700',
};
const WORDS: Record<MeterLevel, string> = { ok: '', near: ' (almost full)', full: ' (full)' };
const ORDER: MeterLevel[] = ['ok', 'near', 'full'];

function MeterRow({ meter }: { meter: Meter }) {
  const level = meterLevel(meter.used, meter.limit);
  const pct = meter.limit > 0 ? Math.min(100, (meter.used / meter.limit) * 100) : 100;
  return (
    <li data-testid="usage-meter-row" data-level={level}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-900">{meter.label}</span>
        <span className={`tabular-nums ${TEXT[level]}`}>
          {meter.text}
          {WORDS[level]}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={meter.label}
        aria-valuemin={0}
        aria-valuemax={meter.limit}
        aria-valuenow={Math.min(meter.used, meter.limit)}
        aria-valuetext={`${meter.text}${WORDS[level]}`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${BAR[level]}`} style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-0.5 text-xs text-slate-500">{meter.hint}</p>
    </li>
  );
}

/**
 * The shell's usage meter: renders today against the daily cap on the button (its colour the fullest
 * meter's: amber from 80 %, red when full), and every meter in its panel.
 */
export function UsageMeter() {
  const usage = useUsageMeterQuery();
  if (!usage.data) return null;
  const meters = metersOf(usage.data);
  const worst = meters
    .map((m) => meterLevel(m.used, m.limit))
    .reduce((a, b) => (ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a), 'ok' as MeterLevel);
  const dot = { ok: 'text-indigo-100', near: 'text-amber-300', full: 'text-red-300' }[worst];
  return (
    <ShellPopover
      label="Usage"
      buttonData={{ 'data-level': worst }}
      buttonClassName={`flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-xs font-medium hover:bg-white/10 ${dot}`}
      button={
        <>
          <Gauge aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="sr-only sm:not-sr-only">Renders </span>
          <span className="tabular-nums">
            {usage.data.rendersToday}/{usage.data.dailyRenderLimit}
          </span>
          <span className="sr-only">{worst === 'ok' ? ', usage' : `, usage${WORDS[worst]}`}</span>
        </>
      }
    >
      {() => (
        <>
          <h2 className="text-sm font-semibold text-slate-900">Your usage</h2>
          <ul className="mt-3 space-y-3">
            {meters.map((m) => (
              <MeterRow key={m.label} meter={m} />
            ))}
          </ul>
        </>
      )}
    </ShellPopover>
  );
}
