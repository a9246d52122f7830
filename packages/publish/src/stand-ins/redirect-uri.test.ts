import { expect, it } from 'vitest';
import { registeredRedirect } from './redirect-uri.ts';

const base = 'http://127.0.0.1:4000/api/channels/oauth';
const registered = [`${base}/tiktok/callback`, `${base}/youtube/callback`, `${base}/instagram/callback`];

it('accepts a registered callback exactly as registered', () => {
  for (const uri of registered) expect(registeredRedirect(uri, registered)).toBe(uri);
});

it.each([
  ['dot segments', `${base}/../../../dev/mailbox`],
  ['dot segments after the callback', `${base}/tiktok/callback/../../../../dev/mailbox`],
  ['a round trip through dot segments', `${base}/tiktok/x/../callback`],
  ['encoded dots', `${base}/%2e%2e/%2e%2e/%2e%2e/dev/mailbox`],
  ['upper-case encoded dots', `${base}/%2E%2E/%2E%2E/dev/mailbox`],
  ['backslashes', `${base}\\..\\..\\..\\dev\\mailbox`],
  ['a backslash for a slash', `${base}/tiktok\\callback`],
  ['an extra query', `${base}/tiktok/callback?next=/dev/mailbox`],
  ['an empty query', `${base}/tiktok/callback?`],
  ['a fragment', `${base}/tiktok/callback#x`],
  ['a trailing slash', `${base}/tiktok/callback/`],
  ['a user name', 'http://evil@127.0.0.1:4000/api/channels/oauth/tiktok/callback'],
  ['another host', 'http://127.0.0.1:4001/api/channels/oauth/tiktok/callback'],
  ['an upper-case host', 'http://LOCALHOST:4000/api/channels/oauth/tiktok/callback'],
  ['a prefix of a registered URI', `${base}/tiktok/`],
  ['a longer path', `${base}/tiktok/callback/more`],
  ['a tab inside', `${base}/tik\ttok/callback`],
  ['another scheme', 'javascript://127.0.0.1:4000/api/channels/oauth/tiktok/callback'],
  ['nothing', ''],
])('refuses %s', (_what, uri) => {
  expect(registeredRedirect(uri, registered)).toBeNull();
});

it('accepts nothing when no URI is registered', () => {
  expect(registeredRedirect(registered[0] as string, [])).toBeNull();
});
