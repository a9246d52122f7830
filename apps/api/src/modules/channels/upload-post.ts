import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ChannelPostOptions,
  POST_IN_FLIGHT,
  POST_PLATFORM_NAMES,
  type UploadPostCap,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import {
  DAY_MS,
  dailyCap,
  PLATFORM_LIMITS,
  type Platform,
  sealTokens,
  UPLOAD_POST_DAILY_CAPS,
  UPLOAD_POST_PRIVACY,
  type UploadPostClient,
  uploadPostAccountId,
  uploadPostProfileOf,
} from '@adreel/publish';
import type { Logger } from '../../deps.ts';
import { Invalid, NotFound } from '../../domain-errors.ts';
import { platformFailure } from './platform-errors.ts';

export interface UploadPostChannelDeps {
  db: Db;
  encryptionKey: Buffer;
  /** Null when neither UPLOAD_POST_API_KEY nor the demo stand-in is there. */
  client: UploadPostClient | null;
  /** PUBLIC_URL + API_PREFIX: where Upload-Post's webhook reaches us. */
  apiBase: string;
  log: Logger;
  now?: () => number;
}

/** Upload-Post channels hold no tokens of their own (the server's key posts); the column wants a sealed value. */
const NO_TOKENS = {
  accessToken: 'upload-post',
  refreshToken: null,
  expiresAt: null,
  refreshExpiresAt: null,
  scopes: [],
};

/** PostOptions' TikTok-only facts: Upload-Post's apps are audited and read no creator settings. */
const APPROVED_APP = { audited: true, commentDisabled: false, duetDisabled: false, stitchDisabled: false };

/**
 * Upload-Post as a channel route (issue 32 item 1): connect a profile (one channel per platform it posts
 * to), its daily caps counted from our own posts, post options, and the unsigned webhook — whose body is
 * only a hint: the status endpoint is asked again and only its answer is written.
 */
export function createUploadPostChannels(deps: UploadPostChannelDeps) {
  const { db, client, log } = deps;
  const now = deps.now ?? Date.now;
  const webhookSecret = createHmac('sha256', deps.encryptionKey)
    .update('adreel:upload-post-webhook:v1')
    .digest('hex')
    .slice(0, 40);

  function need(): UploadPostClient {
    if (!client) throw new NotFound('Upload-Post is not set up on this server (UPLOAD_POST_API_KEY).');
    return client;
  }

  /** When a profile's posts to one platform went out in the last 24 h (any AdReel user: the cap is the profile's). */
  async function sentTimes(accountId: string, platform: Platform): Promise<Date[]> {
    const rows = await db.post.findMany({
      where: {
        platform,
        channel: { route: 'upload_post', accountId },
        status: { in: [...POST_IN_FLIGHT, 'published'] },
        startedAt: { gte: new Date(now() - DAY_MS) },
      },
      select: { startedAt: true },
      take: 100,
    });
    return rows.flatMap((r) => (r.startedAt ? [r.startedAt] : []));
  }

  async function capOf(accountId: string, platform: Platform): Promise<UploadPostCap> {
    const s = dailyCap(platform, await sentTimes(accountId, platform), new Date(now()));
    return {
      profile: uploadPostProfileOf(accountId),
      platform,
      cap: s.cap,
      used: s.used,
      remaining: s.remaining,
      nextFreeAt: s.nextFreeAt?.toISOString() ?? null,
    };
  }

  return {
    /** Also with the stand-in (which sends none; tests call it as Upload-Post would). */
    webhookUrl: client ? `${deps.apiBase}/channels/upload-post/webhook/${webhookSecret}` : null,

    /** Checks the profile exists under the key with those platforms, then stores one channel per platform. */
    async connect(
      userId: string,
      profile: string,
      platforms: Platform[],
    ): Promise<{ connected: Platform[] }> {
      const up = need();
      let found: Awaited<ReturnType<UploadPostClient['profiles']>>[number] | undefined;
      try {
        found = (await up.profiles()).find((p) => p.username === profile);
      } catch (e) {
        throw platformFailure(e);
      }
      if (!found)
        throw new Invalid(
          `Upload-Post has no profile "${profile}" under this key. Check the name at upload-post.com.`,
        );
      const missing = platforms.filter((p) => !found.platforms.includes(p));
      if (missing.length)
        throw new Invalid(
          `The profile "${profile}" has no ${missing.map((p) => POST_PLATFORM_NAMES[p]).join(', ')} account connected at Upload-Post. Connect it there first.`,
        );
      const accountId = uploadPostAccountId(profile);
      const data = {
        route: 'upload_post',
        accountName: `${profile} via Upload-Post`,
        avatarUrl: null,
        ...sealTokens(NO_TOKENS, deps.encryptionKey),
        status: 'connected',
        lastError: null,
      };
      for (const platform of platforms)
        await db.channel.upsert({
          where: { userId_platform_accountId: { userId, platform, accountId } },
          create: { userId, platform, accountId, ...data },
          update: data,
        });
      return { connected: platforms };
    },

    /** One profile's room left today on one platform (the Publish dialog shows it per channel). */
    capOf,

    /** Cancels a post handed to Upload-Post's scheduler; false when Upload-Post no longer has the job. */
    async cancelScheduled(jobId: string): Promise<boolean> {
      try {
        return await need().cancelScheduled(jobId);
      } catch (e) {
        throw platformFailure(e);
      }
    },

    /** The room left today per connected profile and platform. */
    async caps(userId: string): Promise<UploadPostCap[]> {
      const rows = await db.channel.findMany({
        where: { userId, route: 'upload_post' },
        select: { accountId: true, platform: true },
        orderBy: [{ accountId: 'asc' }, { platform: 'asc' }],
      });
      return Promise.all(rows.map((r) => capOf(r.accountId, r.platform as Platform)));
    },

    async postOptions(row: { accountId: string; platform: string }): Promise<ChannelPostOptions> {
      const platform = row.platform as Platform;
      const cap = await capOf(row.accountId, platform);
      return {
        privacyLevels: UPLOAD_POST_PRIVACY[platform],
        maxDurationS: PLATFORM_LIMITS[platform].maxDurationS,
        notes: [
          `Posted through Upload-Post's approved ${POST_PLATFORM_NAMES[platform]} app (profile ${cap.profile}).`,
          `${cap.remaining} of ${UPLOAD_POST_DAILY_CAPS[platform]} ${POST_PLATFORM_NAMES[platform]} posts left for this profile in the last 24 hours.`,
        ],
        ...APPROVED_APP,
      };
    },

    /**
     * Upload-Post's webhook at our secret URL. Unsigned, so the body only names the request; its status
     * is fetched again and written to posts still in flight (a repeat finds none and changes nothing).
     */
    async webhook(
      secret: string,
      body: { request_id?: string },
    ): Promise<{ received: true; updated: number }> {
      const given = Buffer.from(secret);
      const expected = Buffer.from(webhookSecret);
      if (!client || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new NotFound('Not found');
      const requestId = body.request_id;
      if (!requestId) return { received: true, updated: 0 };
      const posts = await db.post.findMany({
        where: {
          status: { in: [...POST_IN_FLIGHT] },
          channel: { route: 'upload_post' },
          uploadSession: { path: ['requestId'], equals: requestId },
        },
        select: { id: true, platform: true },
        take: 10,
      });
      if (!posts.length) return { received: true, updated: 0 };
      const reply = await client.status(requestId).catch((e: unknown) => {
        log.warn({ requestId, err: (e as Error).message }, 'upload-post webhook: status re-check failed');
        return null;
      });
      let updated = 0;
      for (const post of posts) {
        const r = reply?.results.find((x) => x.platform === post.platform);
        const where = { id: post.id, status: { in: [...POST_IN_FLIGHT] } };
        if (r?.status === 'completed' && (r.url || r.postId)) {
          const done = await db.post.updateMany({
            where,
            data: {
              status: 'published',
              platformUrl: r.url,
              platformPostId: r.postId ?? r.videoId ?? requestId,
              publishedAt: new Date(now()),
              failureReason: null,
            },
          });
          updated += done.count;
        } else if (r?.status === 'failed') {
          const done = await db.post.updateMany({
            where,
            data: {
              status: 'failed',
              failureReason:
                `${POST_PLATFORM_NAMES[post.platform as Platform]} via Upload-Post: ${r.message ?? 'the upload failed'}`.slice(
                  0,
                  1000,
                ),
            },
          });
          updated += done.count;
        }
      }
      return { received: true, updated };
    },
  };
}
export type UploadPostChannels = ReturnType<typeof createUploadPostChannels>;
