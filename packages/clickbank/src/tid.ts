/**
 * Our click id as ClickBank's `tid`, and back.
 *
 * ClickBank keeps a HopLink's `tid` only when it is at most 24 characters of `[a-z0-9]` (the legacy
 * rule drops longer or other values and upper-cases letters). Our click ids are 16 bytes as 22
 * base64url characters, case-sensitive, so they cannot travel as they are. The mapping is lossless
 * instead of a lookup table: the click id's 128-bit number written in base 36, zero-padded to 24
 * characters. 36^24 is just above 2^124, so a click id whose top four bits are zero (the redirect
 * mints only those: `newClickIdBytes` below) always fits; one that does not fit has no tid, and a
 * tid that came back upper-cased still decodes.
 */

/** What ClickBank keeps of a tid: up to 24 characters, letters and digits (compared without case). */
export const TID_PATTERN = /^[a-z0-9]{1,24}$/;
const TID_LENGTH = 24;
const TID_LIMIT = 36n ** 24n;
const CLICK_ID = /^[A-Za-z0-9_-]{22}$/;

/** Whether ClickBank would keep this tid unchanged (apart from upper-casing letters). */
export function isKeptTid(tid: string): boolean {
  return TID_PATTERN.test(tid.toLowerCase());
}

/** The tid that carries this click id, or null when it does not fit in 24 base-36 characters. */
export function clickIdToTid(clickId: string): string | null {
  if (!CLICK_ID.test(clickId)) return null;
  const bytes = Buffer.from(clickId, 'base64url');
  if (bytes.length !== 16 || bytes.toString('base64url') !== clickId) return null;
  const value = BigInt(`0x${bytes.toString('hex')}`);
  if (value >= TID_LIMIT) return null;
  return value.toString(36).padStart(TID_LENGTH, '0');
}

/**
 * The click id a tid carries, or null when the tid is not one of ours (another length, characters
 * ClickBank would not keep, or a number no click id has). Case is ignored: ClickBank may upper-case it.
 */
export function tidToClickId(tid: string): string | null {
  const lower = tid.trim().toLowerCase();
  if (lower.length !== TID_LENGTH || !TID_PATTERN.test(lower)) return null;
  let value = 0n;
  for (const ch of lower) value = value * 36n + BigInt(Number.parseInt(ch, 36));
  if (value >= TID_LIMIT) return null;
  return Buffer.from(value.toString(16).padStart(32, '0'), 'hex').toString('base64url');
}

/** 16 random bytes whose top four bits are zero: 124 random bits, a click id that always has a tid. */
export function tidSafeClickIdBytes(random: Buffer): Buffer {
  if (random.length !== 16) throw new Error('A click id is 16 bytes');
  const bytes = Buffer.from(random);
  bytes[0] = (bytes[0] ?? 0) & 0x0f;
  return bytes;
}
