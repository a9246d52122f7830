import { z } from 'zod';

/**
 * Text that arrives from clients. Postgres `text` refuses the NUL character (error 22021), and the
 * other C0 controls and DEL have no business in names, addresses or prose, so every request-side
 * string is checked here and a bad one answers 400 instead of reaching the database.
 * Tab, line feed and carriage return stay allowed: people paste multi-line text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
export const NUL_CHARACTER_MESSAGE = 'must not contain NUL characters';

/** True when `value` holds NUL, another C0 control character other than \t \n \r, or DEL. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * A request-side text field: z.string() that refuses NUL and the other control characters (except
 * tab, newline and carriage return). Chain the usual checks after it: `safeText().trim().max(120)`.
 */
export function safeText(params?: StringParams) {
  return z
    .string(params)
    .refine((v) => !hasControlCharacters(v), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });
}

/**
 * A field that carries a whole HTML page (saved sites). Cloned pages are the vendor's bytes and may
 * legitimately hold stray control characters, so only NUL, which Postgres and storage metadata
 * choke on and which no browser renders, is refused.
 */
export function htmlText(params?: StringParams) {
  return z
    .string(params)
    .refine((v) => !v.includes('\u0000'), { message: NUL_CHARACTER_MESSAGE, abort: true });
}

/** Keeps the deep walk itself cheap: a value with more parts than this is refused outright. */
export const MAX_JSON_VALUES = 100_000;
export const TOO_MANY_VALUES_MESSAGE = `must hold at most ${MAX_JSON_VALUES.toLocaleString('en-US')} values`;

export type ControlCharacterFinding = { path: (string | number)[]; message: string };

/**
 * Where a JSON-like value holds a control character in any string or object key (the path of the
 * first one found), or null when it holds none. Iterative, so a deeply nested value cannot overflow
 * the stack, and bounded by MAX_JSON_VALUES.
 */
export function findControlCharacters(value: unknown): ControlCharacterFinding | null {
  type Entry = { value: unknown; key: string | number | null; parent: Entry | null };
  const pathOf = (entry: Entry | null): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let e = entry; e !== null && e.key !== null; e = e.parent) path.push(e.key);
    return path.reverse();
  };
  const pending: Entry[] = [{ value, key: null, parent: null }];
  let seen = 0;
  while (pending.length > 0) {
    const entry = pending.pop() as Entry;
    seen += 1;
    if (seen > MAX_JSON_VALUES) return { path: [], message: TOO_MANY_VALUES_MESSAGE };
    const current = entry.value;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return { path: pathOf(entry), message: CONTROL_CHARACTERS_MESSAGE };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        pending.push({ value: current[i], key: i, parent: entry });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacters(key)) {
          return { path: pathOf(entry), message: `keys ${CONTROL_CHARACTERS_MESSAGE}` };
        }
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return null;
}

/**
 * Adds the deep check to a free-form JSON field (a record, unknown, or an object whose strings are
 * not each built with safeText): every string and every key anywhere inside is checked.
 */
export function withoutControlCharacters<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const found = findControlCharacters(value);
    if (found) ctx.addIssue({ code: 'custom', path: found.path, message: found.message, input: value });
  });
}
