import { createHash, timingSafeEqual } from 'node:crypto';

/** The two fields Digistore24 names its signature with; they are never part of what is signed. */
const isSignatureField = (key: string) => {
  const k = key.toLowerCase();
  return k === 'sha_sign' || k === 'shasign';
};

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Digistore24's IPN signature (`sha_sign`), computed as its own PHP example does: drop the signature
 * fields, sort the keys (byte order), skip empty values, join `key=value` each followed by the
 * passphrase, and take SHA-512 in upper-case hex. Some accounts sign the second form: the same, with
 * every key upper-cased before sorting and joining (`upperCaseKeys`).
 */
export function ipnSignature(
  passphrase: string,
  params: Readonly<Record<string, string>>,
  upperCaseKeys = false,
): string {
  const entries = Object.entries(params)
    .filter(([k, v]) => !isSignatureField(k) && v !== undefined && v !== '')
    .map(([k, v]) => [upperCaseKeys ? k.toUpperCase() : k, v] as const)
    .sort((a, b) => byteOrder(a[0], b[0]));
  let text = '';
  for (const [key, value] of entries) text += `${key}=${value}${passphrase}`;
  return createHash('sha512').update(text, 'utf8').digest('hex').toUpperCase();
}

/**
 * True when the post carries (as `sha_sign` or `SHASIGN`) a signature made with this passphrase in
 * either of Digistore24's forms, compared in constant time. No passphrase never verifies.
 */
export function verifyIpnSignature(passphrase: string, params: Readonly<Record<string, string>>): boolean {
  const received = (params.sha_sign ?? params.SHASIGN ?? '').trim().toUpperCase();
  if (passphrase === '' || !/^[0-9A-F]{128}$/.test(received)) return false;
  const sent = Buffer.from(received);
  const asSent = timingSafeEqual(sent, Buffer.from(ipnSignature(passphrase, params)));
  const upperCased = timingSafeEqual(sent, Buffer.from(ipnSignature(passphrase, params, true)));
  return asSent || upperCased;
}
