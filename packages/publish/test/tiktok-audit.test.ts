import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '../src/index.ts';
import { ACTIVE_USER_CAP_REFUSAL, UNAUDITED_REFUSAL } from '../src/tiktok/errors.ts';
import { connect, fakeMp4, hooks, source, standInsForTest } from './helpers.ts';

/**
 * The TikTok stand-in as an app TikTok has not audited (its default): Direct Post only to private
 * accounts, only SELF_ONLY, for at most 5 creators in 24 h; the client turns each refusal into words.
 */
let s: Awaited<ReturnType<typeof standInsForTest>>;
beforeAll(async () => {
  s = await standInsForTest({ initsPerMinute: 100 });
});
afterAll(() => s.stop());

const PUBLIC_ACCOUNT = 'tt-open-demo-2';
const choices = {
  allowComment: true,
  allowDuet: false,
  allowStitch: true,
  disclose: true,
  yourBrand: true,
  brandedContent: false,
};
const post = (accessToken: string, privacy = 'SELF_ONLY', tiktok = choices) =>
  s.client('tiktok').publish({
    accessToken,
    input: { caption: 'Lamp #deal', privacy, mode: 'direct', tiktok },
    source: source(fakeMp4(1000)),
    session: null,
    hooks: hooks().hooks,
  });

/** video/init as TikTok documents it, without the client's own checks. */
const rawInit = (accessToken: string, privacy: string) =>
  fetch(`${s.base('tiktok')}/v2/post/publish/video/init/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      post_info: { title: 'x', privacy_level: privacy },
      source_info: { source: 'FILE_UPLOAD', video_size: 1000, chunk_size: 1000, total_chunk_count: 1 },
    }),
  });

describe('TikTok stand-in, unaudited', () => {
  it('offers only SELF_ONLY in creator_info, and the client says why', async () => {
    const t = await connect(s.client('tiktok'));
    const options = await s.client('tiktok').postOptions(t.accessToken);
    expect(options).toMatchObject({ privacyLevels: ['SELF_ONLY'], audited: false, commentDisabled: false });
    expect(options.notes.join(' ')).toContain('Upload-Post (Settings → Channels)');
  });

  it('refuses a public account with the documented error body; the client gives the two ways out', async () => {
    const t = await connect(s.client('tiktok'), undefined, PUBLIC_ACCOUNT);
    const raw = await rawInit(t.accessToken, 'SELF_ONLY');
    expect(raw.status).toBe(403);
    const body = (await raw.json()) as { error: Record<string, string> };
    expect(body.error).toMatchObject({ code: 'unaudited_client_can_only_post_to_private_accounts' });
    expect(body.error.message).toBeTruthy();
    expect(body.error.log_id).toBeTruthy();

    const before = s.standIns.posts('tiktok').length;
    const err = await post(t.accessToken).catch((e) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err).toMatchObject({
      kind: 'rejected',
      message: UNAUDITED_REFUSAL,
      details: { code: 'unaudited_client_can_only_post_to_private_accounts' },
    });
    expect(s.standIns.posts('tiktok').length).toBe(before);
  });

  it('posts SELF_ONLY to a private account with the creator’s own choices in post_info', async () => {
    const t = await connect(s.client('tiktok'));
    const r = await post(t.accessToken);
    expect(r.platformUrl).toMatch(/\/@demo_creator\/video\/\d+$/);
    expect(s.standIns.posts('tiktok')[0]).toMatchObject({
      privacy: 'SELF_ONLY',
      choices: {
        disable_comment: false,
        disable_duet: true,
        disable_stitch: false,
        brand_organic_toggle: true,
        brand_content_toggle: false,
      },
    });
    // Anything but SELF_ONLY: the stand-in refuses it, and the client refuses before video/init.
    const raw = await rawInit(t.accessToken, 'PUBLIC_TO_EVERYONE');
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({
      error: { code: 'unaudited_client_can_only_post_to_private_accounts' },
    });
    await expect(post(t.accessToken, 'PUBLIC_TO_EVERYONE')).rejects.toMatchObject({
      kind: 'rejected',
      message: UNAUDITED_REFUSAL,
    });
    // A Paid partnership is never private: refused before anything is sent.
    await expect(
      post(t.accessToken, 'SELF_ONLY', { ...choices, brandedContent: true }),
    ).rejects.toMatchObject({ kind: 'rejected', message: expect.stringMatching(/Paid partnership/) });
  });

  it('lets 5 creators post in 24 h; the 6th is refused, the first 5 still post', async () => {
    const fresh = await standInsForTest({ initsPerMinute: 100 });
    try {
      const client = fresh.client('tiktok');
      const creators = [];
      for (let i = 0; i < 6; i++) creators.push(await connect(client));
      const go = (accessToken: string) =>
        client.publish({
          accessToken,
          input: { caption: 'Lamp', privacy: 'SELF_ONLY', mode: 'direct' },
          source: source(fakeMp4(1000)),
          session: null,
          hooks: hooks().hooks,
        });
      for (const c of creators.slice(0, 5)) await go(c.accessToken);
      const sixth = await go(creators[5]?.accessToken ?? '').catch((e) => e);
      expect(sixth).toMatchObject({
        kind: 'rejected',
        message: ACTIVE_USER_CAP_REFUSAL,
        details: { code: 'reached_active_user_cap' },
      });
      await go(creators[0]?.accessToken ?? '');
      expect(fresh.standIns.posts('tiktok')).toHaveLength(6);
    } finally {
      await fresh.stop();
    }
  });
});

describe('TikTok stand-in, audited', () => {
  it('offers the account’s privacy levels and posts publicly, also from a public account', async () => {
    const audited = await standInsForTest({ audited: true });
    try {
      const client = audited.client('tiktok', undefined, { audited: true });
      const t = await connect(client, undefined, PUBLIC_ACCOUNT);
      expect((await client.postOptions(t.accessToken)).privacyLevels).toContain('PUBLIC_TO_EVERYONE');
      const r = await client.publish({
        accessToken: t.accessToken,
        input: { caption: 'Lamp', privacy: 'PUBLIC_TO_EVERYONE', mode: 'direct' },
        source: source(fakeMp4(1000)),
        session: null,
        hooks: hooks().hooks,
      });
      expect(r.platformUrl).toMatch(/\/@second_creator\/video\//);
      // A private account offers no "Everyone" even then.
      const p = await connect(client);
      expect((await client.postOptions(p.accessToken)).privacyLevels).not.toContain('PUBLIC_TO_EVERYONE');
    } finally {
      await audited.stop();
    }
  });
});
