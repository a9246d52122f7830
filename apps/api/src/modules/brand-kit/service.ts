import { randomUUID } from 'node:crypto';
import {
  BRAND_KIT_DEFAULTS,
  BRAND_KIT_MESSAGES,
  type BrandKitBody,
  type BrandKitResponse,
  type BrandSnapshot,
  brandFontIds,
  parseBrandSnapshot,
  watermarkPositionIds,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { RenderBrand } from '@adreel/media';
import type { Storage } from '@adreel/storage';
import { Forbidden, Invalid, NotFound } from '../../domain-errors.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import { MEDIA_URL_TTL_S, type MediaSigner } from '../../kernel/media-signature.ts';
import { MESSAGES } from '../../kernel/messages.ts';
import type { VideoBrand } from '../../kernel/ports.ts';
import type { ReceivedUpload } from '../../kernel/uploads/receive-upload.ts';
import { checkLogoType, normaliseLogo } from './logo-image.ts';

export interface BrandKitDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
  /** Where the API is mounted (e.g. /api): logo links are built beneath it. */
  apiPrefix: string;
}

type KitRow = {
  primaryColor: string;
  accentColor: string;
  font: string;
  watermark: string;
  logoKey: string | null;
  updatedAt: Date;
};

/** Logos live among the user's uploads, so deleting the account removes them with the rest. */
const logoKeyFor = (userId: string) => `uploads/${userId}/brand-logo-${randomUUID()}.png`;
/** The video's own copy: a later change of the kit's logo never reaches a video already made. */
export const videoLogoKey = (videoId: string) => `videos/${videoId}/brand-logo.png`;

const pick = <T extends string>(ids: readonly T[], v: string, d: T): T =>
  ids.includes(v as T) ? (v as T) : d;

export function createBrandKitService(deps: BrandKitDeps) {
  const { db, storage, signer, apiPrefix } = deps;

  function logoUrl(key: string): string {
    const { exp, sig } = signer.sign(key, MEDIA_URL_TTL_S, 3600);
    const [, userId, file] = key.split('/');
    const logoId = file?.replace(/^brand-logo-/, '').replace(/\.png$/, '');
    return `${apiPrefix}/media/brand-logos/${userId}/${logoId}?exp=${exp}&sig=${encodeURIComponent(sig)}`;
  }

  function view(row: KitRow | null): BrandKitResponse {
    if (!row) return { saved: false, ...BRAND_KIT_DEFAULTS, logoUrl: null, updatedAt: null };
    return {
      saved: true,
      primaryColor: row.primaryColor,
      accentColor: row.accentColor,
      font: pick(brandFontIds, row.font, BRAND_KIT_DEFAULTS.font),
      watermark: pick(watermarkPositionIds, row.watermark, BRAND_KIT_DEFAULTS.watermark),
      logoUrl: row.logoKey ? logoUrl(row.logoKey) : null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const find = (userId: string) => db.brandKit.findUnique({ where: { userId } });

  /** The kit as a video snapshot, or null when the user has none (the original look). */
  function snapshotOf(row: KitRow, logoKey: string | null): BrandSnapshot | null {
    return parseBrandSnapshot({
      primaryColor: row.primaryColor,
      accentColor: row.accentColor,
      font: row.font,
      watermark: row.watermark,
      logoKey,
    });
  }

  return {
    async get(userId: string): Promise<BrandKitResponse> {
      return view(await find(userId));
    },

    async save(userId: string, body: BrandKitBody): Promise<BrandKitResponse> {
      const row = await db.brandKit.upsert({
        where: { userId },
        create: { userId, ...body },
        update: body,
      });
      return view(row);
    },

    /** Checks, normalises and stores a received logo; the previous logo file is removed after. */
    async uploadLogo(userId: string, upload: ReceivedUpload): Promise<BrandKitResponse> {
      if (upload.size === 0) throw new Invalid(BRAND_KIT_MESSAGES.logoUnreadable);
      checkLogoType(upload.head);
      const png = await normaliseLogo(upload.path);
      const key = logoKeyFor(userId);
      await storage.put(key, png, 'image/png');
      const before = await find(userId);
      const row = await db.brandKit.upsert({
        where: { userId },
        create: {
          userId,
          primaryColor: BRAND_KIT_DEFAULTS.primaryColor,
          accentColor: BRAND_KIT_DEFAULTS.accentColor,
          font: BRAND_KIT_DEFAULTS.font,
          watermark: BRAND_KIT_DEFAULTS.watermark,
          logoKey: key,
        },
        update: { logoKey: key },
      });
      if (before?.logoKey && before.logoKey !== key) await storage.delete(before.logoKey);
      return view(row);
    },

    async removeLogo(userId: string): Promise<BrandKitResponse> {
      const row = await find(userId);
      if (!row?.logoKey) throw new NotFound(BRAND_KIT_MESSAGES.noLogo);
      const updated = await db.brandKit.update({ where: { userId }, data: { logoKey: null } });
      await storage.delete(row.logoKey);
      return view(updated);
    },

    /** The logo behind a signed link; the signature covers the storage key, so it names its owner. */
    logoFile(userId: string, logoId: string, query: { exp?: string; sig?: string }): StoredFile {
      const key = `uploads/${userId}/brand-logo-${logoId}.png`;
      if (!signer.verify(key, query.exp, query.sig)) throw new Forbidden(MESSAGES.badMediaLink);
      return { key, contentType: 'image/png', cacheControl: 'private, max-age=3600' };
    },

    /** The signed-in user's kit as the renderer draws it (the storyboard), or null without a kit. */
    async renderBrand(userId: string): Promise<RenderBrand | null> {
      const row = await find(userId);
      const snap = row && snapshotOf(row, row.logoKey);
      if (!snap) return null;
      const logo = snap.logoKey ? await storage.readBuffer(snap.logoKey).catch(() => null) : null;
      return { ...snap, logo };
    },

    /**
     * What new videos keep of their owner's kit: its fields, with the logo copied into each video's
     * folder (`keepLogo`, once the video row exists), so editing the kit later changes no video
     * already made. null without a kit.
     */
    async snapshotFor(userId: string): Promise<VideoBrand | null> {
      const row = await find(userId);
      if (!row) return null;
      const logo = row.logoKey ? await storage.readBuffer(row.logoKey).catch(() => null) : null;
      if (!snapshotOf(row, null)) return null;
      return {
        brandFor: (videoId) => snapshotOf(row, logo ? videoLogoKey(videoId) : null) as BrandSnapshot,
        keepLogo: async (videoId) => {
          if (logo) await storage.put(videoLogoKey(videoId), logo, 'image/png');
        },
      };
    },
  };
}

export type BrandKitService = ReturnType<typeof createBrandKitService>;
