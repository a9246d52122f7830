/** A RIFF/WAVE file's format and where its samples lie. */
export interface WavLayout {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  byteRate: number;
  /** Bytes per sample of all channels. */
  blockAlign: number;
  dataOffset: number;
  /** The data chunk's size as its header states it (streamed WAVs may state 0 or too much). */
  dataSize: number;
}

/** Walks a WAV's chunks to its fmt and data; null when it is not a RIFF/WAVE file with both. */
export function wavLayout(buf: Buffer): WavLayout | null {
  if (buf.length < 44 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE')
    return null;
  let off = 12;
  let fmt: Omit<WavLayout, 'dataOffset' | 'dataSize'> | null = null;
  while (off + 8 <= buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    const size = buf.readUInt32LE(off + 4);
    if (id === 'fmt ') {
      fmt = {
        channels: buf.readUInt16LE(off + 10),
        sampleRate: buf.readUInt32LE(off + 12),
        byteRate: buf.readUInt32LE(off + 16),
        blockAlign: buf.readUInt16LE(off + 20),
        bitsPerSample: buf.readUInt16LE(off + 22),
      };
    } else if (id === 'data') {
      return fmt ? { ...fmt, dataOffset: off + 8, dataSize: size } : null;
    }
    off += 8 + size + (size % 2);
  }
  return null;
}

/** Reads format and duration from a RIFF/WAVE header; null when the header is missing or sizes are bogus (streamed WAVs). */
export function wavInfo(
  buf: Buffer,
): { sampleRate: number; channels: number; bitsPerSample: number; durationS: number } | null {
  const w = wavLayout(buf);
  if (!w || w.byteRate === 0) return null;
  const available = buf.length - w.dataOffset;
  if (w.dataSize > available || w.dataSize === 0) return null;
  return {
    sampleRate: w.sampleRate,
    channels: w.channels,
    bitsPerSample: w.bitsPerSample,
    durationS: w.dataSize / w.byteRate,
  };
}

/** A mono 16-bit PCM WAV from float samples in [-1, 1] (used for tests and tiny fixtures). */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  return pcm16Wav(
    Int16Array.from(samples, (s) => Math.round(Math.max(-1, Math.min(1, s)) * 32767)),
    sampleRate,
  );
}

/** A mono 16-bit PCM WAV of `samples`. */
export function pcm16Wav(samples: Int16Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    data.writeInt16LE(s, i * 2);
  });
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
