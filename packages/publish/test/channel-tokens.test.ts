import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelTokens, openTokens, sealTokens } from '../src/index.ts';
import { connect, standInsForTest } from './helpers.ts';

const key = randomBytes(32);
let t: TestDatabase;
let s: Awaited<ReturnType<typeof standInsForTest>>;
let userId: string;
beforeAll(async () => {
  t = await createTestDatabase();
  s = await standInsForTest();
  userId = (
    await t.db.user.create({
      data: { name: 'Ann', email: `ann-${Date.now()}@example.com`, passwordHash: 'x' },
    })
  ).id;
});
afterAll(async () => {
  await s.stop();
  await t.drop();
});

async function tiktokChannel(accountId: string) {
  const client = s.client('tiktok');
  const tokens = await connect(client);
  const row = await t.db.channel.create({
    data: { userId, platform: 'tiktok', accountId, accountName: 'Demo', ...sealTokens(tokens, key) },
  });
  return {
    row,
    tokens,
    channelTokens: createChannelTokens({ db: t.db, encryptionKey: key, clients: { tiktok: client } }),
  };
}

const soon = () => new Date(Date.now() + 60_000);

describe('channel tokens', () => {
  it('seals tokens at rest and hands out the stored one while it is fresh', async () => {
    const { row, tokens, channelTokens } = await tiktokChannel('a1');
    expect(row.accessTokenEnc).not.toContain(tokens.accessToken);
    expect(openTokens(row, key)).toEqual({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    });
    expect((await channelTokens.accessToken(row.id)).accessToken).toBe(tokens.accessToken);
  });

  it('refreshes a token about to expire once, even when two workers ask at the same time (rotation)', async () => {
    const { row, tokens, channelTokens } = await tiktokChannel('a2');
    await t.db.channel.update({ where: { id: row.id }, data: { expiresAt: soon() } });
    const [a, b] = await Promise.all([channelTokens.accessToken(row.id), channelTokens.accessToken(row.id)]);
    expect(a.accessToken).not.toBe(tokens.accessToken);
    expect(b.accessToken).toBe(a.accessToken);
    const after = await t.db.channel.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe('connected');
    expect(openTokens(after, key).refreshToken).not.toBe(tokens.refreshToken);
    expect(after.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 3600_000);
  });

  it('force refreshes after the platform said token_expired; refreshDue renews what expires soon', async () => {
    const { row, tokens, channelTokens } = await tiktokChannel('a3');
    const forced = await channelTokens.accessToken(row.id, { force: true });
    expect(forced.accessToken).not.toBe(tokens.accessToken);
    await t.db.channel.update({ where: { id: row.id }, data: { expiresAt: soon() } });
    const result = await channelTokens.refreshDue();
    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    expect(
      (await t.db.channel.findUniqueOrThrow({ where: { id: row.id } })).expiresAt?.getTime(),
    ).toBeGreaterThan(Date.now() + 3600_000);
  });

  it('a refused refresh marks the channel reconnect_needed with the platform words, and it stays so', async () => {
    const { row, tokens, channelTokens } = await tiktokChannel('a4');
    await s.client('tiktok').revoke?.(tokens);
    await expect(channelTokens.accessToken(row.id, { force: true })).rejects.toMatchObject({
      kind: 'reconnect_needed',
    });
    const after = await t.db.channel.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe('reconnect_needed');
    expect(after.lastError).toMatch(/TikTok token refresh was refused/);
    await expect(channelTokens.accessToken(row.id)).rejects.toMatchObject({ kind: 'reconnect_needed' });
  });
});
