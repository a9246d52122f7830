const MB = 1024 * 1024;
export const TIKTOK_MIN_CHUNK = 5 * MB;
export const TIKTOK_MAX_CHUNK = 64 * MB;

export interface TikTokSession {
  publishId: string;
  uploadUrl: string;
  username: string;
  chunkSize: number;
  totalChunks: number;
  /** Index of the next chunk to PUT; every chunk before it was acknowledged. */
  nextChunk: number;
  phase: 'upload' | 'processing';
  mode: 'direct' | 'inbox';
}

/**
 * TikTok's FILE_UPLOAD rules: a file under 5 MB goes in one piece; otherwise chunks of 5–64 MB in
 * order, total_chunk_count = floor(size / chunk_size), and the last chunk takes the remainder (so it
 * can reach 128 MB).
 */
export function chunkPlan(sizeBytes: number, wanted = 10 * MB): { chunkSize: number; totalChunks: number } {
  if (sizeBytes < TIKTOK_MIN_CHUNK) return { chunkSize: sizeBytes, totalChunks: 1 };
  const chunkSize = Math.min(Math.max(wanted, TIKTOK_MIN_CHUNK), TIKTOK_MAX_CHUNK, sizeBytes);
  return { chunkSize, totalChunks: Math.max(1, Math.floor(sizeBytes / chunkSize)) };
}
