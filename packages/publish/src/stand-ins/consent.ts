import { DEMO_ACCOUNTS, findAccount } from './accounts.ts';
import {
  type Ctx,
  clientOk,
  esc,
  isLoopback,
  newId,
  page,
  readForm,
  readJsonBody,
  redirect,
  sendHtml,
  sendJson,
} from './core.ts';
import type { FailKind } from './store.ts';

export interface AuthorizeParams {
  clientId: string | null;
  redirectUri: string | null;
  state: string | null;
  challenge: string | null;
  challengeMethod: string | null;
  scopes: string[];
}

/**
 * Reads an OAuth authorize request that carries PKCE, as TikTok and YouTube send it.
 * The platforms differ only in the client-id parameter name and the scope separator,
 * so both stand-ins parse the query here rather than each keeping its own copy.
 */
export function pkceAuthorizeParams(
  q: URLSearchParams,
  clientIdParam: string,
  scopeSeparator: string,
): AuthorizeParams {
  return {
    clientId: q.get(clientIdParam),
    redirectUri: q.get('redirect_uri'),
    state: q.get('state'),
    challenge: q.get('code_challenge'),
    challengeMethod: q.get('code_challenge_method'),
    scopes: (q.get('scope') ?? '').split(scopeSeparator).filter(Boolean),
  };
}

function redirectOk(ctx: Ctx, uri: string | null): uri is string {
  return !!uri && /^https?:\/\//.test(uri) && (ctx.opts.redirectAllowed?.(uri) ?? true);
}

/** The stand-in's consent page: pick a demo account, then Allow or Deny. */
export function consentPage(ctx: Ctx, p: AuthorizeParams): void {
  if (!clientOk(p.clientId)) {
    sendHtml(
      ctx.res,
      400,
      page(ctx.platform, 'Unknown app', '<p>The client id is not registered with this stand-in.</p>'),
    );
    return;
  }
  if (!redirectOk(ctx, p.redirectUri)) {
    sendHtml(
      ctx.res,
      400,
      page(ctx.platform, 'Bad request', '<p>redirect_uri is missing or not registered for this app.</p>'),
    );
    return;
  }
  if (p.challenge && p.challengeMethod !== 'S256') {
    sendHtml(
      ctx.res,
      400,
      page(ctx.platform, 'Bad request', '<p>Only code_challenge_method=S256 is supported.</p>'),
    );
    return;
  }
  const hidden = (name: string, value: string | null) =>
    value === null ? '' : `<input type="hidden" name="${name}" value="${esc(value)}">`;
  const accounts = DEMO_ACCOUNTS[ctx.platform]
    .map(
      (a, i) =>
        `<label><input type="radio" name="account" value="${esc(a.id)}"${i === 0 ? ' checked' : ''}> ${esc(a.name)} <small>@${esc(a.handle)}</small></label>`,
    )
    .join('');
  const body = `<p><strong>AdReel</strong> asks to: ${esc(p.scopes.join(', ') || 'sign in')}.</p>
<form method="post" action="${esc(`${ctx.base}/_consent`)}">
${hidden('redirect_uri', p.redirectUri)}${hidden('state', p.state)}${hidden('code_challenge', p.challenge)}${hidden('scope', p.scopes.join(' '))}
<fieldset><legend>Demo account</legend>${accounts}</fieldset>
<p><button class="allow" name="decision" value="allow" type="submit">Allow</button>
<button name="decision" value="deny" type="submit">Deny</button></p></form>`;
  sendHtml(ctx.res, 200, page(ctx.platform, `Connect AdReel to a demo account`, body));
}

/** Allow → redirect_uri?code&state; Deny → redirect_uri?error=access_denied&state. */
export async function consentDecision(ctx: Ctx): Promise<void> {
  const form = await readForm(ctx.req);
  const redirectUri = form.get('redirect_uri') ?? '';
  if (!redirectOk(ctx, redirectUri)) {
    sendHtml(
      ctx.res,
      400,
      page(ctx.platform, 'Bad request', '<p>redirect_uri is missing or not registered for this app.</p>'),
    );
    return;
  }
  const target = new URL(redirectUri);
  const state = form.get('state');
  if (form.get('decision') !== 'allow') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'The user denied the request.');
  } else {
    const account = findAccount(ctx.platform, form.get('account') ?? '') ?? DEMO_ACCOUNTS[ctx.platform][0];
    const code = `code.${newId()}`;
    const scopes = (form.get('scope') ?? '').split(/\s+/).filter(Boolean);
    for (const [c, g] of Object.entries(ctx.store.state.codes))
      if (g.used || g.expiresAt < Date.now()) delete ctx.store.state.codes[c];
    ctx.store.state.codes[code] = {
      account: account?.id ?? '',
      redirectUri,
      challenge: form.get('code_challenge') || null,
      scopes,
      expiresAt: Date.now() + 10 * 60_000,
      used: false,
    };
    ctx.store.save();
    target.searchParams.set('code', code);
    if (ctx.platform === 'tiktok') target.searchParams.set('scopes', scopes.join(','));
  }
  if (state !== null) target.searchParams.set('state', state);
  redirect(ctx.res, target.toString());
}

/** The page listing what each demo account "posted". */
export function postsPage(ctx: Ctx): void {
  const posts = ctx.store.posts();
  const sections = DEMO_ACCOUNTS[ctx.platform]
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
  sendHtml(ctx.res, 200, page(ctx.platform, 'Posted videos', sections));
}

export function postPage(ctx: Ctx, key: string): void {
  const post = ctx.store.posts().find((p) => p.id === key || p.key === key);
  if (!post) {
    sendHtml(
      ctx.res,
      404,
      page(ctx.platform, 'Not found', `<p>No such post. <a href="${esc(`${ctx.base}/`)}">All posts</a></p>`),
    );
    return;
  }
  const body = `<p>${esc(post.caption)}</p><p><small>Posted ${esc(post.createdAt)} to ${esc(post.account)} · ${Math.round(post.bytes / 1024)} KB</small></p><p><a href="${esc(`${ctx.base}/`)}">All posts</a></p>`;
  sendHtml(ctx.res, 200, page(ctx.platform, post.title ?? 'Posted video', body));
}

const KINDS: FailKind[] = ['rate_limit', 'reject', 'expired_token', 'server_error', 'quota', 'partial'];

/**
 * Test and demo controls: POST {action: 'fail', op, kind, times} plans failures; 'expire_tokens'
 * expires every access token (refresh tokens stay); 'reset' forgets plans. GET …/_control/posts.
 */
export async function control(ctx: Ctx): Promise<void> {
  if (ctx.req.method === 'GET' && ctx.path === '/_control/posts') {
    sendJson(ctx.res, 200, { posts: ctx.store.posts() });
    return;
  }
  if (ctx.req.method !== 'POST' || ctx.path !== '/_control' || !isLoopback(ctx.req.socket.remoteAddress)) {
    sendJson(ctx.res, 404, { error: 'not found' });
    return;
  }
  const body = await readJsonBody(ctx.req);
  const state = ctx.store.state;
  if (body.action === 'fail' && typeof body.op === 'string' && KINDS.includes(body.kind as FailKind)) {
    state.failures.push({
      op: body.op,
      kind: body.kind as FailKind,
      times: typeof body.times === 'number' ? body.times : 1,
    });
  } else if (body.action === 'expire_tokens') {
    for (const t of Object.values(state.access)) t.expiresAt = 0;
  } else if (body.action === 'reset') {
    state.failures = [];
  } else {
    sendJson(ctx.res, 400, { error: 'unknown action' });
    return;
  }
  ctx.store.save();
  sendJson(ctx.res, 200, { ok: true });
}
