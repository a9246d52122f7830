import { PLATFORM_LABELS, type Platform } from '../types.ts';
import { esc, sendHtml } from './core.ts';
import type { UploadPostCtx } from './upload-post.ts';

export const UPLOAD_POST_STAND_IN_LABEL = 'Stand-in for Upload-Post — nothing is posted for real';

function html(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · ${esc(UPLOAD_POST_STAND_IN_LABEL)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:0 auto;padding:1rem;color:#111}
.banner{background:#fff3cd;border:1px solid #e0b400;padding:.6rem .8rem;border-radius:.4rem;font-weight:600}</style></head>
<body><p class="banner" role="note">${esc(UPLOAD_POST_STAND_IN_LABEL)}</p><h1>${esc(title)}</h1>${body}</body></html>`;
}

/** The stand-in's front page: what it is; posts are reached by their own links (as AdReel shows them). */
export function requestsPage(ctx: UploadPostCtx): void {
  sendHtml(
    ctx.res,
    200,
    html(
      'Upload-Post stand-in',
      `<p>AdReel's demo sends posts here instead of Upload-Post. ${ctx.store.requests.size} upload request(s) held. Open a post from its link in AdReel.</p>`,
    ),
  );
}

/** One "published" post, at the link the status endpoint answered. */
export function postPage(ctx: UploadPostCtx, platform: Platform, postId: string) {
  const r = ctx.store.requests.values().find((x) => x.results[platform]?.postId === postId);
  const x = r?.results[platform];
  if (!r || x?.status !== 'completed')
    return sendHtml(ctx.res, 404, html('Post not found', '<p>No such post on this stand-in.</p>'));
  sendHtml(
    ctx.res,
    200,
    html(
      `${PLATFORM_LABELS[platform]} post via Upload-Post`,
      `<p>Profile <strong>${esc(r.account)}</strong> · ${r.bytes} bytes · ${esc(r.privacy ?? 'default privacy')}</p><p>${esc(r.title)}</p>`,
    ),
  );
}
