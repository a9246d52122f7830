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

/** What planning took: the slots, and how many wall-clock times were turned into instants. */
export interface PlannedSlots {
  slots: Date[];
  /** Zone look-ups made; at most (count + 3) × times a day, whatever the dates. */
  lookups: number;
}

/**
 * The first `count` posting instants of the rhythm: from `startDate` (a calendar date in the zone) on,
 * on the chosen weekdays, at each time of the day in order, skipping any before `notBefore` (a slot
 * exactly at `notBefore` counts). The walk starts at the later of the start date and the day before
 * `notBefore`'s date in the zone, and jumps from one chosen weekday to the next, so the work follows
 * `count`, never the number of days between the start date and `notBefore`.
 */
export function planSlots(
  rhythm: PostingRhythm,
  count: number,
  startDate: string,
  timeZone: string,
  notBefore?: Date,
): PlannedSlots {
  const start = parseCalendarDate(startDate);
  if (start === null) throw new Error(`Not a calendar date: ${startDate}`);
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone: ${timeZone}`);
  const minutes = [...new Set(rhythm.times.map(parseClockTime))]
    .filter((m): m is number => m !== null)
    .sort((a, b) => a - b);
  if (minutes.length === 0) throw new Error('A rhythm needs at least one time of day');
  const floor = notBefore?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (Number.isNaN(floor)) throw new Error('Not a point in time: notBefore');
  const out: Date[] = [];
  let lookups = 0;
  if (count <= 0) return { slots: out, lookups };
  const ahead = daysToNextChosen(rhythm.weekdays);
  // Every day before notBefore's date in the zone has passed; one more day back covers a zone whose
  // clocks jump across midnight.
  const floorDay = Number.isFinite(floor) ? localMidnight(floor, timeZone) - DAY_MS : start;
  let midnight = Math.max(start, floorDay);
  midnight += (ahead[(new Date(midnight).getUTCDay() + 6) % 7] ?? 1) * DAY_MS - DAY_MS;
  // Only days up to the one after notBefore's date can hold slots before it (clocks move by less than a
  // day), so at most three days walked give fewer than all their times.
  for (let day = 0; out.length < count && day < count + 3; day++) {
    for (const m of minutes) {
      const at = zonedInstant(midnight + m * 60_000, timeZone);
      lookups += 1;
      if (at < floor) continue;
      out.push(new Date(at));
      if (out.length === count) break;
    }
    midnight += (ahead[new Date(midnight).getUTCDay()] ?? 1) * DAY_MS;
  }
  return { slots: out, lookups };
}

/** The first `count` posting instants of the rhythm (see planSlots). */
export function planSchedule(
  rhythm: PostingRhythm,
  count: number,
  startDate: string,
  timeZone: string,
  notBefore?: Date,
): Date[] {
  return planSlots(rhythm, count, startDate, timeZone, notBefore).slots;
}

/** For each weekday (0 = Sunday), how many days on the next chosen weekday is (1 … 7). */
function daysToNextChosen(weekdays: readonly number[] | null | undefined): number[] {
  const chosen = new Set(weekdays?.length ? weekdays : [0, 1, 2, 3, 4, 5, 6]);
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    for (let step = 1; step <= 7; step++) if (chosen.has((day + step) % 7)) return step;
    return 1;
  });
}

/** Midnight (as a UTC-midnight wall time, like parseCalendarDate's) of the zone's date at `instant`. */
function localMidnight(instant: number, timeZone: string): number {
  const wall = instant + zoneOffsetMs(instant, timeZone);
  return Math.floor(wall / DAY_MS) * DAY_MS;
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
