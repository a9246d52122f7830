import {
  type Channel,
  type ChannelCallbackError,
  type ChannelListResponse,
  type ChannelPostOptions,
  signInEndedMessage,
  signInState,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import {
  type ChannelTokens,
  cleanText,
  hashState,
  INSTAGRAM_PUBLIC_NOTE,
  instagramPublicUrlProblem,
  isPlatformError,
  isStandIn,
  makeCodeVerifier,
  makeState,
  openTokens,
  PLATFORMS,
  type Platform,
  type PlatformClient,
  type PlatformConfig,
  sealTokens,
  UNAUDITED_NOTE,
} from '@adreel/publish';
import type { Logger } from '../../deps.ts';
import { Invalid, NotFound } from '../../domain-errors.ts';
import { platformFailure } from './platform-errors.ts';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export interface ChannelServiceDeps {
  db: Db;
  encryptionKey: Buffer;
  configs: Record<Platform, PlatformConfig | null>;
  clients: Partial<Record<Platform, PlatformClient>>;
  tokens: ChannelTokens;
  publicUrl: string;
  log: Logger;
  now?: () => number;
  /** Post options of an Upload-Post channel (its own privacy choices and the profile's cap left today). */
  uploadPostOptions?: (row: { accountId: string; platform: string }) => Promise<ChannelPostOptions>;
}

export type CallbackOutcome =
  | { ok: true; platform: Platform }
  | { ok: false; platform: Platform; reason: ChannelCallbackError };

type ChannelRow = Awaited<ReturnType<Db['channel']['findFirstOrThrow']>>;

function toChannel(row: ChannelRow, now: number): Channel {
  // A sign-in past its end is as good as refused, even before a refresh has tried and failed.
  const ended = row.status === 'connected' && signInState(row.refreshExpiresAt, now) === 'ended';
  return {
    id: row.id,
    platform: row.platform as Platform,
    route: row.route === 'upload_post' || row.route === 'stand_in' ? row.route : 'own_app',
    accountId: row.accountId,
    accountName: row.accountName,
    avatarUrl: row.avatarUrl,
    status: row.status === 'connected' && !ended ? 'connected' : 'reconnect_needed',
    lastError: ended ? signInEndedMessage(row.platform as Platform) : row.lastError,
    scopes: row.scopes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    signInEndsAt: row.refreshExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createChannelService(deps: ChannelServiceDeps) {
  const { db, encryptionKey: key, configs, clients, log } = deps;
  const now = deps.now ?? Date.now;
  /**
   * Why a platform cannot be offered here: real Instagram fetches each video from PUBLIC_URL itself,
   * which must be public HTTPS (the demo stand-in reads AdReel's own storage instead).
   */
  function unusable(p: Platform, cfg: PlatformConfig): string | null {
    return p === 'instagram' && !isStandIn(cfg) ? instagramPublicUrlProblem(deps.publicUrl) : null;
  }

  function notes(p: Platform, cfg: PlatformConfig): string[] {
    if (p === 'tiktok') return cfg.audited ? [] : [UNAUDITED_NOTE];
    if (p === 'instagram') {
      if (isStandIn(cfg))
        return [`${INSTAGRAM_PUBLIC_NOTE} (The stand-in reads it from AdReel's own storage instead.)`];
      const problem = unusable(p, cfg);
      return problem ? [INSTAGRAM_PUBLIC_NOTE, problem] : [INSTAGRAM_PUBLIC_NOTE];
    }
    return ['A vertical or square video up to 3 minutes appears as a YouTube Short.'];
  }

  return {
    async list(userId: string): Promise<ChannelListResponse> {
      const rows = await db.channel.findMany({
        where: { userId },
        orderBy: [{ platform: 'asc' }, { createdAt: 'asc' }],
      });
      return {
        channels: rows.map((row) => toChannel(row, now())),
        platforms: PLATFORMS.map((p) => {
          const cfg = configs[p];
          return {
            platform: p,
            available: cfg !== null && unusable(p, cfg) === null,
            standIn: cfg !== null && isStandIn(cfg),
            standInPostsUrl: cfg && isStandIn(cfg) ? `${cfg.siteBase}/` : null,
            notes: cfg ? notes(p, cfg) : [],
          };
        }),
      };
    },

    /** Writes a single-use state (10 minutes) bound to the user; the route also sets it as a cookie. */
    async startConnect(userId: string, platform: Platform): Promise<{ authorizeUrl: string; state: string }> {
      const client = clients[platform];
      const cfg = configs[platform];
      if (!client || !cfg) throw new NotFound(`${platform} is not set up on this server.`);
      const problem = unusable(platform, cfg);
      if (problem) throw new Invalid(problem);
      const state = makeState();
      const codeVerifier = client.usesPkce ? makeCodeVerifier() : null;
      await db.oAuthState.deleteMany({ where: { expiresAt: { lt: new Date(now() - OAUTH_STATE_TTL_MS) } } });
      await db.oAuthState.create({
        data: {
          stateHash: hashState(state),
          userId,
          platform,
          codeVerifier,
          redirectUri: cfg.redirectUri,
          expiresAt: new Date(now() + OAUTH_STATE_TTL_MS),
        },
      });
      return { authorizeUrl: client.authorizeUrl({ state, codeVerifier }), state };
    },

    /**
     * The platform's redirect. `cookieState` is the state this browser started (its cookie): a state
     * from another browser or user is refused. The state is spent before the code is exchanged, so a
     * replay finds it used; nothing is stored unless the account is read in full.
     */
    async finishConnect(
      platform: Platform,
      q: { code?: string; state?: string; error?: string },
      cookieState: string | null,
    ): Promise<CallbackOutcome> {
      const fail = (reason: ChannelCallbackError): CallbackOutcome => ({ ok: false, platform, reason });
      const row = q.state
        ? await db.oAuthState.findUnique({ where: { stateHash: hashState(q.state) } })
        : null;
      if (q.error) {
        if (row && cookieState === q.state)
          await db.oAuthState.updateMany({
            where: { id: row.id, usedAt: null },
            data: { usedAt: new Date(now()) },
          });
        return fail(q.error === 'access_denied' ? 'denied' : 'refused');
      }
      if (!q.state || !q.code) return fail('missing');
      if (!row) return fail('unknown_state');
      if (cookieState !== q.state) return fail('other_session');
      const spent = await db.oAuthState.updateMany({
        where: { id: row.id, usedAt: null },
        data: { usedAt: new Date(now()) },
      });
      if (spent.count === 0) return fail('unknown_state');
      if (row.expiresAt.getTime() < now()) return fail('expired');
      if (row.platform !== platform) return fail('wrong_platform');
      const client = clients[platform];
      if (!client) return fail('not_configured');
      let tokens: Awaited<ReturnType<PlatformClient['exchangeCode']>>;
      try {
        tokens = await client.exchangeCode({ code: q.code, codeVerifier: row.codeVerifier });
      } catch (e) {
        log.warn({ platform, err: (e as Error).message }, 'oauth code exchange failed');
        return fail(isPlatformError(e, 'transient') ? 'unreachable' : 'refused');
      }
      let account: Awaited<ReturnType<PlatformClient['accountInfo']>>;
      try {
        account = await client.accountInfo(tokens.accessToken);
      } catch (e) {
        log.warn({ platform, err: (e as Error).message }, 'oauth account lookup failed');
        await client.revoke?.(tokens).catch(() => undefined);
        return fail(isPlatformError(e, 'transient') ? 'unreachable' : 'no_account');
      }
      const accountId = cleanText(account.accountId, 200);
      if (!accountId) return fail('no_account');
      const data = {
        route: configs[platform] && isStandIn(configs[platform]) ? 'stand_in' : 'own_app',
        accountName: cleanText(account.name, 200) || accountId,
        avatarUrl: account.avatarUrl ? cleanText(account.avatarUrl, 2000) : null,
        ...sealTokens(tokens, key),
        status: 'connected',
        lastError: null,
      };
      await db.channel.upsert({
        where: { userId_platform_accountId: { userId: row.userId, platform, accountId } },
        create: { userId: row.userId, platform, accountId, ...data },
        update: data,
      });
      return { ok: true, platform };
    },

    /** Revokes where the platform offers it (TikTok, Google), then forgets the channel; posts keep their history. */
    async disconnect(userId: string, id: string): Promise<{ disconnected: true; revoked: boolean }> {
      const row = await db.channel.findFirst({ where: { id, userId } });
      if (!row) throw new NotFound('Channel not found');
      const client = row.route === 'upload_post' ? undefined : clients[row.platform as Platform];
      let revoked = false;
      if (client?.revoke) {
        try {
          await client.revoke(openTokens(row, key));
          revoked = true;
        } catch (e) {
          log.warn({ channelId: id, err: (e as Error).message }, 'revoke failed; disconnecting anyway');
        }
      }
      await db.channel.deleteMany({ where: { id, userId } });
      return { disconnected: true, revoked };
    },

    async postOptions(userId: string, id: string): Promise<ChannelPostOptions> {
      const row = await db.channel.findFirst({
        where: { id, userId },
        select: { platform: true, route: true, accountId: true },
      });
      if (!row) throw new NotFound('Channel not found');
      if (row.route === 'upload_post') {
        if (!deps.uploadPostOptions) throw new NotFound('Upload-Post is not set up on this server.');
        return deps.uploadPostOptions(row);
      }
      const client = clients[row.platform as Platform];
      if (!client) throw new NotFound(`${row.platform} is not set up on this server.`);
      try {
        const { accessToken } = await deps.tokens.accessToken(id);
        return await client.postOptions(accessToken).catch(async (e) => {
          if (!isPlatformError(e, 'token_expired')) throw e;
          return client.postOptions((await deps.tokens.accessToken(id, { force: true })).accessToken);
        });
      } catch (e) {
        throw platformFailure(e);
      }
    },
  };
}
export type ChannelService = ReturnType<typeof createChannelService>;
