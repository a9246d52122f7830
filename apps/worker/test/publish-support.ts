import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@adreel/db';
import type { TestDatabase } from '@adreel/db/testing';
import type { Platform } from '@adreel/publish';
import { DEMO_ACCOUNTS, type StandIns } from '@adreel/publish/stand-ins';
import { createProducer } from '@adreel/queue';
import { encryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import { createStorage, type Storage } from '@adreel/storage';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { createWorkerDeps, type WorkerDeps } from '../src/deps.ts';
import type { WorkerEnv } from '../src/env.ts';
import { linkInBioVideoKey } from '../src/publish/post-media.ts';
import { ENCRYPTION_KEY, PRODUCT, SHORT_CONTENT } from './render-support.ts';

const SCOPES: Record<Platform, string[]> = {
  tiktok: ['user.info.basic', 'video.publish', 'video.upload'],
  youtube: ['https://www.googleapis.com/auth/youtube.upload'],
  instagram: ['instagram_business_basic', 'instagram_business_content_publish'],
};

/** A publishing test's worker deps: its database, `redis` under `prefix`, storage in `dir`/storage, no logs. */
export function publishWorkerDeps(env: WorkerEnv, db: Db, redis: Redis, prefix: string, dir: string) {
  return createWorkerDeps(env, {
    db,
    connection: redis,
    producer: createProducer(redis, prefix),
    storage: createStorage({ STORAGE_DIR: join(dir, 'storage') }),
    logger: pino({ level: 'silent' }),
  });
}

/** Tears a publishing test down: the producer, its redis keys and connection, the stand-ins, the database, `dir`. */
export async function closePublishTest(o: {
  deps: WorkerDeps;
  redis: Redis;
  prefix: string;
  stand: { close(): Promise<void> };
  t: TestDatabase;
  dir: string;
}) {
  await o.deps.producer.close();
  const keys = await o.redis.keys(`${o.prefix}:*`);
  if (keys.length) await o.redis.del(...keys);
  o.redis.disconnect();
  await o.stand.close();
  await o.t.drop();
  await rm(o.dir, { recursive: true, force: true });
}

export async function newUser(db: Db) {
  return db.user.create({
    data: { name: 'Poster', email: `${randomBytes(6).toString('hex')}@posts.test`, passwordHash: 'x' },
  });
}

/** A channel connected to the stand-in's first demo account, its access token issued by the stand-in. */
export async function standInChannel(db: Db, standIns: StandIns, platform: Platform, userId: string) {
  const account = DEMO_ACCOUNTS[platform][0];
  if (!account) throw new Error('no demo account');
  const token = `act.test-${randomBytes(8).toString('hex')}`;
  const store = standIns.store(platform);
  store.state.access.set(token, {
    account: account.id,
    scopes: SCOPES[platform],
    expiresAt: Date.now() + 86_400_000,
    revoked: false,
  });
  store.save();
  return db.channel.create({
    data: {
      userId,
      platform,
      accountId: account.id,
      accountName: account.name,
      accessTokenEnc: encryptSecret(token, parseEncryptionKey(ENCRYPTION_KEY)),
      expiresAt: new Date(Date.now() + 86_400_000),
      scopes: SCOPES[platform],
    },
  });
}

/** `bytes` bytes that start like an MP4 (the stand-ins check the ftyp box), the rest random. */
export function fakeMp4(bytes: number): Buffer {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1')]);
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]);
}

/**
 * A finished video whose file is `bytes` long in storage, and its link-in-bio copy (what TikTok and
 * Instagram are sent) the same bytes, as if a post had made it already: these files are no renders.
 */
export async function finishedVideo(db: Db, storage: Storage, userId: string, bytes: number) {
  const video = await db.video.create({
    data: {
      userId,
      kind: 'user',
      status: 'completed',
      progress: 100,
      message: 'Done',
      content: SHORT_CONTENT,
      product: PRODUCT,
      url: PRODUCT.url,
      durationS: 6,
      sizeBytes: bytes,
    },
  });
  const outputKey = `videos/${video.id}/video.mp4`;
  const file = fakeMp4(bytes);
  await storage.put(outputKey, file, 'video/mp4');
  await storage.put(linkInBioVideoKey(video.id, video.language), file, 'video/mp4');
  return db.video.update({ where: { id: video.id }, data: { outputKey } });
}

export async function newPost(
  db: Db,
  data: {
    userId: string;
    videoId: string;
    channelId: string;
    platform: Platform;
    scheduledAt?: Date;
    caption?: string;
  },
) {
  return db.post.create({
    data: {
      ...data,
      caption: data.caption ?? 'Meet the calm lamp.',
      hashtags: ['calmlamp'],
      privacy: data.platform === 'tiktok' ? 'SELF_ONLY' : data.platform === 'youtube' ? 'private' : null,
      scheduledAt: data.scheduledAt ?? new Date(),
    },
  });
}
