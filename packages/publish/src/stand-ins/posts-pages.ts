import { DEMO_ACCOUNTS } from './accounts.ts';
import { type Ctx, esc, page, sendHtml } from './core.ts';
import type { StandInPost } from './store.ts';

/**
 * The posts this browser may see: made with a token its own consent issued, through an account it
 * allowed. Anyone else (no cookie, another browser, another AdReel user) sees none of them.
 */
export function visiblePosts(ctx: Ctx): StandInPost[] {
  const v = ctx.viewer;
  if (!v) return [];
  return ctx.store
    .posts()
    .filter((p) => p.session === v.sid && v.accounts.includes(`${ctx.platform}:${p.account}`));
}

const NOTHING_HERE =
  '<p>Posts show here only in the browser that connected a demo account to AdReel, and only what was posted through that connection.</p>';

/** The page listing what each demo account allowed in this browser "posted". */
export function postsPage(ctx: Ctx): void {
  const posts = visiblePosts(ctx);
  const allowed = DEMO_ACCOUNTS[ctx.platform].filter((a) =>
    ctx.viewer?.accounts.includes(`${ctx.platform}:${a.id}`),
  );
  const sections = allowed
    .map((a) => {
      const mine = posts.filter((p) => p.account === a.id);
      const items = mine.length
        ? mine
            .map(
              (p) =>
                `<li><a href="${esc(p.url)}">${esc(p.title ?? (p.caption.slice(0, 80) || p.id))}</a><br><small>${esc(p.createdAt)} · ${esc(p.mode)}${p.privacy ? ` · ${esc(p.privacy)}` : ''} · ${Math.round(p.bytes / 1024)} KB</small></li>`,
            )
            .join('')
        : '<li><small>Nothing posted yet.</small></li>';
      return `<h2>${esc(a.name)} <small>@${esc(a.handle)}</small></h2><ul data-account="${esc(a.id)}">${items}</ul>`;
    })
    .join('');
  sendHtml(ctx.res, 200, page(ctx.platform, 'Posted videos', sections || NOTHING_HERE));
}

export function postPage(ctx: Ctx, key: string): void {
  const post = visiblePosts(ctx).find((p) => p.id === key || p.key === key);
  if (!post) {
    sendHtml(
      ctx.res,
      404,
      page(ctx.platform, 'Not found', `${NOTHING_HERE}<p><a href="${esc(`${ctx.base}/`)}">All posts</a></p>`),
    );
    return;
  }
  const body = `<p>${esc(post.caption)}</p><p><small>Posted ${esc(post.createdAt)} to ${esc(post.account)}${post.privacy ? ` · visible to: ${esc(post.privacy)}` : ''} · ${Math.round(post.bytes / 1024)} KB</small></p><p><a href="${esc(`${ctx.base}/`)}">All posts</a></p>`;
  sendHtml(ctx.res, 200, page(ctx.platform, post.title ?? 'Posted video', body));
}
