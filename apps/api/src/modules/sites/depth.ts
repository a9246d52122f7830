import { MAX_SITE_HTML_DEPTH, SITE_TOO_DEEP_MESSAGE } from '@adreel/contracts';
import { htmlNestsDeeperThan } from '@adreel/sites';
import { Invalid } from '../../domain-errors.ts';

/**
 * Refuses (400) a page nested deeper than MAX_SITE_HTML_DEPTH, before anything parses or serializes
 * it: on save, and again for pages stored before the limit existed.
 */
export function assertPageDepth(html: string): void {
  if (htmlNestsDeeperThan(html, MAX_SITE_HTML_DEPTH)) throw new Invalid(SITE_TOO_DEEP_MESSAGE);
}

/** The serializer's stack overflow: what a page too deep for the depth scan to foresee ends in. */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/** Runs work that parses and serializes a page; a stack overflow becomes the same 400 as the scan's. */
export function withinPageDepth<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (isStackOverflow(error)) throw new Invalid(SITE_TOO_DEEP_MESSAGE);
    throw error;
  }
}
