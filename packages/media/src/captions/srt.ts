import type { TimedWord } from './phrases.ts';

function srtTime(s: number): string {
  const ms = Math.max(0, Math.round(s * 1000));
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/**
 * The burned-in captions as SubRip, one cue per caption line in video time (each scene's lines moved
 * to where the scene starts). The render writes it beside the video as captions.srt, a download of its
 * own: the MP4 itself carries no subtitle track (platform uploads want none).
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
