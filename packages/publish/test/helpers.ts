import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import {
  createPlatformClient,
  type Platform,
  type PlatformClient,
  type PublishInput,
  STAND_IN_CLIENT,
  standInEndpoints,
  type UploadSession,
  type VideoSource,
} from '../src/index.ts';
import { postMediaUrl } from '../src/media-link.ts';
import { makeCodeVerifier } from '../src/pkce.ts';
import {
  CONTROL_SECRET_HEADER,
  createOwnMediaReader,
  type StandInOptions,
  startStandIns,
} from '../src/stand-ins/index.ts';

export const REDIRECT = 'http://app.test/api/channels/oauth/cb';
const API_BASE = 'http://app.test/api';

/**
 * AdReel's side of Instagram's video_url: signed post media links (as the worker makes them) whose
 * files live in a pretend storage, read by the stand-in's own-media reader.
 */
function ownMediaForTest() {
  const key = randomBytes(32);
  const files = new Map<string, Buffer>();
  const reader = createOwnMediaReader({
    apiBase: API_BASE,
    encryptionKey: key,
    videoKeyOf: async (postId) => (files.has(postId) ? postId : null),
    storage: {
      stat: async (k) => (files.has(k) ? { size: (files.get(k) as Buffer).length } : null),
      read: async (k, range) =>
        Readable.from([(files.get(k) as Buffer).subarray(range?.start, (range?.end ?? 0) + 1)]),
    },
  });
  return {
    reader,
    /** A signed link to a post whose video is `bytes` (omitted: a post without a video). */
    link(bytes?: Buffer): string {
      const postId = randomUUID();
      if (bytes) files.set(postId, bytes);
      return postMediaUrl(API_BASE, key, postId);
    },
  };
}

export async function standInsForTest(opts: Partial<StandInOptions> = {}) {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'stand-ins-'));
  const controlSecret = randomBytes(16).toString('hex');
  const media = ownMediaForTest();
  const s = await startStandIns({
    redirectUris: [REDIRECT],
    controlSecret,
    ownMedia: media.reader,
    ...opts,
    dataDir,
  });
  return {
    ...s,
    dataDir,
    controlSecret,
    mediaLink: media.link,
    client(platform: Platform, chunkBytes?: number, cfg: { audited?: boolean } = {}): PlatformClient {
      return createPlatformClient(
        platform,
        { ...STAND_IN_CLIENT, ...standInEndpoints(s.base(platform)), redirectUri: REDIRECT, ...cfg },
        { chunkBytes },
      );
    },
    async control(platform: Platform, body: Record<string, unknown>) {
      const res = await fetch(`${s.base(platform)}/_control`, {
        method: 'POST',
        headers: { [CONTROL_SECRET_HEADER]: controlSecret },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`control ${res.status}`);
    },
    async stop() {
      await s.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Walks the consent page as a browser would: open authorize URL, press Allow (or Deny). `cookie` is
 * the browser's stand-in session, which the stand-in extends (or starts) on Allow.
 */
export async function consent(
  client: PlatformClient,
  decision: 'allow' | 'deny' = 'allow',
  state = 'st-1',
  cookie?: string,
  account?: string,
) {
  const verifier = client.usesPkce ? makeCodeVerifier() : null;
  const pageRes = await fetch(client.authorizeUrl({ state, codeVerifier: verifier }));
  const html = await pageRes.text();
  const action = /action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const fields = new URLSearchParams({ decision });
  for (const m of html.matchAll(/<input type="(?:hidden|radio)" name="([^"]+)" value="([^"]*)"/g)) {
    if (!fields.has(m[1] as string))
      fields.set(m[1] as string, (m[2] as string).replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  }
  if (account) fields.set('account', account);
  const res = await fetch(action as string, {
    method: 'POST',
    body: fields,
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  const location = new URL(res.headers.get('location') as string);
  const session = (res.headers.get('set-cookie') ?? '').split(';')[0] || cookie || '';
  return { html, location, verifier, code: location.searchParams.get('code'), cookie: session };
}

/** Connects like a user in a browser: the tokens, and that browser's stand-in cookie. */
export async function connect(client: PlatformClient, browserCookie?: string, account?: string) {
  const { code, verifier, cookie } = await consent(client, 'allow', 'st-1', browserCookie, account);
  const tokens = await client.exchangeCode({ code: code as string, codeVerifier: verifier });
  return Object.assign(tokens, { cookie });
}

/** Bytes that look like an MP4 (ftyp box first), `size` long. */
export function fakeMp4(size: number): Buffer {
  const b = Buffer.alloc(size, 7);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'latin1');
  return b;
}

export function source(bytes: Buffer, publicUrl?: string): VideoSource {
  return {
    sizeBytes: bytes.length,
    contentType: 'video/mp4',
    read: async (a, b) => bytes.subarray(a, b),
    publicUrl,
  };
}

export function hooks(onSave?: (s: UploadSession) => void) {
  const saved: UploadSession[] = [];
  return {
    saved,
    hooks: {
      saveSession: async (s: UploadSession) => {
        saved.push(structuredClone(s));
        onSave?.(s);
      },
      sleep: async () => {},
      pollIntervalMs: 0,
      maxPolls: 20,
    },
  };
}

/**
 * Runs a publish whose worker "dies" right after saving the session `killAt` picks; returns that
 * session, as the next worker would read it from the post.
 */
export async function publishUntilKilled(
  client: PlatformClient,
  args: { accessToken: string; input: PublishInput; source: VideoSource },
  killAt: (session: UploadSession) => boolean,
): Promise<UploadSession> {
  const h = hooks((sess) => {
    if (killAt(sess)) throw new Error('worker killed');
  });
  await expect(client.publish({ ...args, session: null, hooks: h.hooks })).rejects.toThrow('worker killed');
  return h.saved.at(-1) as UploadSession;
}
