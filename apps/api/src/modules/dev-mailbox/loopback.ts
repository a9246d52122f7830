/** True only for a client on this machine talking to us directly (no proxy in between): the dev
 * mailbox shows every account's reset codes, so nobody else may ever read it. */
export function isDirectLoopback(
  remoteAddress: string | undefined,
  headers: Record<string, unknown>,
): boolean {
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  if (!remoteAddress) return false;
  const address = remoteAddress.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
