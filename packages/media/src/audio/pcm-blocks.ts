import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AAC_FRAME_SAMPLES } from './adts.ts';

/**
 * A hash of every AAC frame's worth (1024 samples, all channels) of a PCM WAV, and its length in
 * samples: what two mixes compare to find the stretch a splice must encode again (mix-splice.ts).
 */
export async function pcmBlocks(file: string): Promise<{ samples: number; blocks: string[] }> {
  const wav = await readFile(file);
  const { offset, size, frameBytes } = dataChunk(wav);
  const blockBytes = frameBytes * AAC_FRAME_SAMPLES;
  const blocks: string[] = [];
  for (let at = offset; at < offset + size; at += blockBytes) {
    const end = Math.min(at + blockBytes, offset + size);
    blocks.push(createHash('sha1').update(wav.subarray(at, end)).digest('base64'));
  }
  return { samples: size / frameBytes, blocks };
}

/** Where a WAV's samples are and how many bytes one sample of all channels takes. */
function dataChunk(wav: Buffer): { offset: number; size: number; frameBytes: number } {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  let frameBytes = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') frameBytes = wav.readUInt16LE(at + 8 + 12); // block align
    if (id === 'data') {
      if (frameBytes === 0) break;
      return { offset: at + 8, size: Math.min(size, wav.length - at - 8), frameBytes };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV without a fmt and data chunk');
}
