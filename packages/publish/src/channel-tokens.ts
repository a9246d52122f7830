import type { Db } from '@adreel/db';
import { decryptSecret, encryptSecret } from '@adreel/secret-box';
import { isPlatformError, PlatformError } from './errors.ts';
import { cleanText } from './http.ts';
import { INSTAGRAM_REFRESH_WINDOW_MS } from './instagram/token-refresh.ts';
import type { Platform, PlatformClient, TokenSet } from './types.ts';

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 10 * 60_000;
/** The periodic refresh looks this far ahead: Instagram's tokens are refreshed in their last week. */
const REFRESH_LOOKAHEAD_MS = INSTAGRAM_REFRESH_WINDOW_MS;

export interface ChannelTokenDeps {
  db: Db;
  encryptionKey: Buffer;
  clients: Partial<Record<Platform, PlatformClient>>;
  now?: () => number;
}

/** The columns a TokenSet becomes on Channel, tokens sealed with the Digistore24 key's secret box. */
export function sealTokens(tokens: TokenSet, key: Buffer) {
  return {
    accessTokenEnc: encryptSecret(tokens.accessToken, key),
    refreshTokenEnc: tokens.refreshToken ? encryptSecret(tokens.refreshToken, key) : null,
    expiresAt: tokens.expiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
    scopes: tokens.scopes,
  };
}

export function openTokens(row: { accessTokenEnc: string; refreshTokenEnc: string | null }, key: Buffer) {
  return {
    accessToken: decryptSecret(row.accessTokenEnc, key),
    refreshToken: row.refreshTokenEnc ? decryptSecret(row.refreshTokenEnc, key) : null,
  };
}

/**
 * Usable access tokens for channels. A token that expires within REFRESH_MARGIN_MS (or `force`, after
 * the platform said token_expired) is refreshed under a row lock, so two workers never spend a rotated
 * refresh token twice. A refused refresh marks the channel reconnect_needed with the platform's words
 * and throws PlatformError('reconnect_needed'); a network failure leaves the channel as it was.
 */
export function createChannelTokens(deps: ChannelTokenDeps) {
  const { db, encryptionKey: key } = deps;
  const now = deps.now ?? Date.now;

  /** The platform's own rule when it has one (Instagram), else: within the margin of expiry. */
  function isDue(row: { platform: string; expiresAt: Date | null }, forced: boolean): boolean {
    const own = deps.clients[row.platform as Platform]?.refreshDue;
    if (own) return own(row.expiresAt, now(), forced);
    return forced || (row.expiresAt !== null && row.expiresAt.getTime() - now() < REFRESH_MARGIN_MS);
  }

  async function accessToken(
    channelId: string,
    opts: { force?: boolean } = {},
  ): Promise<{ accessToken: string; platform: Platform }> {
    const row = await db.channel.findUnique({ where: { id: channelId } });
    if (!row) throw new PlatformError('reconnect_needed', 'The channel was disconnected.');
    if (row.status !== 'connected')
      throw new PlatformError(
        'reconnect_needed',
        row.lastError ?? 'The channel needs to be connected again.',
      );
    const due = isDue(row, Boolean(opts.force));
    if (!due) return { accessToken: openTokens(row, key).accessToken, platform: row.platform as Platform };
    return refresh(channelId, opts.force ? row.accessTokenEnc : null);
  }

  /** `staleEnc`: refresh only if the stored token is still that one (another worker may have done it). */
  async function refresh(
    channelId: string,
    staleEnc: string | null,
  ): Promise<{ accessToken: string; platform: Platform }> {
    // A refused refresh is written inside the transaction and thrown after it commits.
    const out = await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "Channel" WHERE id = ${channelId}::uuid FOR UPDATE`;
        const row = await tx.channel.findUnique({ where: { id: channelId } });
        if (!row) return { error: new PlatformError('reconnect_needed', 'The channel was disconnected.') };
        const platform = row.platform as Platform;
        const fresh = staleEnc === null ? !isDue(row, false) : row.accessTokenEnc !== staleEnc;
        if (fresh) return { accessToken: openTokens(row, key).accessToken, platform };
        const client = deps.clients[platform];
        if (!client)
          return {
            error: new PlatformError('reconnect_needed', `${platform} is not configured on this server.`),
          };
        try {
          const tokens = await client.refresh(openTokens(row, key));
          await tx.channel.update({
            where: { id: channelId },
            data: {
              ...sealTokens(tokens, key),
              // Google's refresh replies do not move the end of a Testing app's sign-in.
              refreshExpiresAt: tokens.refreshExpiresAt ?? row.refreshExpiresAt,
              status: 'connected',
              lastError: null,
            },
          });
          return { accessToken: tokens.accessToken, platform };
        } catch (e) {
          if (!isPlatformError(e, 'reconnect_needed')) return { error: e };
          await tx.channel.update({
            where: { id: channelId },
            data: { status: 'reconnect_needed', lastError: cleanText(e.message, 500) },
          });
          return { error: e };
        }
      },
      { timeout: 60_000, maxWait: 30_000 },
    );
    if ('error' in out) throw out.error;
    return out;
  }

  /** For a periodic job: refreshes connected channels whose token expires within the margin. */
  async function refreshDue(limit = 50): Promise<{ refreshed: number; failed: number }> {
    const rows = await db.channel.findMany({
      where: { status: 'connected', expiresAt: { lt: new Date(now() + REFRESH_LOOKAHEAD_MS) } },
      select: { id: true, platform: true, expiresAt: true },
      orderBy: { expiresAt: 'asc' },
      take: limit,
    });
    let refreshed = 0;
    let failed = 0;
    for (const { id } of rows.filter((r) => isDue(r, false))) {
      try {
        await refresh(id, null);
        refreshed += 1;
      } catch {
        failed += 1;
      }
    }
    return { refreshed, failed };
  }

  return { accessToken, refreshDue };
}
export type ChannelTokens = ReturnType<typeof createChannelTokens>;
