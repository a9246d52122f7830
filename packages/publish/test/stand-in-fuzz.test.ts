import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../src/index.ts';
import { INSTAGRAM_VERSION } from '../src/instagram/client.ts';
import { UPLOAD_POST_STAND_IN_KEY } from '../src/upload-post/config.ts';
import { connect, standInsForTest } from './helpers.ts';

/**
 * The stand-in process meets bad input like the API does (issue 31): every route it serves gets
 * malformed, mistyped, NUL-laden, deeply nested, huge and mislabelled requests, with a real token
 * and with a forged one, and never answers 5xx or stops answering.
 */
type Stand = Awaited<ReturnType<typeof standInsForTest>>;
let s: Stand;
const tokens: Partial<Record<Platform, string>> = {};

beforeAll(async () => {
  s = await standInsForTest({ ratePerMinute: 1_000_000 });
  for (const p of ['tiktok', 'youtube', 'instagram'] as const) {
    tokens[p] = (await connect(s.client(p))).accessToken;
  }
});
afterAll(async () => {
  await s?.stop();
});

const ig = `/${INSTAGRAM_VERSION}`;
const ROUTES: [string, string, string][] = [
  ['tiktok', 'GET', '/'],
  ['tiktok', 'GET', '/posts'],
  ['tiktok', 'POST', '/_consent'],
  ['tiktok', 'GET', '/_control/posts'],
  ['tiktok', 'POST', '/_control'],
  ['tiktok', 'GET', '/v2/auth/authorize/'],
  ['tiktok', 'POST', '/v2/oauth/token/'],
  ['tiktok', 'POST', '/v2/oauth/revoke/'],
  ['tiktok', 'GET', '/v2/user/info/'],
  ['tiktok', 'POST', '/v2/post/publish/creator_info/query/'],
  ['tiktok', 'POST', '/v2/post/publish/video/init/'],
  ['tiktok', 'POST', '/v2/post/publish/inbox/video/init/'],
  ['tiktok', 'PUT', '/upload/'],
  ['tiktok', 'POST', '/v2/post/publish/status/fetch/'],
  ['tiktok', 'POST', '/v2/video/query/'],
  ['tiktok', 'GET', '/@x/video/1'],
  ['youtube', 'GET', '/o/oauth2/v2/auth'],
  ['youtube', 'POST', '/token'],
  ['youtube', 'POST', '/revoke'],
  ['youtube', 'GET', '/youtube/v3/channels'],
  ['youtube', 'GET', '/youtube/v3/videos'],
  ['youtube', 'POST', '/upload/youtube/v3/videos'],
  ['youtube', 'PUT', '/upload/youtube/v3/videos'],
  ['youtube', 'GET', '/watch'],
  ['instagram', 'GET', '/oauth/authorize'],
  ['instagram', 'POST', '/oauth/access_token'],
  ['instagram', 'GET', '/access_token'],
  ['instagram', 'GET', '/refresh_access_token'],
  ['instagram', 'GET', '/reel/x'],
  ['instagram', 'POST', `${ig}/17841400000000001/media`],
  ['instagram', 'POST', `${ig}/17841400000000001/media_publish`],
  ['instagram', 'GET', `${ig}/17841400000000001`],
  ['instagram', 'GET', `${ig}/1/insights`],
  ['upload-post', 'GET', '/'],
  ['upload-post', 'GET', '/p/tiktok/x'],
  ['upload-post', 'GET', '/api/uploadposts/me'],
  ['upload-post', 'GET', '/api/uploadposts/users'],
  ['upload-post', 'POST', '/api/upload'],
  ['upload-post', 'GET', '/api/uploadposts/status'],
  ['upload-post', 'GET', '/api/uploadposts/post-analytics/x'],
];

let deep = '1';
for (let i = 0; i < 5_000; i += 1) deep = `{"a":[${deep}]}`;
const huge = 'x'.repeat(300_000);
const BODIES: [string, string, string | Buffer][] = [
  ['empty', 'application/json', ''],
  ['garbage bytes', 'application/octet-stream', Buffer.from([0, 255, 254, 0, 13, 10, 0])],
  [
    'json with NUL',
    'application/json',
    '{"post_info":{"title":"a\\u0000b"},"source_info":{"video_size":"\\u0000"}}',
  ],
  [
    'json of wrong types',
    'application/json',
    '{"post_info":[],"source_info":{"video_size":-1e308,"chunk_size":"x","total_chunk_count":1e21}}',
  ],
  ['nested 5,000 deep', 'application/json', deep],
  ['huge field', 'application/x-www-form-urlencoded', `code=${huge}&state=${huge}&scope=${huge}`],
  [
    'form with NUL',
    'application/x-www-form-urlencoded',
    'grant_type=%00&code=%00&redirect_uri=%00&video_url=%00&decision=allow',
  ],
  [
    'multipart without its end',
    'multipart/form-data; boundary=zz',
    '--zz\r\ncontent-disposition: form-data; name="video"; filename="a.mp4"\r\n\r\nabc',
  ],
  ['mislabelled', 'text/plain', '{"a":1}'],
];
const QUERIES = [
  '',
  '?access_token=%00&id=%00&request_id=%00&v=%00&client_key=%00',
  `?fields=${'x,'.repeat(5_000)}`,
];

function authFor(platform: string, real: boolean): Record<string, string> {
  if (platform === 'upload-post')
    return { authorization: `Apikey ${real ? UPLOAD_POST_STAND_IN_KEY : 'forged'}` };
  const token = real ? tokens[platform as Platform] : 'act.forged';
  return { authorization: `Bearer ${token}` };
}

describe('fuzzing the stand-in process', () => {
  it('answers every malformed request below 500 and keeps answering', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [platform, method, path] of ROUTES) {
      const base = platform === 'upload-post' ? `${s.origin}/upload-post` : s.base(platform as Platform);
      for (const query of QUERIES) {
        for (const [kind, type, body] of BODIES) {
          for (const real of [true, false]) {
            const res = await fetch(`${base}${path}${query}`, {
              method,
              headers: { 'content-type': type, ...authFor(platform, real) },
              body: method === 'GET' ? undefined : body,
              redirect: 'manual',
            }).catch((e: Error) => ({ status: 599, text: async () => e.message }));
            sent += 1;
            if (res.status >= 500) {
              failures.push(
                `${method} ${platform}${path}${query.slice(0, 30)} [${kind}] → ${res.status} ${(await res.text()).slice(0, 160)}`,
              );
            } else if ('arrayBuffer' in res) await res.arrayBuffer();
          }
          if (method === 'GET') break;
        }
      }
    }
    console.info(`stand-in fuzz: ${ROUTES.length} routes, ${sent} requests, ${failures.length} answered 5xx`);
    expect(failures, failures.join('\n')).toEqual([]);
    // Still serving after all of it.
    expect(
      (await fetch(`${s.base('tiktok')}/v2/user/info/`, { headers: authFor('tiktok', true) })).status,
    ).toBe(200);
  }, 300_000);
});
