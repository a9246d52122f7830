import { parseBrandSnapshot } from '@adreel/contracts';
import type { RenderBrand } from '@adreel/media';
import type { Storage } from '@adreel/storage';

/**
 * The brand a video renders with: its own snapshot (Video.brand, taken when it was created) and the
 * logo copied into its folder — never the owner's current kit. null: the original look. Only the
 * video's own folder is read; a snapshot naming any other key gets no logo.
 */
export async function loadRenderBrand(
  storage: Pick<Storage, 'stat' | 'readBuffer'>,
  videoId: string,
  stored: unknown,
): Promise<RenderBrand | null> {
  const snap = parseBrandSnapshot(stored);
  if (!snap) return null;
  const { logoKey, ...rest } = snap;
  const own = logoKey !== null && logoKey === `videos/${videoId}/brand-logo.png`;
  // A storage error throws (the job retries); only a logo that is gone renders without it.
  const logo = own && (await storage.stat(logoKey)) ? await storage.readBuffer(logoKey) : null;
  return { ...rest, logo };
}
