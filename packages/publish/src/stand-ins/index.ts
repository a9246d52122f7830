import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLATFORMS, type Platform } from '../types.ts';
import { UPLOAD_POST_STAND_IN_PREFIX } from '../upload-post/config.ts';
import { consentDecision } from './consent.ts';
import { control } from './control.ts';
import { BodyTooLarge, type Ctx, type StandInOptions, sendJson } from './core.ts';
import { instagramStandIn } from './instagram.ts';
import { STAND_IN_LIMITS } from './limits.ts';
import { isPostStatsRequest, postStats } from './post-stats.ts';
import { postPage, postsPage } from './posts-pages.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createSessionCookies } from './session-cookie.ts';
import { type StandInPost, StandInStore } from './store.ts';
import { tiktokStandIn } from './tiktok.ts';
import { uploadPostStandIn } from './upload-post.ts';
import { UploadPostStore } from './upload-post-store.ts';
import { youtubeStandIn } from './youtube.ts';

export { DEMO_ACCOUNTS } from './accounts.ts';
export { CONTROL_SECRET_HEADER } from './control.ts';
export { type StandInOptions, standInLabel } from './core.ts';
export { STAND_IN_LIMITS } from './limits.ts';
export { createOwnMediaReader, type OwnMediaReader } from './own-media.ts';
export { inFlightPostVideo } from './post-video.ts';
export type { FailKind, StandInPost } from './store.ts';
export { UPLOAD_POST_STAND_IN_LABEL } from './upload-post-pages.ts';
export type { UploadPostRequest, UploadPostStore } from './upload-post-store.ts';

const HANDLERS: Record<Platform, (ctx: Ctx) => Promise<boolean>> = {
  tiktok: tiktokStandIn,
  youtube: youtubeStandIn,
  instagram: instagramStandIn,
};

export interface StandIns {
  /** Answers a request under /{platform}/…; false when the path is not a stand-in's. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  posts(platform: Platform): StandInPost[];
  store(platform: Platform): StandInStore;
  /** The Upload-Post stand-in's requests (under /upload-post). */
  uploadPost: UploadPostStore;
  /** Writes every platform's state now (the process is stopping; a test reads the files). */
  flush(): Promise<void>;
}

async function route(ctx: Ctx): Promise<void> {
  const { req, path, platform } = ctx;
  if (req.method === 'GET' && (path === '/' || path === '/posts')) postsPage(ctx);
  else if (path === '/_control' || path.startsWith('/_control/')) await control(ctx);
  else if (req.method === 'POST' && path === '/_consent') await consentDecision(ctx);
  else if (platform === 'tiktok' && req.method === 'GET' && /^\/@[^/]+\/video\/[^/]+$/.test(path))
    postPage(ctx, path.split('/').pop() ?? '');
  else if (isPostStatsRequest(ctx)) await postStats(ctx);
  else if (!(await HANDLERS[platform](ctx))) sendJson(ctx.res, 404, { error: 'Not found on this stand-in' });
}

/**
 * The local stand-ins (TikTok, YouTube, Instagram, and Upload-Post under /upload-post), each speaking its platform's wire format
 * under its own prefix: `/tiktok`, `/youtube`, `/instagram`. They run in a process of their own
 * (scripts/serve-stand-ins.ts), never inside the API: every client address is rate-limited, state is
 * held in bounded memory and written to {dataDir}/{platform}/ in the background.
 */
export async function createStandIns(opts: StandInOptions): Promise<StandIns> {
  const onError = (e: unknown) => opts.log?.(`stand-in state not saved: ${(e as Error).message}`);
  const stores = Object.fromEntries(
    await Promise.all(PLATFORMS.map(async (p) => [p, await StandInStore.open(opts.dataDir, p, onError)])),
  ) as Record<Platform, StandInStore>;
  const uploadPost = await UploadPostStore.open(opts.dataDir, onError);
  const settings: StandInOptions = {
    ...opts,
    controlSecret: opts.controlSecret ?? randomBytes(24).toString('hex'),
  };
  const cookies = createSessionCookies(opts.sessionKey ?? randomBytes(32));
  const limiter = createRateLimiter({
    perMinute: opts.ratePerMinute ?? 600,
    maxClients: STAND_IN_LIMITS.rateClients,
  });
  return {
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const [, platform, ...rest] = url.pathname.split('/');
      const isUploadPost = platform === UPLOAD_POST_STAND_IN_PREFIX;
      if (!PLATFORMS.includes(platform as Platform) && !isUploadPost) return false;
      // An answer given before the body was read ends the connection: nothing more is taken in.
      res.once('finish', () => {
        if (!req.complete) req.destroy();
      });
      const wait = limiter.take(req.socket.remoteAddress ?? '');
      if (wait !== null) {
        sendJson(
          res,
          429,
          { error: 'rate_limited', message: 'Too many requests to the stand-in; slow down.' },
          {
            'retry-after': String(wait),
          },
        );
        return true;
      }
      const p = platform as Platform;
      const origin = opts.publicBase?.replace(/\/+$/, '') ?? `http://${req.headers.host ?? '127.0.0.1'}`;
      if (isUploadPost) {
        await uploadPostStandIn({
          req,
          res,
          url,
          path: `/${rest.join('/')}`,
          base: `${origin}/${UPLOAD_POST_STAND_IN_PREFIX}`,
          store: uploadPost,
          controlSecret: settings.controlSecret ?? '',
          processingPolls: opts.processingPolls ?? 1,
          now: Date.now,
        }).catch((e: unknown) => refuse(req, res, e));
        return true;
      }
      const ctx: Ctx = {
        platform: p,
        req,
        res,
        url,
        path: `/${rest.join('/')}`,
        base: `${origin}/${p}`,
        store: stores[p],
        opts: settings,
        viewer: cookies.read(req.headers.cookie),
        cookies,
      };
      try {
        await route(ctx);
      } catch (e) {
        refuse(req, res, e);
      }
      return true;
    },
    posts: (p) => stores[p].posts(),
    store: (p) => stores[p],
    uploadPost,
    flush: async () => {
      await Promise.all([...PLATFORMS.map((p) => stores[p].flush()), uploadPost.flush()]);
    },
  };
}

/** Starts the stand-ins on their own port (tests: port 0). base(platform) is each prefix URL. */
export async function startStandIns(opts: StandInOptions & { port?: number; host?: string }) {
  const standIns = await createStandIns(opts);
  const server = createServer((req, res) => {
    standIns.handle(req, res).then(
      (handled) => {
        if (!handled) sendJson(res, 404, { error: 'Not found' });
      },
      () => res.writeHead(500).end(),
    );
  });
  // A slow sender cannot hold a connection for long.
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, ok);
  });
  const address = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    origin,
    port: address.port,
    standIns,
    base: (p: Platform) => `${origin}/${p}`,
    close: async () => {
      await new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      });
      await standIns.flush();
    },
  };
}

/**
 * A request the stand-in refused (too large, malformed): 413 or 400 with the reason. When its body was
 * not read to the end, the connection closes after the answer, so the client never reuses a socket
 * with the rest of that body still in it.
 */
function refuse(req: IncomingMessage, res: ServerResponse, e: unknown): void {
  if (res.headersSent) return;
  sendJson(
    res,
    e instanceof BodyTooLarge ? 413 : 400,
    { error: (e as Error).message },
    req.complete ? {} : { connection: 'close' },
  );
}
