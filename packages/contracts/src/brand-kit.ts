import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * The brand kit (Settings, issue #13): two colours, a font, a logo and a watermark corner. Saved
 * once per user and copied onto each video when it is created, so editing the kit later never
 * changes a video already made. A user without a saved kit gets the original look.
 */

/** Fonts the renderer has (Debian's fonts-dejavu-core and fonts-liberation2, installed by setup.sh). */
export const BRAND_FONTS = [
  { id: 'dejavu-sans', name: 'DejaVu Sans', family: 'DejaVu Sans' },
  { id: 'dejavu-serif', name: 'DejaVu Serif', family: 'DejaVu Serif' },
  { id: 'liberation-sans', name: 'Liberation Sans (Arial-like)', family: 'Liberation Sans' },
  { id: 'liberation-serif', name: 'Liberation Serif (Times-like)', family: 'Liberation Serif' },
] as const;
export type BrandFontId = (typeof BRAND_FONTS)[number]['id'];
export const brandFontIds = BRAND_FONTS.map((f) => f.id) as [BrandFontId, ...BrandFontId[]];

/** The font family name fontconfig knows a brand font by. */
export function brandFontFamily(font: BrandFontId): string {
  return (BRAND_FONTS.find((f) => f.id === font) ?? BRAND_FONTS[0]).family;
}

export const WATERMARK_POSITIONS = [
  { id: 'none', name: 'No watermark' },
  { id: 'top-left', name: 'Top left' },
  { id: 'top-right', name: 'Top right' },
  { id: 'bottom-left', name: 'Bottom left' },
  { id: 'bottom-right', name: 'Bottom right' },
] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number]['id'];
export const watermarkPositionIds = WATERMARK_POSITIONS.map((w) => w.id) as [
  WatermarkPosition,
  ...WatermarkPosition[],
];

export const BRAND_KIT_DEFAULTS = {
  primaryColor: '#1E3A8A',
  accentColor: '#F59E0B',
  font: 'dejavu-sans' as BrandFontId,
  watermark: 'bottom-right' as WatermarkPosition,
};

/** WCAG relative luminance of a #RRGGBB colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [1, 3, 5].map((i) => lin(Number.parseInt(hex.slice(i, i + 2), 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black text, whichever contrasts more with `background`. */
export function textColorOn(background: string): '#FFFFFF' | '#111111' {
  const l = relativeLuminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (relativeLuminance('#111111') + 0.05);
  return onWhite >= onDark ? '#FFFFFF' : '#111111';
}

/** Logo uploads: PNG or JPEG by their first bytes, at most this large; stored as a PNG this wide at most. */
export const BRAND_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const BRAND_LOGO_MAX_PX = 512;

export const BRAND_KIT_MESSAGES = {
  color: 'Enter a colour as # and six hex digits, e.g. #1E3A8A',
  font: `Choose a font: ${brandFontIds.join(', ')}`,
  watermark: `Choose a watermark position: ${watermarkPositionIds.join(', ')}`,
  logoType: 'The logo must be a PNG or JPEG image.',
  logoTooLarge: `The logo can be at most ${BRAND_LOGO_MAX_BYTES / 1024 / 1024} MB.`,
  logoUnreadable: 'The logo could not be read as an image. Please choose another PNG or JPEG.',
  noLogo: 'There is no logo to remove.',
} as const;

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
const colorField = safeText({ error: BRAND_KIT_MESSAGES.color })
  .trim()
  .regex(HEX_COLOR, BRAND_KIT_MESSAGES.color)
  .transform((v) => v.toUpperCase());
const fontField = z.enum(brandFontIds, { error: BRAND_KIT_MESSAGES.font });
const watermarkField = z.enum(watermarkPositionIds, { error: BRAND_KIT_MESSAGES.watermark });

/** PUT /account/brand-kit — colours (#RRGGBB, stored upper-case), font and watermark corner. */
export const brandKitBodySchema = z.strictObject({
  primaryColor: colorField,
  accentColor: colorField,
  font: fontField,
  watermark: watermarkField,
});
export type BrandKitBody = z.infer<typeof brandKitBodySchema>;

/** GET / PUT /account/brand-kit, POST and DELETE /account/brand-kit/logo — the kit as saved. */
export const brandKitResponseSchema = z.object({
  /** False until the user saves a kit: new videos then keep the original look. */
  saved: z.boolean(),
  primaryColor: z.string(),
  accentColor: z.string(),
  font: z.enum(brandFontIds),
  watermark: z.enum(watermarkPositionIds),
  /** A short-lived signed link to the normalised PNG (an <img> cannot send the bearer header). */
  logoUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BrandKitResponse = z.infer<typeof brandKitResponseSchema>;

/** GET /media/brand-logos/{userId}/{logoId} — the owner's logo (a PNG) behind a signed link. */
export const brandLogoParamsSchema = z.object({
  userId: z.uuid({ error: 'Logo not found' }),
  logoId: z.uuid({ error: 'Logo not found' }),
});
export const brandLogoQuerySchema = z.object({
  exp: safeText().max(20).optional(),
  sig: safeText().max(100).optional(),
});

/**
 * The kit as copied onto a video (Video.brand). The logo is a copy in the video's own folder, so
 * replacing or removing the kit's logo later leaves the video's render unchanged.
 */
export const brandSnapshotSchema = z.object({
  primaryColor: z.string().regex(HEX_COLOR),
  accentColor: z.string().regex(HEX_COLOR),
  font: z.enum(brandFontIds),
  watermark: z.enum(watermarkPositionIds),
  logoKey: z.string().nullable(),
});
export type BrandSnapshot = z.infer<typeof brandSnapshotSchema>;

/** A stored snapshot, or null when there is none or it no longer fits the schema. */
export function parseBrandSnapshot(value: unknown): BrandSnapshot | null {
  if (value === null || value === undefined) return null;
  const parsed = brandSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
