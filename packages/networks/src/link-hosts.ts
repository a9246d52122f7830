/**
 * Which outbound links belong to a network: a connection lists the hosts of the network's affiliate
 * links (`jvzoo.com`: the domain and its subdomains; `127.0.0.1:4100/networks/jvzoo`: that host and
 * port, under that path). A link to one of them carries our click id in the connection's sub-id
 * parameter. String work on a parsed URL only: the redirect asks this for every uncached link.
 */
export function matchesLinkHost(target: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const hostname = url.hostname.toLowerCase();
  const hostPort = url.host.toLowerCase();
  return hosts.some((entry) => {
    const slash = entry.indexOf('/');
    const host = slash === -1 ? entry : entry.slice(0, slash);
    const path = slash === -1 ? '' : entry.slice(slash);
    const hostMatches = host.includes(':')
      ? hostPort === host
      : hostname === host || hostname.endsWith(`.${host}`);
    if (!hostMatches) return false;
    return path === '' || url.pathname === path || url.pathname.startsWith(`${path}/`);
  });
}

/** The sub-id parameter of the first connection whose hosts the link goes to, or null. */
export function subIdParamFor(
  target: string,
  connections: readonly { subIdParam: string; linkHosts: readonly string[] }[],
): string | null {
  return connections.find((c) => matchesLinkHost(target, c.linkHosts))?.subIdParam ?? null;
}
