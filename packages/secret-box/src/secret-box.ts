import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Small AES-256-GCM envelope for secrets kept in the database: marketplace credentials and inbound
 * tokens, channel tokens, webhook secrets, postback tokens (key: ENCRYPTION_KEY, see parseEncryptionKey).
 * Format: "v1:" + base64url(iv[12] | tag[16] | ciphertext). The version prefix leaves room to
 * rotate the algorithm or key later without guessing what an old blob is.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error(`Encryption key must be 32 bytes, got ${key.length}`);
}

export function encryptSecret(plain: string, key32: Buffer): string {
  assertKey(key32);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key32, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

export function decryptSecret(blob: string, key32: Buffer): string {
  assertKey(key32);
  const sep = blob.indexOf(':');
  if (sep === -1 || blob.slice(0, sep) !== VERSION) throw new Error('Unsupported secret format');
  const raw = Buffer.from(blob.slice(sep + 1), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Secret is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key32, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    // GCM's own message ("Unsupported state or unable to authenticate data") says nothing useful.
    throw new Error('Secret could not be decrypted: wrong key or tampered data');
  }
}

/** The names issue 34 agreed on: seal a secret for the database, open it again. */
export const seal = encryptSecret;
export const open = decryptSecret;

/**
 * Reads the configured key: 64 hex characters, or base64/base64url of 32 bytes
 * (e.g. `openssl rand -hex 32` or `openssl rand -base64 32`).
 */
export function parseEncryptionKey(hexOrBase64: string): Buffer {
  const s = hexOrBase64.trim();
  const key = /^[0-9a-f]{64}$/i.test(s)
    ? Buffer.from(s, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(s)
      ? Buffer.from(s, s.includes('-') || s.includes('_') ? 'base64url' : 'base64')
      : null;
  if (key === null || key.length !== 32) {
    throw new Error(
      `Encryption key must be 32 bytes given as 64 hex characters or base64 (got ${key === null ? 'neither' : `${key.length} bytes`}); generate one with: openssl rand -hex 32`,
    );
  }
  return key;
}
