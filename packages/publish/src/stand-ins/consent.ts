import { DEMO_ACCOUNTS, type DemoAccount, findAccount } from './accounts.ts';
import { type Ctx, esc, newId, page, readForm, redirect, sendHtml } from './core.ts';
import { clientOk } from './grants.ts';
import { STAND_IN_LIMITS as L } from './limits.ts';
import { registeredRedirect } from './redirect-uri.ts';
import { newSessionId } from './session-cookie.ts';

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

/** What is wrong with a consent's own fields (the page's query, or the form posted back), if anything. */
function fieldProblem(
  ctx: Ctx,
  f: { redirectUri: string | null; state: string | null; challenge: string | null; scope: string },
) {
  if (!registeredRedirect(f.redirectUri, ctx.opts.redirectUris))
    return 'redirect_uri is missing or not registered for this app.';
  if ((f.state ?? '').length > L.stateChars) return `state is longer than ${L.stateChars} characters.`;
  if ((f.challenge ?? '').length > L.challengeChars)
    return `code_challenge is longer than ${L.challengeChars} characters.`;
  if (f.scope.length > L.scopeChars) return `scope is longer than ${L.scopeChars} characters.`;
  return null;
}

const privacyLabel = (a: DemoAccount) =>
  a.privateAccount === undefined ? '' : a.privateAccount ? ' · private account' : ' · public account';

const badRequest = (ctx: Ctx, message: string, title = 'Bad request') =>
  sendHtml(ctx.res, 400, page(ctx.platform, title, `<p>${esc(message)}</p>`));

/** The stand-in's consent page: pick a demo account, then Allow or Deny. */
export function consentPage(ctx: Ctx, p: AuthorizeParams) {
  if (!clientOk(p.clientId))
    return badRequest(ctx, 'The client id is not registered with this stand-in.', 'Unknown app');
  const scope = p.scopes.join(' ');
  const problem = fieldProblem(ctx, { ...p, scope });
  if (problem) return badRequest(ctx, problem);
  if (p.challenge && p.challengeMethod !== 'S256')
    return badRequest(ctx, 'Only code_challenge_method=S256 is supported.');
  const hidden = (name: string, value: string | null) =>
    value === null ? '' : `<input type="hidden" name="${name}" value="${esc(value)}">`;
  const accounts = DEMO_ACCOUNTS[ctx.platform]
    .map(
      (a, i) =>
        `<label><input type="radio" name="account" value="${esc(a.id)}"${i === 0 ? ' checked' : ''}> ${esc(a.name)} <small>@${esc(a.handle)}${privacyLabel(a)}</small></label>`,
    )
    .join('');
  const body = `<p><strong>AdReel</strong> asks to: ${esc(p.scopes.join(', ') || 'sign in')}.</p>
<form method="post" action="${esc(`${ctx.base}/_consent`)}">
${hidden('redirect_uri', p.redirectUri)}${hidden('state', p.state)}${hidden('code_challenge', p.challenge)}${hidden('scope', scope)}
<fieldset><legend>Demo account</legend>${accounts}</fieldset>
<p><button class="allow" name="decision" value="allow" type="submit">Allow</button>
<button name="decision" value="deny" type="submit">Deny</button></p></form>`;
  sendHtml(ctx.res, 200, page(ctx.platform, `Connect AdReel to a demo account`, body));
}

/**
 * Allow → redirect_uri?code&state, and the browser's session cookie now names the account (so its
 * posts show on this stand-in's pages in this browser only); Deny → redirect_uri?error=access_denied.
 */
export async function consentDecision(ctx: Ctx): Promise<void> {
  const form = await readForm(ctx.req);
  const redirectUri = form.get('redirect_uri');
  const state = form.get('state');
  const scope = form.get('scope') ?? '';
  const problem = fieldProblem(ctx, { redirectUri, state, challenge: form.get('code_challenge'), scope });
  if (problem || !redirectUri) return badRequest(ctx, problem ?? 'redirect_uri is missing.');
  const target = new URL(redirectUri);
  const headers: Record<string, string> = {};
  if (form.get('decision') !== 'allow') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'The user denied the request.');
  } else {
    const account = findAccount(ctx.platform, form.get('account') ?? '') ?? DEMO_ACCOUNTS[ctx.platform][0];
    const viewer = ctx.viewer ?? { sid: newSessionId(), accounts: [] };
    const code = `code.${newId()}`;
    const scopes = scope.split(/\s+/).filter(Boolean);
    for (const [c, g] of ctx.store.state.codes.entries())
      if (g.used || g.expiresAt < Date.now()) ctx.store.state.codes.delete(c);
    ctx.store.state.codes.set(code, {
      account: account?.id ?? '',
      redirectUri,
      challenge: form.get('code_challenge') || null,
      scopes,
      expiresAt: Date.now() + 10 * 60_000,
      used: false,
      session: viewer.sid,
    });
    ctx.store.save();
    target.searchParams.set('code', code);
    if (ctx.platform === 'tiktok') target.searchParams.set('scopes', scopes.join(','));
    const accounts = [...viewer.accounts, `${ctx.platform}:${account?.id ?? ''}`];
    headers['set-cookie'] = ctx.cookies.write({ sid: viewer.sid, accounts }, ctx.base.startsWith('https:'));
  }
  if (state !== null) target.searchParams.set('state', state);
  redirect(ctx.res, target.toString(), headers);
}
