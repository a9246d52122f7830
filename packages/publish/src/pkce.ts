import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: 43–128 characters from the unreserved set; 32 random bytes base64url = 43. */
export function makeCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** 32 random bytes, base64url: the OAuth `state` (we store only its sha256). */
export function makeState(): string {
  return randomBytes(32).toString('base64url');
}

export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}
