import { z } from 'zod';

/** The pagination block of list responses (spec §3 "Offers response"). */
export const paginationSchema = z.object({
  currentPage: z.number().int().min(1),
  itemsPerPage: z.number().int().min(1),
  totalItems: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export interface PageSlice extends Pagination {
  /** Rows to skip for this page. */
  offset: number;
}

function atLeast(min: number, n: number): number {
  return Number.isFinite(n) ? Math.max(min, Math.floor(n)) : min;
}

/**
 * The page arithmetic for a list of `total` items.
 *
 * totalPages is ceil(total / perPage), so it is 0 for an empty list (the UI shows its empty state
 * instead of "Page 1 of 0"). currentPage echoes the requested page even past the end, so a stale
 * link answers an empty page with the true totals rather than silently showing another page.
 * Inputs are floored and bounded below (page ≥ 1, perPage ≥ 1, total ≥ 0).
 */
export function paginate(total: number, page: number, perPage: number): PageSlice {
  const totalItems = atLeast(0, total);
  const itemsPerPage = atLeast(1, perPage);
  const currentPage = atLeast(1, page);
  return {
    currentPage,
    itemsPerPage,
    totalItems,
    totalPages: Math.ceil(totalItems / itemsPerPage),
    offset: (currentPage - 1) * itemsPerPage,
  };
}

export type PageItem = number | 'ellipsis';

function withEllipses(pages: number[]): PageItem[] {
  const out: PageItem[] = [];
  let previous: number | undefined;
  for (const page of pages) {
    if (previous !== undefined && page - previous > 1) out.push('ellipsis');
    out.push(page);
    previous = page;
  }
  return out;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/**
 * The numbered buttons of the offers pagination (spec §9): at most `max` page numbers, always the
 * first and the last, the rest a run centred on the current page, with an ellipsis for each gap.
 * `max` below 3 is treated as 3 (first, current, last). Empty for zero pages.
 */
export function pageWindow(current: number, totalPages: number, max = 5): PageItem[] {
  const total = atLeast(0, totalPages);
  if (total === 0) return [];
  const limit = atLeast(3, max);
  if (total <= limit) return Array.from({ length: total }, (_, i) => i + 1);
  const page = clamp(Math.floor(current), 1, total);
  const inner = limit - 2;
  const start = clamp(page - Math.floor((inner - 1) / 2), 2, total - inner);
  const run = Array.from({ length: inner }, (_, i) => start + i);
  return withEllipses([1, ...run, total]);
}

/**
 * The compact pagination used outside the offers page (spec §9 "Elsewhere"): first, last, and the
 * current page ±1, with an ellipsis for each gap. Empty for zero pages.
 */
export function compactPageWindow(current: number, totalPages: number): PageItem[] {
  const total = atLeast(0, totalPages);
  if (total === 0) return [];
  const page = clamp(Math.floor(current), 1, total);
  const pages = new Set([1, page - 1, page, page + 1, total].filter((p) => p >= 1 && p <= total));
  return withEllipses([...pages].sort((a, b) => a - b));
}
