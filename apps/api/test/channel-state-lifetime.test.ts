import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import type { ChannelTokens, PlatformClient, PlatformConfig } from '@adreel/publish';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelService } from '../src/modules/channels/service.ts';

// The OAuth state's lifetime itself (10 minutes from issue), on the service's own clock: the
// channels test only covers a state already expired in the database.
let t: TestDatabase;
let userId: string;
let clock = Date.parse('2026-03-01T12:00:00.000Z');

const platformClient = {
  platform: 'tiktok',
  usesPkce: true,
  scopes: ['video.publish'],
  authorizeUrl: ({ state }: { state: string }) => `https://tiktok.test/authorize?state=${state}`,
  exchangeCode: async () => ({
    accessToken: 'access',
    refreshToken: 'refresh',
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: ['video.publish'],
  }),
  accountInfo: async () => ({ accountId: 'acct-1', name: 'Ann', avatarUrl: null }),
} as unknown as PlatformClient;

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestDatabase();
  userId = (await t.db.user.create({ data: { name: 'Ann', email: 'ann@example.com', passwordHash: 'x' } }))
    .id;
});
afterAll(() => t.drop());

function service() {
  return createChannelService({
    db: t.db,
    encryptionKey: randomBytes(32),
    configs: {
      tiktok: {
        clientId: 'id',
        clientSecret: 'secret',
        redirectUri: 'http://127.0.0.1/cb',
      } as PlatformConfig,
      youtube: null,
      instagram: null,
    },
    clients: { tiktok: platformClient },
    tokens: {} as ChannelTokens,
    publicUrl: 'http://127.0.0.1',
    log: silent,
    now: () => clock,
  });
}

/** A state issued now, finished `afterMs` later on the same clock. */
async function finishAfter(afterMs: number) {
  const channels = service();
  const { state } = await channels.startConnect(userId, 'tiktok');
  clock += afterMs;
  return channels.finishConnect('tiktok', { code: 'code', state }, state);
}

describe('an OAuth state', () => {
  it('is accepted 9 min 59 s after it was issued', async () => {
    expect(await finishAfter(9 * 60_000 + 59_000)).toEqual({ ok: true, platform: 'tiktok' });
    expect(await t.db.channel.count({ where: { userId, accountId: 'acct-1' } })).toBe(1);
  });

  it('is refused as expired 10 min 1 s after it was issued, and connects nothing', async () => {
    await t.db.channel.deleteMany({ where: { userId } });
    expect(await finishAfter(10 * 60_000 + 1_000)).toEqual({
      ok: false,
      platform: 'tiktok',
      reason: 'expired',
    });
    expect(await t.db.channel.count({ where: { userId } })).toBe(0);
  });
});
