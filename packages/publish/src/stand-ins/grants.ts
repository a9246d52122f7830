import { createHash } from 'node:crypto';
import { STAND_IN_CLIENT } from '../config.ts';
import { type Ctx, newId } from './core.ts';
import type { Token } from './store.ts';

/** OAuth on every stand-in: the client, authorization codes, tokens and their owners. */

export function clientOk(clientId: string | null, clientSecret?: string | null): boolean {
  return (
    clientId === STAND_IN_CLIENT.clientId &&
    (clientSecret === undefined || clientSecret === STAND_IN_CLIENT.clientSecret)
  );
}

/** TikTok's challenge is the hex SHA-256 (its Login Kit docs); RFC 7636 base64url elsewhere. */
const s256 = (ctx: Ctx, v: string) =>
  createHash('sha256')
    .update(v)
    .digest(ctx.platform === 'tiktok' ? 'hex' : 'base64url');

/** Checks an authorization code against its grant: unused, unexpired, same redirect URI, PKCE. */
export function redeemCode(
  ctx: Ctx,
  args: { code: string; redirectUri: string; verifier: string | null },
): { account: string; scopes: string[]; session: string | null } | { error: string; description: string } {
  const grant = ctx.store.state.codes.get(args.code);
  if (!grant) return { error: 'invalid_grant', description: 'The authorization code is unknown.' };
  if (grant.used) return { error: 'invalid_grant', description: 'The authorization code was already used.' };
  if (grant.expiresAt < Date.now())
    return { error: 'invalid_grant', description: 'The authorization code expired.' };
  if (grant.redirectUri !== args.redirectUri)
    return {
      error: 'invalid_grant',
      description: 'redirect_uri does not match the one the code was issued for.',
    };
  if (grant.challenge && (!args.verifier || s256(ctx, args.verifier) !== grant.challenge))
    return { error: 'invalid_grant', description: 'code_verifier does not match the code_challenge.' };
  grant.used = true;
  ctx.store.save();
  return { account: grant.account, scopes: grant.scopes, session: grant.session };
}

/** Forgets tokens that can never work again (an unknown token is refused like a revoked one). */
function pruneTokens(ctx: Ctx): void {
  const now = Date.now();
  for (const map of [ctx.store.state.access, ctx.store.state.refresh])
    for (const [k, t] of map.entries()) if (t.revoked || t.expiresAt < now - 86_400_000) map.delete(k);
}

export function issueTokens(ctx: Ctx, grant: Pick<Token, 'account' | 'scopes' | 'session'>) {
  pruneTokens(ctx);
  const ttl = ctx.opts.accessTtlS ?? 86_400;
  const access = `act.${newId(24)}`;
  const refresh = `rft.${newId(24)}`;
  const { account, scopes } = grant;
  const session = grant.session ?? null;
  // An unverified Google project is in "Testing": Google ends each sign-in 7 days after consent.
  const refreshTtlS = ctx.platform === 'youtube' && ctx.opts.youtubeUnverified ? 7 * 86_400 : 365 * 86_400;
  ctx.store.state.access.set(access, {
    account,
    scopes,
    session,
    expiresAt: Date.now() + ttl * 1000,
    revoked: false,
  });
  ctx.store.state.refresh.set(refresh, {
    account,
    scopes,
    session,
    expiresAt: Date.now() + refreshTtlS * 1000,
    revoked: false,
  });
  ctx.store.save();
  return { access, refresh, expiresIn: ttl, refreshExpiresIn: refreshTtlS };
}

/** A refresh token that is known, unrevoked and unexpired; rotation revokes it after use. */
export function useRefresh(ctx: Ctx, refresh: string, rotate: boolean): Token | null {
  const t = ctx.store.state.refresh.get(refresh);
  if (!t || t.revoked || t.expiresAt < Date.now()) return null;
  ctx.store.state.refresh.touch(refresh);
  if (rotate) t.revoked = true;
  ctx.store.save();
  return t;
}

/** The same demo account connected from the same browser session: other users' grants stay. */
export const sameOwner = (a: { account: string; session?: string | null }, b: typeof a) =>
  a.account === b.account && (a.session ?? null) === (b.session ?? null);

export function revokeAll(ctx: Ctx, token: string): void {
  const t = ctx.store.state.access.get(token) ?? ctx.store.state.refresh.get(token);
  if (!t) return;
  for (const map of [ctx.store.state.access, ctx.store.state.refresh])
    for (const v of map.values()) if (sameOwner(v, t)) v.revoked = true;
  ctx.store.save();
}

/** The caller's access token (Authorization: Bearer, or access_token in the query for Instagram). */
export function bearer(ctx: Ctx): Token | null {
  const header = ctx.req.headers.authorization ?? '';
  const value = header.startsWith('Bearer ') ? header.slice(7) : ctx.url.searchParams.get('access_token');
  if (!value) return null;
  const t = ctx.store.state.access.get(value);
  if (!t || t.revoked || t.expiresAt < Date.now()) return null;
  ctx.store.state.access.touch(value);
  return t;
}
