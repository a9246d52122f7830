import { createHash, randomInt } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, API_KEY_VISIBLE_LENGTH } from '@adreel/contracts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters carry 256 bits, the strength of 32 random bytes. */
const KEY_CHARACTERS = 43;

/**
 * A key is random enough that a plain sha256 is a safe record of it (no dictionary to try), and one
 * indexed lookup finds it; a slow password hash would only slow every API call.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newApiKey(): { key: string; prefix: string; hash: string } {
  let body = '';
  for (let i = 0; i < KEY_CHARACTERS; i += 1) body += BASE62[randomInt(62)];
  const key = `${API_KEY_PREFIX}${body}`;
  return { key, prefix: key.slice(0, API_KEY_VISIBLE_LENGTH), hash: hashApiKey(key) };
}

export function looksLikeApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}
