import { isIP } from 'node:net';
import { verifyPostMedia } from '../media-link.ts';

/** What the Instagram stand-in learns of a video: its size and first bytes. */
export interface OwnMedia {
  size: number;
  head: Buffer;
}
/** The media of AdReel's own signed post link, or null for any other address. */
export type OwnMediaReader = (videoUrl: string) => Promise<OwnMedia | null>;

/** The part of @adreel/storage the reader uses. */
export interface MediaStore {
  stat(key: string): Promise<{ size: number } | null>;
  read(key: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
}

const POST_ID = /^[0-9a-f-]{36}$/i;

/** The signed parts of `{apiBase}/posts/{id}/video.mp4?exp=…&sig=…` (media-link.ts), else null. */
export function ownMediaLink(
  apiBase: string,
  videoUrl: string,
): { postId: string; exp: string; sig: string } | null {
  if (videoUrl.length > 2048 || !URL.canParse(videoUrl) || !URL.canParse(apiBase)) return null;
  const url = new URL(videoUrl);
  const base = new URL(apiBase);
  if (url.origin !== base.origin || url.username || url.password) return null;
  const prefix = `${base.pathname.replace(/\/+$/, '')}/posts/`;
  const [postId = '', file, ...more] = url.pathname.startsWith(prefix)
    ? url.pathname.slice(prefix.length).split('/')
    : [];
  const exp = url.searchParams.get('exp');
  const sig = url.searchParams.get('sig');
  if (!POST_ID.test(postId) || file !== 'video.mp4' || more.length || !exp || !sig) return null;
  return { postId, exp, sig };
}

async function firstBytes(stream: NodeJS.ReadableStream, n: number): Promise<Buffer> {
  let head = Buffer.alloc(0);
  for await (const chunk of stream) {
    head = Buffer.concat([head, Buffer.from(chunk as Buffer)]);
    if (head.length >= n) break;
  }
  (stream as { destroy?: () => void }).destroy?.();
  return head.subarray(0, n);
}

/**
 * Instagram's stand-in reads AdReel's own signed post media link the way the API would answer it
 * (GET /posts/{id}/video.mp4): the signature checked with the same key, the post's video looked up,
 * the file read from AdReel's storage. No network is involved, so no address can be probed through it.
 */
export function createOwnMediaReader(deps: {
  apiBase: string;
  encryptionKey: Buffer;
  /** The storage key of the video of a post still being published, else null. */
  videoKeyOf: (postId: string) => Promise<string | null>;
  storage: MediaStore;
}): OwnMediaReader {
  return async (videoUrl) => {
    const link = ownMediaLink(deps.apiBase, videoUrl);
    if (!link || !verifyPostMedia(deps.encryptionKey, link.postId, link.exp, link.sig)) return null;
    const key = await deps.videoKeyOf(link.postId);
    const stat = key ? await deps.storage.stat(key) : null;
    if (!key || !stat || stat.size < 1) return null;
    const head = await firstBytes(
      await deps.storage.read(key, { start: 0, end: Math.min(7, stat.size - 1) }),
      8,
    );
    return { size: stat.size, head };
  };
}

/**
 * Why Meta would refuse to fetch `videoUrl` (it must be public HTTPS), or null when it looks public.
 * Only the shape is checked: the stand-in never connects to it either way.
 */
export function publicHttpsProblem(videoUrl: string): string | null {
  if (!URL.canParse(videoUrl)) return 'video_url is not a URL.';
  const url = new URL(videoUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (url.protocol !== 'https:') return 'video_url must be an HTTPS address.';
  if (url.username || url.password) return 'video_url must not carry a user name or password.';
  if (isIP(host) || host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    return 'video_url must name a public host, not an IP address or a local name.';
  return null;
}
