import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * ClickBank's INS encryption done by an independent implementation, for tests: openssl computes the
 * SHA-1 of the secret key and runs AES-256-CBC with PKCS7 padding. Never our own receiver's code.
 */

/** The INS key (first 32 lower-case hex characters of SHA-1(secret), as ASCII bytes) in hex for `-K`. */
export function opensslInsKeyHex(secret: string): string {
  const out = execFileSync('openssl', ['dgst', '-sha1', '-hex'], { input: secret }).toString();
  const sha1Hex = (/([0-9a-f]{40})\s*$/.exec(out.trim())?.[1] ?? '').toLowerCase();
  return Buffer.from(sha1Hex.slice(0, 32), 'ascii').toString('hex');
}

/** Encrypts bytes as base64 (extra openssl flags, e.g. `-nopad`, may follow). */
export function opensslEncrypt(
  plain: string | Buffer,
  secret: string,
  iv: Buffer,
  extra: string[] = [],
): string {
  const args = [
    'enc',
    '-aes-256-cbc',
    '-K',
    opensslInsKeyHex(secret),
    '-iv',
    iv.toString('hex'),
    '-base64',
    '-A',
  ];
  return execFileSync('openssl', [...args, ...extra], { input: plain })
    .toString()
    .trim();
}

/** An INS body `{notification, iv}` as ClickBank sends it. */
export function opensslInsEnvelope(message: unknown, secret: string, iv: Buffer = randomBytes(16)) {
  return { notification: opensslEncrypt(JSON.stringify(message), secret, iv), iv: iv.toString('base64') };
}

/** Decrypts an INS body with openssl. */
export function opensslInsDecrypt(body: { notification: string; iv: string }, secret: string): unknown {
  const iv = Buffer.from(body.iv, 'base64').toString('hex');
  const args = ['enc', '-d', '-aes-256-cbc', '-K', opensslInsKeyHex(secret), '-iv', iv, '-base64', '-A'];
  return JSON.parse(execFileSync('openssl', args, { input: body.notification }).toString('utf8'));
}
