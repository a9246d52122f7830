import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PLATFORM_LABELS, type Platform } from '../types.ts';
import { STAND_IN_LIMITS } from './limits.ts';
import type { OwnMediaReader } from './own-media.ts';
import type { SessionCookies, Viewer } from './session-cookie.ts';
import type { StandInStore } from './store.ts';

export interface StandInOptions {
  dataDir: string;
  /** Like a platform's registered redirect URIs: a consent goes back only to one of these, exactly. */
  redirectUris: readonly string[];
  /** Access token lifetime in seconds (default 24 h). */
  accessTtlS?: number;
  /** TikTok's video/init limit per access token and minute (default 6, as documented). */
  initsPerMinute?: number;
  /** Status polls that still answer "processing" before the result (default 1). */
  processingPolls?: number;
  /**
   * TikTok: an audited app may post publicly; unaudited (the default) it posts only SELF_ONLY, only to
   * private accounts, and for at most 5 creators per 24 h (tiktok-audit.ts).
   */
  audited?: boolean;
  /** YouTube: an unverified Google project's uploads are all locked to private (default: verified). */
  youtubeUnverified?: boolean;
  /** Instagram: reads AdReel's own signed media link (own-media.ts). No other video_url is fetched. */
  ownMedia?: OwnMediaReader;
  /** The origin the stand-ins are reached at (links, upload URLs); default: the request's Host. */
  publicBase?: string;
  /** Requests per client address and minute (default 600: the worker polls); 429 past it. */
  ratePerMinute?: number;
  /** Required by the _control endpoints (header x-control-secret); default: a random one nobody knows. */
  controlSecret?: string;
  /** Signs the session cookie; default: random (sessions then end with the process). */
  sessionKey?: Buffer;
  /** Where background failures (a state file that could not be written) are reported. */
  log?: (message: string) => void;
}

export interface Ctx {
  platform: Platform;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path below the platform's prefix, e.g. /v2/oauth/token/. */
  path: string;
  /** Absolute URL of the platform's prefix, e.g. http://127.0.0.1:4200/tiktok. */
  base: string;
  store: StandInStore;
  opts: StandInOptions;
  /** The browser's stand-in session, when its cookie is present and signed by us. */
  viewer: Viewer | null;
  cookies: SessionCookies;
}

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

/** Reads a small body (forms, JSON) whole, up to `limit` bytes. */
export async function readBody(
  req: IncomingMessage,
  limit: number = STAND_IN_LIMITS.formBytes,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge(limit);
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

/**
 * Reads an upload without holding it: counts its bytes (up to `limit`) and keeps the first eight,
 * which is all a stand-in checks (an MP4 starts with an ftyp box).
 */
export async function countBody(
  req: IncomingMessage,
  limit: number = STAND_IN_LIMITS.uploadBytes,
): Promise<{ length: number; head: Buffer }> {
  let head = Buffer.alloc(0);
  let length = 0;
  for await (const chunk of req) {
    const c = chunk as Buffer;
    length += c.length;
    if (length > limit) throw new BodyTooLarge(limit);
    if (head.length < 8) head = Buffer.concat([head, c.subarray(0, 8 - head.length)]);
  }
  return { length, head };
}

export const looksLikeMp4 = (head: Buffer) => head.subarray(4, 8).toString('latin1') === 'ftyp';

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req)).toString('utf8'));
}

export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req)).toString('utf8');
  try {
    const v = JSON.parse(text) as unknown;
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

export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(302, { location, 'cache-control': 'no-store', ...headers });
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
