import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STAND_IN_CLIENT } from '../config.ts';
import { PLATFORM_LABELS, type Platform } from '../types.ts';
import type { StandInStore, Token } from './store.ts';

export interface StandInOptions {
  dataDir: string;
  /** Access token lifetime in seconds (default 24 h). */
  accessTtlS?: number;
  /** TikTok's video/init limit per access token and minute (default 6, as documented). */
  initsPerMinute?: number;
  /** Status polls that still answer "processing" before the result (default 1). */
  processingPolls?: number;
  /** TikTok: an audited app may post publicly; the stand-in is unaudited by default (SELF_ONLY only). */
  audited?: boolean;
  /** Used by the Instagram stand-in to fetch video_url (default: global fetch). */
  fetch?: typeof fetch;
  /** Like a platform's registered redirect URIs: others are refused on the consent page (default: any). */
  redirectAllowed?: (uri: string) => boolean;
  /** The origin the stand-ins are reached at (links, upload URLs); default: the request's Host. */
  publicBase?: string;
}

export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

export interface Ctx {
  platform: Platform;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path below the platform's prefix, e.g. /v2/oauth/token/. */
  path: string;
  /** Absolute URL of the platform's prefix, e.g. http://127.0.0.1:4100/stand-ins/tiktok. */
  base: string;
  store: StandInStore;
  opts: StandInOptions;
}

export const MAX_BODY = 200 * 1024 * 1024;

export async function readBody(req: IncomingMessage, limit = MAX_BODY): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, 1024 * 1024)).toString('utf8'));
}

export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const v = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8')) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action *",
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

export const newId = (bytes = 18) => randomBytes(bytes).toString('base64url');
export const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The label every stand-in page and reply carries. */
export function standInLabel(platform: Platform): string {
  return `Stand-in for ${PLATFORM_LABELS[platform]} — nothing is posted for real`;
}

export function page(platform: Platform, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · ${esc(standInLabel(platform))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:0 auto;padding:1rem;color:#111}
.banner{background:#fff3cd;border:1px solid #e0b400;padding:.6rem .8rem;border-radius:.4rem;font-weight:600}
button{font-size:1rem;padding:.5rem 1.2rem;margin-right:.5rem;border-radius:.4rem;border:1px solid #333;cursor:pointer}
.allow{background:#111;color:#fff}label{display:block;margin:.4rem 0}li{margin:.5rem 0}small{color:#555}</style></head>
<body><p class="banner" role="note">${esc(standInLabel(platform))}</p><h1>${esc(title)}</h1>${body}</body></html>`;
}

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
): { account: string; scopes: string[] } | { error: string; description: string } {
  const grant = ctx.store.state.codes[args.code];
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
  return { account: grant.account, scopes: grant.scopes };
}

/** Forgets tokens that can never work again (an unknown token is refused like a revoked one). */
function pruneTokens(ctx: Ctx): void {
  const now = Date.now();
  for (const map of [ctx.store.state.access, ctx.store.state.refresh])
    for (const [k, t] of Object.entries(map)) if (t.revoked || t.expiresAt < now - 86_400_000) delete map[k];
}

export function issueTokens(ctx: Ctx, account: string, scopes: string[]) {
  pruneTokens(ctx);
  const ttl = ctx.opts.accessTtlS ?? 86_400;
  const access = `act.${newId(24)}`;
  const refresh = `rft.${newId(24)}`;
  ctx.store.state.access[access] = { account, scopes, expiresAt: Date.now() + ttl * 1000, revoked: false };
  ctx.store.state.refresh[refresh] = {
    account,
    scopes,
    expiresAt: Date.now() + 365 * 86_400_000,
    revoked: false,
  };
  ctx.store.save();
  return { access, refresh, expiresIn: ttl, refreshExpiresIn: 365 * 86_400 };
}

/** A refresh token that is known, unrevoked and unexpired; rotation revokes it after use. */
export function useRefresh(ctx: Ctx, refresh: string, rotate: boolean): Token | null {
  const t = ctx.store.state.refresh[refresh];
  if (!t || t.revoked || t.expiresAt < Date.now()) return null;
  if (rotate) t.revoked = true;
  ctx.store.save();
  return t;
}

export function revokeAll(ctx: Ctx, token: string): void {
  const t = ctx.store.state.access[token] ?? ctx.store.state.refresh[token];
  if (!t) return;
  for (const map of [ctx.store.state.access, ctx.store.state.refresh])
    for (const v of Object.values(map)) if (v.account === t.account) v.revoked = true;
  ctx.store.save();
}

/** The caller's access token (Authorization: Bearer, or access_token in the query for Instagram). */
export function bearer(ctx: Ctx): Token | null {
  const header = ctx.req.headers.authorization ?? '';
  const value = header.startsWith('Bearer ') ? header.slice(7) : ctx.url.searchParams.get('access_token');
  if (!value) return null;
  const t = ctx.store.state.access[value];
  if (!t || t.revoked || t.expiresAt < Date.now()) return null;
  return t;
}
