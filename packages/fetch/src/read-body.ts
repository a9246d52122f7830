import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export class BodyTooLargeError extends Error {}

function decoderFor(contentEncoding: string): Transform | null {
  switch (contentEncoding.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'br':
      return createBrotliDecompress();
    case 'deflate':
      return createInflate();
    default:
      return null;
  }
}

/**
 * Reads a response body, decompressing it, and stops as soon as the DECOMPRESSED size passes
 * `maxBytes` so neither a huge download nor a zip bomb can fill memory.
 */
export async function readCappedBody(
  body: Readable,
  contentEncoding: string,
  maxBytes: number,
): Promise<Buffer> {
  const decoder = decoderFor(contentEncoding);
  // pipeline (not pipe) so a failure on either side ends the loop below instead of hanging it.
  const source: Readable = decoder ? pipeline(body, decoder, () => {}) : body;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new BodyTooLargeError();
      chunks.push(chunk);
    }
  } finally {
    if (total > maxBytes || !body.readableEnded) {
      body.on('error', () => {});
      body.destroy();
    }
  }
  return Buffer.concat(chunks);
}
