import type { LanguageCode } from '@adreel/contracts';
import type { TimedWord } from './phrases.ts';

/** ISO 639-2 codes, as MP4 track metadata names a language. */
export const ISO_639_2: Record<LanguageCode, string> = {
  en: 'eng',
  de: 'deu',
  es: 'spa',
  fr: 'fra',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  pl: 'pol',
};

function srtTime(s: number): string {
  const ms = Math.max(0, Math.round(s * 1000));
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/**
 * The burned-in captions as SubRip, one cue per caption line in video time (each scene's lines moved
 * to where the scene starts). The render muxes it as a soft subtitle track (off by default), so the
 * captions' text can be read back from the file (`ffmpeg -i video.mp4 -map 0:s -f srt -`) and players
 * that offer subtitles show them as text.
 */
export function captionsSrt(scenes: readonly { lines: TimedWord[][] }[], startsS: readonly number[]): string {
  const cues: string[] = [];
  scenes.forEach((scene, si) => {
    const offset = startsS[si] ?? 0;
    for (const line of scene.lines) {
      const first = line[0];
      const last = line[line.length - 1];
      if (!first || !last) continue;
      const text = line.map((w) => w.text.replace(/\u00a0/gu, ' ')).join(' ');
      cues.push(
        `${cues.length + 1}\n${srtTime(offset + first.start)} --> ${srtTime(offset + last.end)}\n${text}\n`,
      );
    }
  });
  return cues.join('\n');
}
