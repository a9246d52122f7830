import { PlatformError } from '../errors.ts';
import { type Fetch, readJson, send, str } from '../http.ts';
import type { PlatformConfig, PublishHooks, PublishInput, UploadSession, VideoSource } from '../types.ts';
import { youtubeError } from './errors.ts';
import { DEFAULT_PRIVACY } from './privacy.ts';
import { youtubeDescription, youtubeTitle } from './video-text.ts';

const QUANTUM = 256 * 1024;

export interface YouTubeSession {
  sessionUri: string;
  bytesSent: number;
  videoId?: string;
  /** The privacy videos.insert answered with, kept for a resume that finds the video already made. */
  privacyStatus?: string | null;
}

/** The uploaded video and the privacy YouTube gave it (null when the answer did not say). */
export interface YouTubeUpload {
  videoId: string;
  privacyStatus: string | null;
}

/** Anything but 308 ("resume incomplete") here ends the attempt: a lost session or the platform's error. */
async function expect308(res: Response): Promise<void> {
  if (res.status === 404 || res.status === 410)
    throw new PlatformError('session_lost', 'The YouTube upload session expired; the upload starts again.', {
      status: res.status,
    });
  if (res.status !== 308) throw youtubeError(res, await readJson(res), 'YouTube upload');
}

/** `Range: bytes=0-N` on a 308 → N + 1 bytes are stored; no header → none. */
export function nextOffset(range: string | null): number {
  const m = range?.match(/bytes=0-(\d+)/);
  return m ? Number(m[1]) + 1 : 0;
}

/**
 * videos.insert as a resumable upload: POST metadata → session URI (Location) → PUT the bytes in
 * chunks (multiples of 256 KiB); 308 + Range says how much is stored. Resuming asks the session
 * with `Content-Range: bytes *\/total` first. A completed session answers 200/201 with the video, so a
 * worker killed after the last byte finds the video instead of uploading it twice.
 */
export async function uploadResumable(
  f: Fetch,
  cfg: PlatformConfig,
  args: {
    accessToken: string;
    input: PublishInput;
    source: VideoSource;
    session: UploadSession | null;
    hooks: PublishHooks;
    chunkBytes?: number;
  },
): Promise<YouTubeUpload> {
  const { accessToken, input, source, hooks } = args;
  const auth = { authorization: `Bearer ${accessToken}` };
  const total = source.sizeBytes;
  let s = args.session as YouTubeSession | null;
  if (s?.videoId) return { videoId: s.videoId, privacyStatus: s.privacyStatus ?? null };

  const done = async (res: Response) => {
    const body = await readJson(res);
    const id = str(body.id);
    if (!id) throw new PlatformError('bad_request', 'YouTube finished the upload but returned no video id');
    const status = (body.status ?? {}) as Record<string, unknown>;
    if (status.uploadStatus === 'rejected' || status.uploadStatus === 'failed')
      throw new PlatformError(
        'rejected',
        `YouTube rejected the video: ${str(status.rejectionReason) ?? str(status.failureReason) ?? 'no reason given'}`,
      );
    // An unverified Google project's uploads are locked to private whatever was asked: the answer says.
    const privacyStatus = str(status.privacyStatus) ?? null;
    await hooks.saveSession({ sessionUri: s?.sessionUri, bytesSent: total, videoId: id, privacyStatus });
    return { videoId: id, privacyStatus };
  };

  if (!s?.sessionUri) {
    const meta = {
      snippet: {
        title: youtubeTitle(input.title, input.caption),
        description: youtubeDescription(input.caption),
        tags: input.tags ?? [],
        categoryId: '22',
      },
      status: {
        privacyStatus: input.privacy ?? DEFAULT_PRIVACY,
        selfDeclaredMadeForKids: input.madeForKids ?? false,
      },
    };
    const res = await send(
      f,
      `${cfg.apiBase}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`,
      {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'application/json; charset=UTF-8',
          'x-upload-content-length': String(total),
          'x-upload-content-type': source.contentType,
        },
        body: JSON.stringify(meta),
      },
    );
    if (!res.ok) throw youtubeError(res, await readJson(res), 'YouTube upload');
    await res.body?.cancel().catch(() => undefined);
    const location = res.headers.get('location');
    if (!location) throw new PlatformError('bad_request', 'YouTube returned no upload session (Location)');
    s = { sessionUri: new URL(location, cfg.apiBase).toString(), bytesSent: 0 };
    await hooks.saveSession({ ...s });
  } else {
    const res = await send(f, s.sessionUri, {
      method: 'PUT',
      headers: { ...auth, 'content-range': `bytes */${total}` },
    });
    if (res.status === 200 || res.status === 201) return done(res);
    await expect308(res);
    s = { sessionUri: s.sessionUri, bytesSent: nextOffset(res.headers.get('range')) };
  }

  const chunk = Math.max(QUANTUM, Math.floor((args.chunkBytes ?? 8 * 1024 * 1024) / QUANTUM) * QUANTUM);
  while (true) {
    const start = s.bytesSent;
    const end = Math.min(total, start + chunk);
    const bytes = await source.read(start, end);
    const res = await send(f, s.sessionUri, {
      method: 'PUT',
      headers: {
        ...auth,
        // Content-Length comes from the body itself: a hand-set copy can reach undici twice.
        'content-range': `bytes ${start}-${end - 1}/${total}`,
      },
      body: bytes,
      timeoutMs: 300_000,
    });
    if (res.status === 200 || res.status === 201) {
      hooks.onProgress?.(total, total);
      await hooks.onProcessing?.();
      return done(res);
    }
    await expect308(res);
    await res.body?.cancel().catch(() => undefined);
    s = { sessionUri: s.sessionUri, bytesSent: nextOffset(res.headers.get('range')) };
    await hooks.saveSession({ ...s });
    hooks.onProgress?.(s.bytesSent, total);
  }
}
