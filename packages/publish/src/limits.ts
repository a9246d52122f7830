import {
  PLATFORM_LABELS,
  type Platform,
  type PlatformLimits,
  type PublishInput,
  type VideoMeta,
  type VideoProblem,
} from './types.ts';

const MB = 1024 * 1024;

/**
 * Published limits (TikTok Content Posting API, YouTube upload help for unverified accounts,
 * Instagram Reels specs). TikTok's creator_info may lower maxDurationS per creator.
 */
export const PLATFORM_LIMITS: Record<Platform, PlatformLimits> = {
  tiktok: {
    minDurationS: 3,
    maxDurationS: 600,
    maxSizeBytes: 4096 * MB,
    minFps: 23,
    maxFps: 60,
    minAspect: 9 / 16 - 0.01,
    maxAspect: 16 / 9 + 0.01,
    captionMax: 2200,
    titleMax: null,
    hashtagsMax: null,
    linksInCaption: false,
  },
  youtube: {
    minDurationS: 1,
    maxDurationS: 15 * 60,
    maxSizeBytes: 256 * 1024 * MB,
    minFps: 1,
    maxFps: 60,
    minAspect: 0.1,
    maxAspect: 10,
    captionMax: 5000,
    titleMax: 100,
    hashtagsMax: 60,
    linksInCaption: true,
  },
  instagram: {
    minDurationS: 3,
    maxDurationS: 15 * 60,
    maxSizeBytes: 300 * MB,
    minFps: 23,
    maxFps: 60,
    minAspect: 0.01,
    maxAspect: 10,
    captionMax: 2200,
    titleMax: null,
    hashtagsMax: 30,
    linksInCaption: false,
  },
};

/** A vertical or square video up to 3 minutes becomes a YouTube Short (there is no API flag). */
export function isYouTubeShort(meta: Pick<VideoMeta, 'durationS' | 'width' | 'height'>): boolean {
  return meta.width <= meta.height && meta.durationS <= 180;
}

function fmtDuration(s: number): string {
  const r = Math.round(s);
  return r >= 60 ? `${Math.floor(r / 60)} min${r % 60 ? ` ${r % 60} s` : ''}` : `${r} s`;
}

function fmtSize(bytes: number): string {
  return bytes >= 1024 * MB ? `${(bytes / (1024 * MB)).toFixed(1)} GB` : `${Math.ceil(bytes / MB)} MB`;
}

/** Everything about a video (and its text) the platform would refuse, each saying what to change. */
export function checkAgainstLimits(
  platform: Platform,
  limits: PlatformLimits,
  meta: VideoMeta,
  input?: Pick<PublishInput, 'caption' | 'title' | 'tags'>,
): VideoProblem[] {
  const name = PLATFORM_LABELS[platform];
  const out: VideoProblem[] = [];
  if (meta.durationS > limits.maxDurationS) {
    out.push({
      field: 'duration',
      message: `${name} takes videos up to ${fmtDuration(limits.maxDurationS)}; this one is ${fmtDuration(meta.durationS)}. Shorten it by ${fmtDuration(meta.durationS - limits.maxDurationS)}.`,
    });
  } else if (meta.durationS < limits.minDurationS) {
    out.push({
      field: 'duration',
      message: `${name} needs at least ${fmtDuration(limits.minDurationS)}; this video is ${fmtDuration(meta.durationS)}. Make it longer.`,
    });
  }
  if (meta.sizeBytes > limits.maxSizeBytes) {
    out.push({
      field: 'size',
      message: `${name} takes files up to ${fmtSize(limits.maxSizeBytes)}; this one is ${fmtSize(meta.sizeBytes)}. Render it shorter or at a lower quality.`,
    });
  }
  if (meta.fps < limits.minFps || meta.fps > limits.maxFps) {
    out.push({
      field: 'fps',
      message: `${name} needs ${limits.minFps}–${limits.maxFps} frames per second; this video has ${Math.round(meta.fps * 100) / 100}. Render it at 30 fps.`,
    });
  }
  const aspect = meta.height > 0 ? meta.width / meta.height : 0;
  if (aspect < limits.minAspect || aspect > limits.maxAspect) {
    out.push({
      field: 'aspect',
      message: `${name} does not take a ${meta.width}×${meta.height} picture. Render it as 9:16 (vertical).`,
    });
  }
  if (input) {
    const caption = input.caption ?? '';
    if ([...caption].length > limits.captionMax) {
      out.push({
        field: 'caption',
        message: `${name} captions hold at most ${limits.captionMax} characters; this one has ${[...caption].length}. Shorten it.`,
      });
    }
    if (limits.titleMax !== null && input.title && [...input.title].length > limits.titleMax) {
      out.push({
        field: 'title',
        message: `${name} titles hold at most ${limits.titleMax} characters. Shorten the title.`,
      });
    }
    const tags = (caption.match(/#[\p{L}\p{N}_]+/gu) ?? []).length + (input.tags?.length ?? 0);
    if (limits.hashtagsMax !== null && tags > limits.hashtagsMax) {
      out.push({
        field: 'hashtags',
        message: `${name} allows at most ${limits.hashtagsMax} hashtags; this post has ${tags}. Remove ${tags - limits.hashtagsMax}.`,
      });
    }
  }
  return out;
}
