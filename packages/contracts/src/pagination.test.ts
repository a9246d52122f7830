import { describe, expect, it } from 'vitest';
import { compactPageWindow, type PageItem, pageWindow, paginate } from './pagination.ts';

const E = 'ellipsis' as const;

describe('paginate', () => {
  it.each([
    // total, page, perPage → currentPage, itemsPerPage, totalItems, totalPages, offset
    [0, 1, 30, [1, 30, 0, 0, 0]],
    [1, 1, 30, [1, 30, 1, 1, 0]],
    [30, 1, 30, [1, 30, 30, 1, 0]],
    [31, 2, 30, [2, 30, 31, 2, 30]],
    [84, 3, 30, [3, 30, 84, 3, 60]],
    [84, 9, 30, [9, 30, 84, 3, 240]],
    [10, 0, 5, [1, 5, 10, 2, 0]],
    [10, -3, 0, [1, 1, 10, 10, 0]],
    [10, 2.7, 4.9, [2, 4, 10, 3, 4]],
    [-5, 1, 10, [1, 10, 0, 0, 0]],
    [Number.NaN, Number.NaN, Number.NaN, [1, 1, 0, 0, 0]],
  ])(
    'paginate(%s, %s, %s)',
    (total, page, perPage, [currentPage, itemsPerPage, totalItems, totalPages, offset]) => {
      expect(paginate(total, page, perPage)).toEqual({
        currentPage,
        itemsPerPage,
        totalItems,
        totalPages,
        offset,
      });
    },
  );
});

describe('pageWindow', () => {
  it.each<[number, number, PageItem[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, E, 10]],
    [2, 10, [1, 2, 3, 4, E, 10]],
    [3, 10, [1, 2, 3, 4, E, 10]],
    [4, 10, [1, E, 3, 4, 5, E, 10]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [8, 10, [1, E, 7, 8, 9, 10]],
    [10, 10, [1, E, 7, 8, 9, 10]],
    [1, 6, [1, 2, 3, 4, E, 6]],
    [0, 10, [1, 2, 3, 4, E, 10]],
    [99, 10, [1, E, 7, 8, 9, 10]],
  ])('current %s of %s', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('never shows more than max numbers and always the first and last', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageWindow(current, total);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(numbers).toContain(current);
      }
    }
  });

  it('honours a different max, never below 3', () => {
    expect(pageWindow(10, 20, 7)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
    expect(pageWindow(10, 20, 1)).toEqual([1, E, 10, E, 20]);
  });
});

describe('compactPageWindow', () => {
  it.each<[number, number, PageItem[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 10, [1, 2, E, 10]],
    [2, 10, [1, 2, 3, E, 10]],
    [3, 10, [1, 2, 3, 4, E, 10]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [9, 10, [1, E, 8, 9, 10]],
    [10, 10, [1, E, 9, 10]],
    [42, 10, [1, E, 9, 10]],
  ])('current %s of %s', (current, total, expected) => {
    expect(compactPageWindow(current, total)).toEqual(expected);
  });
});
