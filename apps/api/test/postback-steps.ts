import { postbackSettingsResponseSchema } from '@adreel/contracts';
import { expect } from 'vitest';
import { ipnSignature } from '../src/modules/digistore/ipn-signature.ts';
import type { Harness, SignedInUser } from './harness.ts';

export const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A human click; the cid it carried to Digistore24 (null when none). */
export async function clickThrough(
  h: Harness,
  code: string,
  agent = CHROME,
  extra: Record<string, string> = {},
) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/go/${code}`,
    headers: { 'user-agent': agent, ...extra },
  });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  return { location, cid: new URL(location).searchParams.get('cid') };
}

export async function postbackSettings(h: Harness, user: SignedInUser) {
  const res = await h.app.inject({ method: 'GET', url: '/api/digistore/postback', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return postbackSettingsResponseSchema.parse(res.json());
}

/** The user's postback URL as Digistore24 would call it: placeholders filled from `values`. */
export async function postbackPath(h: Harness, user: SignedInUser, values: Record<string, string>) {
  const url = new URL((await postbackSettings(h, user)).postbackUrl);
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    query.set(name, /^\{.*\}$/.test(value) ? (values[name] ?? '') : value);
  }
  for (const [name, value] of Object.entries(values)) if (!query.has(name)) query.set(name, value);
  return { path: url.pathname, query };
}

/** Digistore24's S2S postback for the user's key, by GET or form POST. */
export async function sendPostback(
  h: Harness,
  user: SignedInUser,
  values: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
) {
  const { path, query } = await postbackPath(h, user, values);
  return method === 'GET'
    ? h.app.inject({ method, url: `${path}?${query}` })
    : h.app.inject({
        method,
        url: `${path}?token=${query.get('token')}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query.toString(),
      });
}

/** Saves the user's IPN passphrase; the returned function posts a vendor IPN signed with it, as Digistore24 would. */
export async function ipnSender(h: Harness, user: SignedInUser, passphrase = 'correct horse battery') {
  const saved = await h.app.inject({
    method: 'PUT',
    url: '/api/digistore/ipn',
    headers: user.auth,
    payload: { passphrase },
  });
  expect(saved.statusCode).toBe(200);
  const path = new URL(saved.json().ipnUrl).pathname;
  return (form: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form, sha_sign: ipnSignature(passphrase, form) }).toString(),
    });
}
