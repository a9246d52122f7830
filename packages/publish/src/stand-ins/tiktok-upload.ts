import { findAccount } from './accounts.ts';
import { type Ctx, countBody, looksLikeMp4 } from './core.ts';
import { STAND_IN_LIMITS } from './limits.ts';

/** One TikTok upload session (publish_id), as the stand-in keeps it in state.json. */
export interface Session {
  account: string;
  session: string | null;
  mode: 'direct' | 'inbox';
  caption: string;
  privacy: string | null;
  /** Direct posts: post_info's interaction and commercial-content toggles. */
  choices?: Record<string, boolean>;
  size: number;
  chunkSize: number;
  total: number;
  received: number;
  mp4: boolean | null;
  status: string;
  failReason?: string;
  polls: number;
  postId?: string;
}

/** PUT upload_url with Content-Range: chunks in order, of the announced size; re-sent chunks are accepted. */
export async function upload(ctx: Ctx): Promise<void> {
  const id = ctx.url.searchParams.get('upload_id') ?? '';
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(ctx.req.headers['content-range'] ?? ''));
  const s = ctx.store.state.sessions.get(id) as unknown as Session | undefined;
  if (!s) return void ctx.res.writeHead(404).end();
  // Counted, never held (only its length and first bytes matter), and no longer than the file.
  const body = await countBody(ctx.req, Math.min(s.size, STAND_IN_LIMITS.uploadBytes));
  if (!m || Number(m[3]) !== s.size)
    return void ctx.res.writeHead(400).end('Content-Range is missing or wrong');
  const first = Number(m[1]);
  const last = Number(m[2]);
  if (last - first + 1 !== body.length)
    return void ctx.res.writeHead(400).end('Content-Range does not match the body length');
  const index = Math.round(first / s.chunkSize);
  const expectedEnd = index === s.total - 1 ? s.size : first + s.chunkSize;
  if (first !== index * s.chunkSize || last + 1 !== expectedEnd)
    return void ctx.res.writeHead(400).end('Chunk boundaries differ from the announced chunk_size');
  if (first > s.received) return void ctx.res.writeHead(416).end('Chunks must be uploaded in order');
  if (ctx.store.takeFailure('upload') === 'server_error') return void ctx.res.writeHead(503).end('try again');
  if (first === 0) s.mp4 = looksLikeMp4(body.head);
  s.received = Math.max(s.received, last + 1);
  if (s.received === s.size && s.status === 'PROCESSING_UPLOAD') finish(ctx, id, s);
  ctx.store.save();
  ctx.res.writeHead(s.received === s.size ? 201 : 206).end();
}

/** The whole file is in: decide the outcome and record the post once (keyed by publish_id). */
function finish(ctx: Ctx, id: string, s: Session): void {
  if (!s.mp4 || ctx.store.takeFailure('process') === 'reject') {
    s.status = 'FAILED';
    s.failReason = s.mp4 ? 'video_pull_failed' : 'file_format_check_failed';
    return;
  }
  s.status = s.mode === 'inbox' ? 'SEND_TO_USER_INBOX' : 'PUBLISH_COMPLETE';
  s.postId = String(
    7_000_000_000_000_000_000n + BigInt(Date.now()) * 1000n + BigInt(Math.floor(Math.random() * 1000)),
  );
  const handle = findAccount('tiktok', s.account)?.handle ?? s.account;
  ctx.store.recordPost({
    key: id,
    id: s.postId,
    account: s.account,
    session: s.session,
    caption: s.caption,
    title: null,
    privacy: s.privacy,
    ...(s.choices ? { choices: s.choices } : {}),
    mode: s.mode,
    bytes: s.size,
    url: `${ctx.base}/@${handle}/video/${s.postId}`,
    createdAt: new Date().toISOString(),
  });
}
