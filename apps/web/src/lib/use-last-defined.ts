import { useRef } from 'react';

/**
 * The value, or while it is undefined the last defined one: a failed query has no data of its own,
 * and the last good answer stays on screen instead of an empty page.
 */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const last = useRef(value);
  if (value !== undefined) last.current = value;
  return last.current;
}
