import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: 43–128 characters from the unreserved set; 32 random bytes base64url = 43. */
export function makeCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * S256 challenge. RFC 7636 encodes the hash base64url (Google); TikTok's Login Kit documents the
 * SHA-256 as hex, so its client asks for 'hex'.
 */
export function codeChallengeS256(verifier: string, encoding: 'base64url' | 'hex' = 'base64url'): string {
  return createHash('sha256').update(verifier).digest(encoding);
}

/** 32 random bytes, base64url: the OAuth `state` (we store only its sha256). */
export function makeState(): string {
  return randomBytes(32).toString('base64url');
}

export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}
