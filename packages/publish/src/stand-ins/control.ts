import { timingSafeEqual } from 'node:crypto';
import { type Ctx, readJsonBody, sendJson } from './core.ts';
import { STAND_IN_LIMITS as L } from './limits.ts';
import type { FailKind } from './store.ts';

const KINDS: FailKind[] = ['rate_limit', 'reject', 'expired_token', 'server_error', 'quota', 'partial'];
export const CONTROL_SECRET_HEADER = 'x-control-secret';

function secretOk(ctx: Ctx): boolean {
  const given = Buffer.from(String(ctx.req.headers[CONTROL_SECRET_HEADER] ?? ''));
  const expected = Buffer.from(ctx.opts.controlSecret ?? '');
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Test controls, for callers holding the control secret (header x-control-secret; from any address,
 * since the secret is the whole protection): POST {action: 'fail', op, kind, times} plans failures,
 * 'expire_tokens' expires every access token (refresh tokens stay), 'reset' forgets plans;
 * GET …/_control/posts lists every post of every session.
 */
export async function control(ctx: Ctx): Promise<void> {
  if (!secretOk(ctx)) return sendJson(ctx.res, 401, { error: 'The control secret is missing or wrong.' });
  if (ctx.req.method === 'GET' && ctx.path === '/_control/posts')
    return sendJson(ctx.res, 200, { posts: ctx.store.posts() });
  if (ctx.req.method !== 'POST' || ctx.path !== '/_control')
    return sendJson(ctx.res, 404, { error: 'not found' });
  const body = await readJsonBody(ctx.req);
  const state = ctx.store.state;
  const times = typeof body.times === 'number' ? Math.min(Math.max(1, Math.floor(body.times)), 1000) : 1;
  if (
    body.action === 'fail' &&
    typeof body.op === 'string' &&
    body.op.length <= 32 &&
    KINDS.includes(body.kind as FailKind)
  ) {
    state.failures = [...state.failures, { op: body.op, kind: body.kind as FailKind, times }].slice(
      -L.failures,
    );
  } else if (body.action === 'expire_tokens') {
    for (const t of state.access.values()) t.expiresAt = 0;
  } else if (body.action === 'reset') {
    state.failures = [];
  } else {
    return sendJson(ctx.res, 400, { error: 'unknown action' });
  }
  ctx.store.save();
  sendJson(ctx.res, 200, { ok: true });
}
