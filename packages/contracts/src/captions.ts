import { z } from 'zod';

/**
 * A video's captions as a download (issue 32): the render writes them as SubRip beside the video and
 * stores them as `videos/{id}/captions.srt`; WebVTT is made from that on request.
 */
export const CAPTION_FORMATS = ['srt', 'vtt'] as const;
export type CaptionFormat = (typeof CAPTION_FORMATS)[number];

/** Where the worker stores a video's captions (no row column: the file's presence is the record). */
export const captionsKey = (videoId: string) => `videos/${videoId}/captions.srt`;

/** GET /videos/{id}/captions?format=srt|vtt (default srt): the owner's captions as an attachment. */
export const videoCaptionsQuerySchema = z.object({
  format: z.enum(CAPTION_FORMATS, { error: 'format must be srt or vtt' }).default('srt'),
});

export const CAPTION_CONTENT_TYPES: Record<CaptionFormat, string> = {
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
};

export function captionsDownloadName(videoId: string, format: CaptionFormat): string {
  return `video-${videoId}.${format}`;
}

// SubRip writes `00:00:01,500 --> 00:00:03,000` (comma before milliseconds, optional cue settings
// after); WebVTT wants a full stop there. Only timing lines change, so a comma in a caption stays.
const SRT_TIMING = /^(\d{1,2}:\d{2}:\d{2}),(\d{3})\s*-->\s*(\d{1,2}:\d{2}:\d{2}),(\d{3})(.*)$/u;

/**
 * SubRip to WebVTT: the WEBVTT header, timings with a full stop, the numeric cue counters dropped
 * (WebVTT allows ids but a bare number adds nothing) and `-->` inside caption text escaped, since
 * WebVTT would read it as a timing. Line endings are normalised to \n.
 */
export function srtToVtt(srt: string): string {
  const blocks = srt
    .replace(/^\uFEFF/u, '')
    .replace(/\r\n?/gu, '\n')
    .split(/\n{2,}/u)
    .map((b) => b.trim())
    .filter(Boolean);
  const cues: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => SRT_TIMING.test(l));
    if (at < 0) continue;
    const [, start, startMs, end, endMs, settings] = SRT_TIMING.exec(lines[at]!)!;
    const text = lines.slice(at + 1).map((l) => l.replaceAll('-->', '--&gt;'));
    if (text.length === 0) continue;
    cues.push([`${start}.${startMs} --> ${end}.${endMs}${settings ?? ''}`.trimEnd(), ...text].join('\n'));
  }
  return `WEBVTT\n\n${cues.map((c) => `${c}\n`).join('\n')}`;
}
