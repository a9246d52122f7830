import ipaddr from 'ipaddr.js';

/**
 * True only for globally routable unicast addresses. Everything else (loopback, private, CGNAT,
 * link-local incl. cloud metadata, unique-local, multicast, unspecified, broadcast, reserved, and any
 * IPv6 form that embeds an IPv4 address) could reach something inside our network.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  // Global unicast lives in 2000::/3; outside it are the mapped/compatible/NAT64-free forms we refuse.
  if (!v6.match(ipaddr.IPv6.parse('2000::'), 3)) return false;
  return v6.range() === 'unicast';
}

/** Strips the brackets URL parsers keep around IPv6 literals. */
export function unbracket(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(unbracket(hostname));
}
