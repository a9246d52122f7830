/** Headers a proxy (nginx, a CDN, a load balancer) adds for the client it forwards; one is enough to
 * say the request did not come from this machine, whatever address the socket shows. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-appengine-user-ip',
  'via',
];

const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])\.?(:\d{1,5})?$/i;

/** True only for a client on this machine talking to us directly (no proxy in between, and a Host
 * naming this machine): the dev mailbox shows every account's reset codes, so nobody else may ever
 * read it. A reverse proxy on the same host connects from loopback, so the socket alone proves
 * nothing; a proxy that strips every forwarding header still sends the public Host name. */
export function isDirectLoopback(
  remoteAddress: string | undefined,
  headers: Record<string, unknown>,
): boolean {
  if (FORWARDING_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const host = headers.host;
  if (typeof host !== 'string' || !LOOPBACK_HOST.test(host.trim())) return false;
  if (!remoteAddress) return false;
  const address = remoteAddress.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
