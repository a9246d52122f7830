import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * Points in time and calendar days as requests carry them (issue 31 item 6). Years lie within
 * 1900–9999: Postgres refuses year 0000 (a 500 before these bounds), and nothing a user schedules or
 * reports on lies outside them. A fraction of a second holds at most nine digits (nanoseconds): more
 * say nothing and only cost parsing.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 9999;
export const MAX_SECOND_FRACTION_DIGITS = 9;
/** "2026-01-31T09:30:00.123456789+05:30": the longest date-time with nine fraction digits. */
const DATE_TIME_MAX_LENGTH = 35;
const TOO_FINE = new RegExp(`[.,]\\d{${MAX_SECOND_FRACTION_DIGITS + 1}}`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const yearWithin = (v: string) => {
  const year = Number(v.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
};
const yearsMessage = `Pick a year from ${EARLIEST_YEAR} to ${LATEST_YEAR}`;

/** An ISO 8601 date-time with seconds and a zone (Z or ±hh:mm), e.g. 2026-01-31T09:30:00Z. */
export function isoDateTime(message = 'Pick a valid date and time') {
  const tooFine = `${message}: at most ${MAX_SECOND_FRACTION_DIGITS} digits after the seconds`;
  return z.iso
    .datetime({ offset: true, message, abort: true })
    .max(DATE_TIME_MAX_LENGTH, { message: tooFine, abort: true })
    .refine((v) => !TOO_FINE.test(v), { message: tooFine, abort: true })
    .refine(yearWithin, { message: yearsMessage });
}

/** "YYYY-MM-DD" that exists (Date.parse rolls 2026-02-30 over to March; Postgres refuses it). */
function isRealDay(v: string): boolean {
  if (!DAY.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
}

/** A calendar day "YYYY-MM-DD" that exists, in the years above; `label` names it in messages. */
export function calendarDay(label: string) {
  return safeText()
    .regex(DAY, { message: `${label} must be a date like 2026-01-31`, abort: true })
    .refine(isRealDay, { message: `${label} is not a real date`, abort: true })
    .refine(yearWithin, { message: `${label}: ${yearsMessage.toLowerCase()}` });
}
