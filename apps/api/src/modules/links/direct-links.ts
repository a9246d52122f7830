import {
  canShareDirect,
  type LinkSettings,
  type LinkSourceKind,
  type TrackedLinkDto,
  trackedLinkUrl,
  withCampaignKey,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Invalid, NotFound } from '../../domain-errors.ts';

export const CANNOT_SHARE_DIRECT =
  'Only Digistore24 promolinks of videos, sites, offers and done-for-you items can be shared directly; traffic shares keep their tracked link.';

/**
 * A link as the user shares it: the /go/ link, or for a direct link the Digistore24 promolink itself
 * with its campaign key (Digistore24 advises affiliates against URL shorteners); `goUrl` is always
 * the /go/ link, for QR codes and traffic shares.
 */
export function directLinkDto(
  publicUrl: string,
  row: { code: string; campaignKey: string; targetUrl: string; direct: boolean; sourceKind: string },
): TrackedLinkDto {
  const goUrl = trackedLinkUrl(publicUrl, row.code);
  return {
    code: row.code,
    url: row.direct ? withCampaignKey(row.targetUrl, row.campaignKey) : goUrl,
    campaignKey: row.campaignKey,
    direct: row.direct,
    goUrl,
    canBeDirect: canShareDirect(row.sourceKind as LinkSourceKind, row.targetUrl),
  };
}

/** "Direct Digistore24 link": per link (PUT /links/{code}/direct) and as the account's default. */
export function createDirectLinks(deps: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = deps;
  return {
    async setDirect(userId: string, code: string, direct: boolean): Promise<TrackedLinkDto> {
      const row = await db.trackedLink.findFirst({ where: { userId, code } });
      if (!row) throw new NotFound('Link not found.');
      if (direct && !canShareDirect(row.sourceKind as LinkSourceKind, row.targetUrl))
        throw new Invalid(CANNOT_SHARE_DIRECT);
      const saved = await db.trackedLink.update({ where: { id: row.id }, data: { direct } });
      return directLinkDto(publicUrl, saved);
    },

    async settings(userId: string): Promise<LinkSettings> {
      const user = await db.user.findUnique({
        where: { id: userId },
        select: { directDigistoreLinks: true },
      });
      return { directDigistoreLinks: !!user?.directDigistoreLinks };
    },

    /** The default for links made from now on; existing links keep their own setting. */
    async saveSettings(userId: string, body: LinkSettings): Promise<LinkSettings> {
      await db.user.update({
        where: { id: userId },
        data: { directDigistoreLinks: body.directDigistoreLinks },
      });
      return body;
    },
  };
}
export type DirectLinks = ReturnType<typeof createDirectLinks>;
