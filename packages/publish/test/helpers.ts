import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { makeCodeVerifier } from '../src/pkce.ts';
import { type StandInOptions, startStandIns } from '../src/stand-ins/index.ts';

export const REDIRECT = 'http://app.test/api/channels/oauth/cb';

export async function standInsForTest(opts: Partial<StandInOptions> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stand-ins-'));
  const s = await startStandIns({ dataDir, ...opts });
  return {
    ...s,
    dataDir,
    client(platform: Platform, chunkBytes?: number): PlatformClient {
      return createPlatformClient(
        platform,
        { ...STAND_IN_CLIENT, ...standInEndpoints(s.base(platform)), redirectUri: REDIRECT },
        { chunkBytes },
      );
    },
    async control(platform: Platform, body: Record<string, unknown>) {
      const res = await fetch(`${s.base(platform)}/_control`, { method: 'POST', body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`control ${res.status}`);
    },
    async stop() {
      await s.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Walks the consent page as a browser would: open authorize URL, press Allow (or Deny). */
export async function consent(client: PlatformClient, decision: 'allow' | 'deny' = 'allow', state = 'st-1') {
  const verifier = client.usesPkce ? makeCodeVerifier() : null;
  const pageRes = await fetch(client.authorizeUrl({ state, codeVerifier: verifier }));
  const html = await pageRes.text();
  const action = /action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const fields = new URLSearchParams({ decision });
  for (const m of html.matchAll(/<input type="(?:hidden|radio)" name="([^"]+)" value="([^"]*)"/g)) {
    if (!fields.has(m[1] as string))
      fields.set(m[1] as string, (m[2] as string).replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  }
  const res = await fetch(action as string, { method: 'POST', body: fields, redirect: 'manual' });
  const location = new URL(res.headers.get('location') as string);
  return { html, location, verifier, code: location.searchParams.get('code') };
}

export async function connect(client: PlatformClient) {
  const { code, verifier } = await consent(client);
  return client.exchangeCode({ code: code as string, codeVerifier: verifier });
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

/** Serves one file, as AdReel's signed media link would for Instagram. */
export async function serveFile(bytes: Buffer) {
  const server = createServer((req, res) => {
    if (req.url === '/video.mp4') res.writeHead(200, { 'content-type': 'video/mp4' }).end(bytes);
    else res.writeHead(404).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${url}/video.mp4`,
    missing: `${url}/gone.mp4`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
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
