import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Digistore24's IPN signature (`sha_sign`), computed as its own PHP example does: drop the signature
 * fields, sort the keys (byte order), skip empty values, join `key=value` each followed by the
 * passphrase, and take SHA-512 in upper-case hex.
 */
export function ipnSignature(passphrase: string, params: Readonly<Record<string, string>>): string {
  const keys = Object.keys(params)
    .filter((k) => k !== 'sha_sign' && k !== 'SHASIGN')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let text = '';
  for (const key of keys) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    text += `${key}=${value}${passphrase}`;
  }
  return createHash('sha512').update(text, 'utf8').digest('hex').toUpperCase();
}

/** True when the post carries a signature made with this passphrase (compared in constant time). */
export function verifyIpnSignature(passphrase: string, params: Readonly<Record<string, string>>): boolean {
  const received = (params.sha_sign ?? params.SHASIGN ?? '').trim().toUpperCase();
  if (passphrase === '' || !/^[0-9A-F]{128}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(received), Buffer.from(ipnSignature(passphrase, params)));
}
