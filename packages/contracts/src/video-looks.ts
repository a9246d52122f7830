import { z } from 'zod';
import { scriptContentSchema } from './script.ts';
import { safeText, withoutControlCharacters } from './text.ts';
import { voiceField } from './voices.ts';

/**
 * How a video looks, chosen on the review page: the visual template, the frame format and the caption
 * style. Every field has a default equal to the original look (image on blur, 9:16, gold word
 * highlight), so a create call without them renders exactly as before. Later choices (brand kit,
 * voice, per-scene images) join this object as further optional fields.
 */

export const VIDEO_TEMPLATES = [
  {
    id: 'classic',
    name: 'Classic',
    description: 'Product image on a blurred backdrop with a gentle pan.',
  },
  {
    id: 'bold',
    name: 'Bold Ken Burns',
    description: 'Full-bleed image, slow Ken Burns zoom and larger captions.',
  },
  {
    id: 'split',
    name: 'Product card',
    description: 'Product card on a brand-colour panel with benefit bullets.',
  },
  {
    id: 'ugc',
    name: 'UGC',
    description: 'Creator-style full frame, captions at the bottom and a story progress bar.',
  },
  {
    id: 'offer',
    name: 'Price drop',
    description: 'Offer look with an animated price badge and a deal ribbon.',
  },
] as const;
export type VideoTemplateId = (typeof VIDEO_TEMPLATES)[number]['id'];
export const videoTemplateIds = VIDEO_TEMPLATES.map((t) => t.id) as [VideoTemplateId, ...VideoTemplateId[]];
export const DEFAULT_VIDEO_TEMPLATE: VideoTemplateId = 'classic';

export const VIDEO_FORMATS = [
  { id: '9:16', name: 'Vertical 9:16', width: 1080, height: 1920 },
  { id: '1:1', name: 'Square 1:1', width: 1080, height: 1080 },
  { id: '16:9', name: 'Landscape 16:9', width: 1920, height: 1080 },
] as const;
export type VideoFormatId = (typeof VIDEO_FORMATS)[number]['id'];
export const videoFormatIds = VIDEO_FORMATS.map((f) => f.id) as [VideoFormatId, ...VideoFormatId[]];
export const DEFAULT_VIDEO_FORMAT: VideoFormatId = '9:16';

/** Frame size of a format. */
export function formatSize(format: VideoFormatId): { width: number; height: number } {
  const f = VIDEO_FORMATS.find((x) => x.id === format) ?? VIDEO_FORMATS[0];
  return { width: f.width, height: f.height };
}

export const CAPTION_STYLES = [
  {
    id: 'highlight',
    name: 'Gold highlight',
    description: 'White words with a black outline; the spoken word turns gold. Bottom.',
  },
  {
    id: 'box',
    name: 'Boxed',
    description: 'White words on a dark box; the spoken word turns yellow. Bottom.',
  },
  {
    id: 'outline',
    name: 'Heavy outline',
    description: 'Large upper-case words with a thick outline; the spoken word turns green. Centre.',
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'Small clean words with a soft shadow; the spoken word turns pink. Lower third.',
  },
] as const;
export type CaptionStyleId = (typeof CAPTION_STYLES)[number]['id'];
export const captionStyleIds = CAPTION_STYLES.map((c) => c.id) as [CaptionStyleId, ...CaptionStyleId[]];
export const DEFAULT_CAPTION_STYLE: CaptionStyleId = 'highlight';

const templateField = z.enum(videoTemplateIds, {
  error: `Choose a template: ${videoTemplateIds.join(', ')}`,
});
const formatField = z.enum(videoFormatIds, { error: `Choose a format: ${videoFormatIds.join(', ')}` });
const captionStyleField = z.enum(captionStyleIds, {
  error: `Choose a caption style: ${captionStyleIds.join(', ')}`,
});

/** The look fields of POST /videos/create and POST /videos/storyboard; each optional, defaults above. */
export const renderLookFields = {
  template: templateField.optional(),
  format: formatField.optional(),
  captionStyle: captionStyleField.optional(),
  /** The voiceover voice (voices.ts); the server checks it is available. Not part of RenderLook. */
  voice: voiceField.optional(),
};

export interface RenderLook {
  template: VideoTemplateId;
  format: VideoFormatId;
  captionStyle: CaptionStyleId;
}

export const DEFAULT_RENDER_LOOK: RenderLook = {
  template: DEFAULT_VIDEO_TEMPLATE,
  format: DEFAULT_VIDEO_FORMAT,
  captionStyle: DEFAULT_CAPTION_STYLE,
};

/** Fills the defaults in; stored values that are no longer known fall back too. */
export function resolveRenderLook(look: {
  template?: string | null;
  format?: string | null;
  captionStyle?: string | null;
}): RenderLook {
  const pick = <T extends string>(ids: readonly T[], v: string | null | undefined, d: T): T =>
    ids.includes(v as T) ? (v as T) : d;
  return {
    template: pick(videoTemplateIds, look.template, DEFAULT_VIDEO_TEMPLATE),
    format: pick(videoFormatIds, look.format, DEFAULT_VIDEO_FORMAT),
    captionStyle: pick(captionStyleIds, look.captionStyle, DEFAULT_CAPTION_STYLE),
  };
}

/**
 * Whether stored look values are the complete, resolved look they were written as (every id known),
 * so a reader can pass them through; otherwise resolveRenderLook is the one way to make them so.
 */
export function isRenderLook(look: {
  template: string;
  format: string;
  captionStyle: string;
}): look is RenderLook {
  return (
    (videoTemplateIds as readonly string[]).includes(look.template) &&
    (videoFormatIds as readonly string[]).includes(look.format) &&
    (captionStyleIds as readonly string[]).includes(look.captionStyle)
  );
}

/** GET /videos/templates — every template with a still of it from the real render graph. */
export const videoTemplatesResponseSchema = z.object({
  templates: z.array(
    z.object({
      id: z.enum(videoTemplateIds),
      name: z.string(),
      description: z.string(),
      thumbnail_url: z.string(),
    }),
  ),
});
export type VideoTemplatesResponse = z.infer<typeof videoTemplatesResponseSchema>;

/** GET /videos/templates/{template}/thumbnail.jpg */
export const videoTemplateThumbnailParamsSchema = z.object({ template: templateField });

/**
 * POST /videos/storyboard — one still per scene, as the render would draw the scene at its middle.
 * `scriptId` (optional) brings in the script's product images, colours and price.
 */
export const storyboardBodySchema = z.object({
  scriptId: safeText().trim().max(100).optional(),
  content: withoutControlCharacters(scriptContentSchema),
  ...renderLookFields,
});
export type StoryboardBody = z.infer<typeof storyboardBodySchema>;

export const storyboardResponseSchema = z.object({
  template: z.enum(videoTemplateIds),
  format: z.enum(videoFormatIds),
  captionStyle: z.enum(captionStyleIds),
  width: z.number().int(),
  height: z.number().int(),
  /**
   * One JPEG data URL per scene, in scene order; `problem`: why the scene's product image was replaced
   * by the template's generated background ("We couldn't use this image: …"); `notes`: what was done
   * to use it (e.g. "upscaled from 100×100, so it may look soft").
   */
  scenes: z.array(
    z.object({
      index: z.number().int(),
      image: z.string(),
      problem: z.string().nullable().optional(),
      notes: z.array(z.string()).optional(),
    }),
  ),
  ms: z.number().int(),
});
export type StoryboardResponse = z.infer<typeof storyboardResponseSchema>;
