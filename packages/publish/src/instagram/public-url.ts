import { isIP } from 'node:net';

const PRIVATE_V4: [number, number][] = [
  // [first address, prefix length]: this network, private, loopback, CGNAT, link-local, reserved.
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0a80000, 16],
  [0xf0000000, 4],
];

function privateV4(ip: string): boolean {
  const n = ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  return PRIVATE_V4.some(
    ([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  );
}

function privateV6(ip: string): boolean {
  const a = ip.toLowerCase();
  // IPv4-mapped, as URL writes it: ::ffff:c0a8:1 is 192.168.0.1.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a);
  if (mapped) {
    const hi = Number.parseInt(mapped[1] ?? '0', 16);
    const lo = Number.parseInt(mapped[2] ?? '0', 16);
    return privateV4([hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'));
  }
  return a === '::' || a === '::1' || /^f[cd]/.test(a) || /^fe[89ab]/.test(a);
}

/** Names that never resolve to a public address Meta can reach. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa|test|invalid|example)$/i;

/**
 * Why Instagram could not fetch videos from AdReel at this PUBLIC_URL, or null: Meta's servers fetch
 * `video_url` themselves, so it must be HTTPS at a public name or address (no loopback, private,
 * link-local or unique-local address, no single-label or local-only name).
 */
export function instagramPublicUrlProblem(publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return `AdReel's public address (PUBLIC_URL in .env: ${publicUrl}) is not a URL, so Instagram cannot fetch the videos.`;
  }
  if (url.protocol !== 'https:')
    return `Instagram fetches each video from AdReel itself, so its public address (PUBLIC_URL in .env) must be HTTPS; it is ${url.origin}.`;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const kind = isIP(host);
  const local =
    (kind === 4 && privateV4(host)) ||
    (kind === 6 && privateV6(host)) ||
    (kind === 0 && (!host.includes('.') || LOCAL_NAME.test(host)));
  if (local)
    return `Instagram fetches each video from AdReel itself, so its address (PUBLIC_URL in .env) must be a public address; ${url.host} is reachable only from your own network.`;
  return null;
}
