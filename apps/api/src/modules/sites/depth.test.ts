import { MAX_SITE_HTML_DEPTH, SITE_TOO_DEEP_MESSAGE } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { Invalid } from '../../domain-errors.ts';
import { assertPageDepth, withinPageDepth } from './depth.ts';

const nested = (levels: number) => `${'<div>'.repeat(levels)}x${'</div>'.repeat(levels)}`;
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return null;
};

describe('page depth guard', () => {
  it('lets a page at the limit through and refuses one level more as Invalid (400)', () => {
    // <html> and <body> count: a page of MAX - 2 nested divs is exactly MAX deep.
    expect(() => assertPageDepth(nested(MAX_SITE_HTML_DEPTH - 2))).not.toThrow();
    const error = refusal(() => assertPageDepth(nested(MAX_SITE_HTML_DEPTH - 1)));
    expect(error).toBeInstanceOf(Invalid);
    expect(error).toMatchObject({ message: SITE_TOO_DEEP_MESSAGE });
  });

  it('turns a stack overflow in work on a page into the same Invalid refusal, and leaves other errors alone', () => {
    const recurse = (n: number): number => (n === 0 ? 0 : 1 + recurse(n - 1));
    const error = refusal(() => withinPageDepth(() => recurse(10_000_000)));
    expect(error).toBeInstanceOf(Invalid);
    expect(error).toMatchObject({ message: SITE_TOO_DEEP_MESSAGE });
    expect(refusal(() => withinPageDepth(() => JSON.parse('{')))).toBeInstanceOf(SyntaxError);
    expect(withinPageDepth(() => 42)).toBe(42);
  });
});
