import { BRAND_KIT_MESSAGES, BRAND_LOGO_MAX_PX } from '@adreel/contracts';
import sharp from 'sharp';
import { Invalid, UnsupportedType } from '../../domain-errors.ts';
import { detectUploadType } from '../../kernel/uploads/detect-type.ts';

/** Decoding stops beyond this many pixels (a tiny file can claim a gigantic image). */
const MAX_INPUT_PIXELS = 40_000_000;

/** PNG or JPEG by the file's first bytes; the name and declared type are only claims. */
export function checkLogoType(head: Buffer): 'image/png' | 'image/jpeg' {
  const type = detectUploadType(head);
  if (type?.mimeType === 'image/png' || type?.mimeType === 'image/jpeg') return type.mimeType;
  throw new UnsupportedType(BRAND_KIT_MESSAGES.logoType);
}

/**
 * The logo as the renderer will see it: decoded in full (a truncated or corrupt file is refused, not
 * half-drawn), turned upright, at most BRAND_LOGO_MAX_PX on its longer side, re-encoded as a fresh
 * PNG without metadata. What was uploaded never reaches storage or ffmpeg as it was sent.
 */
export async function normaliseLogo(file: string): Promise<Buffer> {
  try {
    return await sharp(file, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(BRAND_LOGO_MAX_PX, BRAND_LOGO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new Invalid(BRAND_KIT_MESSAGES.logoUnreadable);
  }
}
