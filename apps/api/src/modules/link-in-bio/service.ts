import { HANDLE_PATTERN, normalHandle } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { pageNotFound } from '../../kernel/html-pages.ts';
import { createLru } from '../../kernel/lru.ts';
import { bioOffers, MAX_BIO_OFFERS, renderBioPage } from './bio-page.ts';

export interface BioPageDeps {
  db: Db;
  /** Pages (and unknown handles) kept this long per handle; a change of handle or post drops them sooner. */
  cache?: { size: number; ttlMs: number };
}

/** Posts read per page: enough that repeats of one offer still leave a full page of others. */
const POSTS_READ = MAX_BIO_OFFERS * 4;

// The 404 page's styles are inline attributes; no script, frame or form is allowed there either.
const NOT_FOUND_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};
const notFound = () =>
  pageNotFound(
    'Page not found',
    'Nobody uses this link-in-bio address. Check the link and try again.',
    NOT_FOUND_HEADERS,
  );

/**
 * The public link-in-bio pages, /u/{handle}. A page is built from two indexed queries and kept as
 * finished HTML, so a popular page costs what the /go/ redirect costs: one cache lookup. Unknown
 * handles are cached too (as null), so guessing addresses cannot reach Postgres on every request;
 * concurrent misses for one handle share one build.
 */
export function createBioPages(deps: BioPageDeps) {
  const { db } = deps;
  const cache = createLru<string | null>(deps.cache?.size ?? 10_000, deps.cache?.ttlMs ?? 15_000);
  const building = new Map<string, Promise<string | null>>();

  async function build(handle: string): Promise<string | null> {
    const user = await db.user.findUnique({ where: { handle }, select: { id: true } });
    if (!user) return null;
    const posts = await db.post.findMany({
      where: { userId: user.id, status: 'published', trackedLinkId: { not: null } },
      orderBy: [{ publishedAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }],
      take: POSTS_READ,
      select: {
        platform: true,
        trackedLink: { select: { code: true, targetUrl: true } },
        video: { select: { product: true } },
      },
    });
    return renderBioPage(handle, bioOffers(posts));
  }

  return {
    /** GET /u/{handle}: the page's HTML, or the 404 page for a handle nobody has (or never could). */
    async page(raw: string): Promise<string> {
      const handle = normalHandle(raw);
      if (!HANDLE_PATTERN.test(handle)) throw notFound();
      const hit = cache.get(handle);
      if (hit) {
        if (hit.value === null) throw notFound();
        return hit.value;
      }
      let pending = building.get(handle);
      if (!pending) {
        pending = build(handle).finally(() => building.delete(handle));
        building.set(handle, pending);
        const html = await pending;
        cache.set(handle, html);
      }
      const html = await pending;
      if (html === null) throw notFound();
      return html;
    },

    /** The handles' pages are built afresh on their next visit (a handle changed hands). */
    forget(handles: readonly (string | null)[]) {
      for (const h of handles) if (h) cache.delete(h);
    },

    /** A post changed (the worker published it): its owner's page is built afresh. */
    async postChanged(postId: string) {
      const post = await db.post.findUnique({
        where: { id: postId },
        select: { user: { select: { handle: true } } },
      });
      if (post?.user.handle) cache.delete(post.user.handle);
    },
  };
}
export type BioPages = ReturnType<typeof createBioPages>;
