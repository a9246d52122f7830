import type { VideoSource } from '@adreel/publish';
import type { Storage } from '@adreel/storage';

/** The rendered file as the platform clients read it: any byte range, straight from storage. */
export function storedVideoSource(
  storage: Storage,
  key: string,
  sizeBytes: number,
  publicUrl?: string,
): VideoSource {
  return {
    sizeBytes,
    contentType: 'video/mp4',
    publicUrl,
    async read(start, endExclusive) {
      if (endExclusive <= start) return Buffer.alloc(0);
      const stream = await storage.read(key, { start, end: endExclusive - 1 });
      const parts: Buffer[] = [];
      for await (const chunk of stream)
        parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      return Buffer.concat(parts);
    },
  };
}
