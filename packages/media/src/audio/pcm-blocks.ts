import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AAC_FRAME_SAMPLES } from './adts.ts';
import { wavLayout } from './wav.ts';

/**
 * A hash of every AAC frame's worth (1024 samples, all channels) of a PCM WAV, and its length in
 * samples: what two mixes compare to find the stretch a splice must encode again (mix-splice.ts).
 */
export async function pcmBlocks(file: string): Promise<{ samples: number; blocks: string[] }> {
  const wav = await readFile(file);
  const layout = wavLayout(wav);
  if (!layout || layout.blockAlign === 0) throw new Error(`Not a PCM WAV: ${file}`);
  const start = layout.dataOffset;
  const end = Math.min(start + layout.dataSize, wav.length);
  const blockBytes = layout.blockAlign * AAC_FRAME_SAMPLES;
  const blocks: string[] = [];
  for (let at = start; at < end; at += blockBytes) {
    blocks.push(
      createHash('sha1')
        .update(wav.subarray(at, Math.min(at + blockBytes, end)))
        .digest('base64'),
    );
  }
  return { samples: Math.floor((end - start) / layout.blockAlign), blocks };
}
