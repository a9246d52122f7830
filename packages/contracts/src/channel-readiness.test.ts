import { describe, expect, it } from 'vitest';
import { channelReadiness, publicHttpsProblem, type ReadinessInput } from './channel-readiness.ts';

const none = { ownApp: false, standIn: false };
const base: ReadinessInput = {
  publicUrl: 'https://adreel.example.com',
  direct: { tiktok: none, youtube: none, instagram: none },
  uploadPost: { key: false, standIn: false },
};
const of = (input: ReadinessInput, platform: string) => {
  const p = channelReadiness(input).find((x) => x.platform === platform);
  if (!p) throw new Error(platform);
  return p;
};
const route = (input: ReadinessInput, platform: string, r: string) =>
  of(input, platform).routes.find((x) => x.route === r);

describe('channelReadiness', () => {
  it('with nothing set up, names what is missing and recommends nothing', () => {
    for (const p of ['tiktok', 'youtube', 'instagram']) {
      expect(of(base, p).recommended).toBeNull();
      expect(route(base, p, 'upload_post')?.missing).toEqual(['UPLOAD_POST_API_KEY']);
      expect(route(base, p, 'stand_in')).toBeUndefined();
    }
    expect(route(base, 'tiktok', 'own_app')?.missing).toEqual(['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET']);
  });

  it('an unaudited TikTok app posts privately only; an unverified Google project locks uploads private', () => {
    const input = {
      ...base,
      direct: {
        ...base.direct,
        tiktok: { ownApp: true, standIn: false },
        youtube: { ownApp: true, standIn: false },
      },
    };
    expect(route(input, 'tiktok', 'own_app')).toMatchObject({ available: true, missing: [] });
    expect(route(input, 'tiktok', 'own_app')?.behaviour).toMatch(/private \(“Only me”\)/);
    expect(route(input, 'tiktok', 'own_app')?.behaviour).not.toMatch(/SELF_ONLY/);
    const audited = {
      ...input,
      direct: { ...input.direct, tiktok: { ownApp: true, standIn: false, audited: true } },
    };
    expect(route(audited, 'tiktok', 'own_app')?.behaviour).toMatch(/may be public/);
    expect(route(input, 'youtube', 'own_app')?.behaviour).toMatch(/locked to private/);
    expect(of(input, 'tiktok').recommended).toBe('own_app');
  });

  it('Instagram direct needs PUBLIC_URL to be public HTTPS and points to Upload-Post otherwise', () => {
    const input = {
      ...base,
      publicUrl: 'http://127.0.0.1:4000',
      direct: { ...base.direct, instagram: { ownApp: true, standIn: false } },
    };
    const r = route(input, 'instagram', 'own_app');
    expect(r?.available).toBe(false);
    expect(r?.missing).toEqual(["the app's public address (PUBLIC_URL in .env) as a public HTTPS address"]);
    expect(r?.behaviour).not.toMatch(/PUBLIC_URL/);
    expect(r?.behaviour).toMatch(/Upload-Post instead/);
    expect(
      route({ ...input, publicUrl: 'https://adreel.example.com' }, 'instagram', 'own_app')?.available,
    ).toBe(true);
  });

  it('prefers a real Upload-Post key over the own app, and anything real over a stand-in', () => {
    const demo = {
      ...base,
      direct: {
        tiktok: { ownApp: false, standIn: true },
        youtube: { ownApp: false, standIn: true },
        instagram: { ownApp: false, standIn: true },
      },
      uploadPost: { key: false, standIn: true },
    };
    expect(route(demo, 'youtube', 'upload_post')).toMatchObject({ available: true, standIn: true });
    expect(route(demo, 'youtube', 'upload_post')?.behaviour).toMatch(
      /nothing is posted for real; at most 10 YouTube/,
    );
    expect(of(demo, 'youtube').recommended).toBe('upload_post');
    const real = {
      ...demo,
      uploadPost: { key: true, standIn: false },
      direct: { ...demo.direct, tiktok: { ownApp: true, standIn: false } },
    };
    expect(of(real, 'tiktok').recommended).toBe('upload_post');
    expect(route(real, 'tiktok', 'upload_post')?.behaviour).toMatch(/at most 15 TikTok posts/);
  });

  it('publicHttpsProblem', () => {
    expect(publicHttpsProblem('https://adreel.example.com')).toBeNull();
    expect(publicHttpsProblem('https://localhost:4000')).toMatch(/not reachable/);
    expect(publicHttpsProblem('https://192.168.1.4')).toMatch(/not reachable/);
    expect(publicHttpsProblem('http://adreel.example.com')).toMatch(/not HTTPS/);
  });
});
