/**
 * A campaign's posting rhythm ("2 per day at 9:00 and 18:00 from Monday") turned into instants. Times
 * are wall-clock times in the user's time zone, so 09:00 stays 09:00 across a daylight-saving change;
 * the offsets come from Intl, no time-zone table of our own.
 */
export interface PostingRhythm {
  /** Wall-clock times "HH:MM", 24-hour. */
  times: readonly string[];
  /** Days that get posts, 0 = Sunday … 6 = Saturday; absent or empty means every day. */
  weekdays?: readonly number[] | null;
}

const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone (an IANA name such as "Europe/Berlin", or "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at one instant, in ms (Berlin in summer: +7_200_000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time in the zone names. A time skipped by a spring-forward change moves
 * forward by the gap (02:30 → 03:30); a time that happens twice at a fall-back change is the first.
 */
export function zonedInstant(wallMs: number, timeZone: string): number {
  const before = zoneOffsetMs(wallMs - DAY_MS, timeZone);
  const after = zoneOffsetMs(wallMs + DAY_MS, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => wallMs - offset)
    .filter((t) => wallMs - zoneOffsetMs(t, timeZone) === t)
    .sort((a, b) => a - b);
  return valid[0] ?? wallMs - before;
}

/** "HH:MM" → minutes after midnight, or null. */
export function parseClockTime(value: string): number | null {
  const m = TIME.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** "YYYY-MM-DD" → midnight UTC of that calendar date, or null for a date that does not exist. */
export function parseCalendarDate(value: string): number | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : null;
}

/**
 * The first `count` posting instants of the rhythm: from `startDate` (a calendar date in the zone) on,
 * on the chosen weekdays, at each time of the day in order, skipping any before `notBefore`.
 */
export function planSchedule(
  rhythm: PostingRhythm,
  count: number,
  startDate: string,
  timeZone: string,
  notBefore?: Date,
): Date[] {
  const start = parseCalendarDate(startDate);
  if (start === null) throw new Error(`Not a calendar date: ${startDate}`);
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone: ${timeZone}`);
  const minutes = [...new Set(rhythm.times.map(parseClockTime))]
    .filter((m): m is number => m !== null)
    .sort((a, b) => a - b);
  if (minutes.length === 0) throw new Error('A rhythm needs at least one time of day');
  const days = new Set(rhythm.weekdays?.length ? rhythm.weekdays : [0, 1, 2, 3, 4, 5, 6]);
  const floor = notBefore?.getTime() ?? Number.NEGATIVE_INFINITY;
  const out: Date[] = [];
  // Each week holds at least one slot, so this many days always suffice (plus the days before notBefore).
  const lastDay = Math.max(0, Math.ceil((floor - start) / DAY_MS)) + (count + 1) * 7;
  for (let day = 0; out.length < count && day <= lastDay; day++) {
    const midnight = start + day * DAY_MS;
    if (!days.has(new Date(midnight).getUTCDay())) continue;
    for (const m of minutes) {
      const at = zonedInstant(midnight + m * 60_000, timeZone);
      if (at < floor) continue;
      out.push(new Date(at));
      if (out.length === count) break;
    }
  }
  return out;
}

/**
 * The rhythm's first slot at or after `notBefore` that no earlier post of the campaign took: items are
 * placed as their videos finish, each in the next free slot, so a late render never posts in the past
 * and two items never share a slot.
 */
export function nextFreeSlot(
  rhythm: PostingRhythm & { startDate: string; timeZone: string },
  taken: ReadonlySet<number>,
  notBefore: Date,
): Date {
  const slots = planSchedule(rhythm, taken.size + 1, rhythm.startDate, rhythm.timeZone, notBefore);
  const free = slots.find((s) => !taken.has(s.getTime()));
  // taken.size + 1 slots always leave one free.
  return free ?? (slots[slots.length - 1] as Date);
}
