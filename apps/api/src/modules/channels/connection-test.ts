import { POST_PLATFORM_NAMES, type TestConnectionResponse } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import {
  type ChannelTokens,
  isPlatformError,
  type Platform,
  type PlatformClient,
  type UploadPostClient,
  uploadPostProfileOf,
} from '@adreel/publish';
import { NotFound } from '../../domain-errors.ts';

export interface ConnectionTestDeps {
  db: Db;
  clients: Partial<Record<Platform, PlatformClient>>;
  tokens: ChannelTokens;
  uploadPost: UploadPostClient | null;
}

const STAND_IN_NOTE = ' (stand-in: nothing is posted for real)';

/**
 * Settings → Channels' "Test connection": one harmless read — Upload-Post's /uploadposts/me (and the
 * profile list for one of its channels), a direct channel's account info (TikTok user info, YouTube
 * channels.list?mine=true, Instagram /me). Always an answer, never a 5xx: a refusal is `ok: false` with
 * the service's words, and a refused key or token marks the channels it concerns "reconnect".
 */
export function createConnectionTest(deps: ConnectionTestDeps) {
  const { db } = deps;

  async function markReconnect(where: { userId: string; id?: string; route?: string }, message: string) {
    await db.channel.updateMany({
      where: { ...where, status: 'connected' },
      data: { status: 'reconnect_needed', lastError: message.slice(0, 500) },
    });
  }

  async function testUploadPost(userId: string, profile: string | null, platform: Platform | null) {
    const up = deps.uploadPost;
    if (!up) return { ok: false, message: 'Upload-Post is not set up on this server (UPLOAD_POST_API_KEY).' };
    const note = up.config.standIn ? STAND_IN_NOTE : '';
    try {
      const me = await up.me();
      if (profile) {
        const found = (await up.profiles()).find((p) => p.username === profile);
        if (!found)
          return { ok: false, message: `Upload-Post no longer has the profile "${profile}" under this key.` };
        if (platform && !found.platforms.includes(platform))
          return {
            ok: false,
            message: `The profile "${profile}" has no ${POST_PLATFORM_NAMES[platform]} account connected at Upload-Post any more.`,
          };
      }
      return {
        ok: true,
        message: `Upload-Post accepted the key${me.plan ? ` (plan ${me.plan})` : ''}${note}.`,
      };
    } catch (e) {
      if (isPlatformError(e, 'reconnect_needed'))
        await markReconnect({ userId, route: 'upload_post' }, (e as Error).message);
      return { ok: false, message: (e as Error).message };
    }
  }

  return {
    async test(
      userId: string,
      body: { channelId?: string; route?: 'upload_post' },
    ): Promise<TestConnectionResponse> {
      if (!body.channelId) return testUploadPost(userId, null, null);
      const row = await db.channel.findFirst({ where: { id: body.channelId, userId } });
      if (!row) throw new NotFound('Channel not found');
      const platform = row.platform as Platform;
      if (row.route === 'upload_post') {
        const result = await testUploadPost(userId, uploadPostProfileOf(row.accountId), platform);
        if (result.ok && row.status !== 'connected')
          await db.channel.updateMany({
            where: { id: row.id },
            data: { status: 'connected', lastError: null },
          });
        return result;
      }
      const client = deps.clients[platform];
      const name = POST_PLATFORM_NAMES[platform];
      if (!client) return { ok: false, message: `${name} is not set up on this server.` };
      try {
        const { accessToken } = await deps.tokens.accessToken(row.id);
        const account = await client.accountInfo(accessToken);
        return { ok: true, message: `${name} answered for ${account.name}.` };
      } catch (e) {
        if (isPlatformError(e, 'reconnect_needed') || isPlatformError(e, 'token_expired'))
          await markReconnect({ userId, id: row.id }, (e as Error).message);
        return { ok: false, message: `${name}: ${(e as Error).message}` };
      }
    },
  };
}
