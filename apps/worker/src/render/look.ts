import { isRenderLook, type RenderLook, resolveRenderLook } from '@adreel/contracts';

/**
 * The look the API resolved when it wrote the video row (its template, format and caption style),
 * passed through as stored. Only a row holding an id that has since been retired is resolved on
 * read, so it still renders (with the default in that field's place).
 */
export function storedLook(video: { template: string; format: string; captionStyle: string }): RenderLook {
  const look = { template: video.template, format: video.format, captionStyle: video.captionStyle };
  return isRenderLook(look) ? look : resolveRenderLook(look);
}
