import { createHash } from 'node:crypto';

/**
 * The INS cipher key as ClickBank documents it for version 6.0 and later: the first 32 characters of
 * the lower-case hex SHA-1 of the account's secret key, used as 32 ASCII bytes (AES-256).
 */
export function insKey(secretKey: string): Buffer {
  const hex = createHash('sha1').update(secretKey, 'utf8').digest('hex').slice(0, 32);
  return Buffer.from(hex, 'ascii');
}

/** ClickBank's secret key: up to 16 upper-case letters and digits (its settings page says so). */
export const INS_SECRET_PATTERN = /^[A-Z0-9]{1,16}$/;
