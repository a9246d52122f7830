import { type CampaignRhythm, parseCalendarDate } from '@adreel/contracts';

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "9:00, 18:00" or "9 18:30" → ["09:00", "18:00"], sorted, each once; words that are no time are left out. */
export function parseTimes(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.split(/[\s,;]+/)) {
    const m = /^(\d{1,2})(?::(\d{2}))?$/.exec(word.trim());
    if (!m) continue;
    const h = Number(m[1]);
    const min = Number(m[2] ?? '0');
    if (h > 23 || min > 59) continue;
    out.add(`${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`);
  }
  return [...out].sort();
}

/** One product address per line (blank lines and surrounding spaces dropped). */
export function parseUrls(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** "2 per day at 09:00 and 18:00 from Mon 30 Nov, Mon–Fri (Europe/Berlin)". */
export function describeRhythm(r: CampaignRhythm): string {
  const times =
    r.times.length > 1 ? `${r.times.slice(0, -1).join(', ')} and ${r.times.at(-1)}` : (r.times[0] ?? '');
  const start = parseCalendarDate(r.startDate);
  const from =
    start === null
      ? r.startDate
      : new Intl.DateTimeFormat('en-GB', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        }).format(new Date(start));
  const days =
    r.weekdays.length === 0 || r.weekdays.length === 7
      ? ''
      : `, ${[...r.weekdays]
          .sort((a, b) => a - b)
          .map((d) => WEEKDAY_NAMES[d])
          .join(' ')} only`;
  return `${r.times.length} per day at ${times} from ${from}${days} (${r.timeZone})`;
}

/** Today as YYYY-MM-DD in the browser's zone (the rhythm's default first day). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
