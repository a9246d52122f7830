import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLATFORMS, type Platform } from '../types.ts';
import { control, postPage, postsPage } from './consent.ts';
import { type Ctx, type StandInOptions, sendJson } from './core.ts';
import { instagramStandIn } from './instagram.ts';
import { type StandInPost, StandInStore } from './store.ts';
import { tiktokStandIn } from './tiktok.ts';
import { youtubeStandIn } from './youtube.ts';

export { DEMO_ACCOUNTS } from './accounts.ts';
export { type StandInOptions, standInLabel } from './core.ts';
export type { FailKind, StandInPost } from './store.ts';

const HANDLERS: Record<Platform, (ctx: Ctx) => Promise<boolean>> = {
  tiktok: tiktokStandIn,
  youtube: youtubeStandIn,
  instagram: instagramStandIn,
};

export interface StandIns {
  /** Answers a request under {mountPath}/{platform}/…; false when the path is not a stand-in's. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  posts(platform: Platform): StandInPost[];
  store(platform: Platform): StandInStore;
}

/**
 * The three local stand-ins (TikTok, YouTube, Instagram), each speaking its platform's wire format
 * under one prefix: `{mountPath}/tiktok`, `/youtube`, `/instagram`. State lives in files under
 * opts.dataDir, so a killed client (worker) finds its upload sessions and posts as it left them.
 */
export function createStandIns(opts: StandInOptions & { mountPath?: string }): StandIns {
  const mount = (opts.mountPath ?? '').replace(/\/+$/, '');
  const stores = Object.fromEntries(PLATFORMS.map((p) => [p, new StandInStore(opts.dataDir, p)])) as Record<
    Platform,
    StandInStore
  >;
  return {
    async handle(req, res) {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      if (!url.pathname.startsWith(`${mount}/`)) return false;
      const [, platform, ...rest] = url.pathname.slice(mount.length).split('/');
      if (!PLATFORMS.includes(platform as Platform)) return false;
      const p = platform as Platform;
      const path = `/${rest.join('/')}`;
      const origin = opts.publicBase?.replace(/\/+$/, '') ?? `http://${url.host}`;
      const ctx: Ctx = {
        platform: p,
        req,
        res,
        url,
        path,
        base: `${origin}${mount}/${p}`,
        store: stores[p],
        opts,
      };
      stores[p].reload();
      try {
        if (req.method === 'GET' && (path === '/' || path === '/posts')) postsPage(ctx);
        else if (path.startsWith('/_control')) await control(ctx);
        else if (p === 'tiktok' && req.method === 'GET' && /^\/@[^/]+\/video\/[^/]+$/.test(path)) {
          postPage(ctx, path.split('/').pop() ?? '');
        } else if (!(await HANDLERS[p](ctx))) sendJson(res, 404, { error: 'Not found on this stand-in' });
      } catch (e) {
        if (!res.headersSent) sendJson(res, 400, { error: (e as Error).message });
      }
      return true;
    },
    posts: (p) => stores[p].posts(),
    store: (p) => stores[p],
  };
}

/** Starts the stand-ins on their own port (tests: port 0). base(platform) is each prefix URL. */
export async function startStandIns(opts: StandInOptions & { port?: number; host?: string }) {
  const standIns = createStandIns(opts);
  const server = createServer((req, res) => {
    standIns.handle(req, res).then(
      (handled) => {
        if (!handled) sendJson(res, 404, { error: 'Not found' });
      },
      () => res.writeHead(500).end(),
    );
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, ok);
  });
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    standIns,
    base: (p: Platform) => `${origin}/${p}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
