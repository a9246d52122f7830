import { randomInt } from 'node:crypto';
import { CLICKBANK_HOP_BASE, readHopLink } from '@adreel/clickbank';
import {
  type CreateLinkBody,
  campaignKeyFor,
  canShareDirect,
  LINK_CODE_LENGTH,
  LINK_CODE_PATTERN,
  type LinkSourceKind,
  type TrackedLinkDto,
  withCampaignKey,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { NotFound } from '../../domain-errors.ts';
import { createLru } from '../../kernel/lru.ts';
import type { NetworkSubIds } from '../../kernel/ports.ts';
import { isDigistoreTarget } from './click-id.ts';
import { directLinkDto } from './direct-links.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Ten base62 characters from the CSPRNG (≈ 59 bits). */
export function newLinkCode(): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i += 1) code += BASE62[randomInt(62)];
  return code;
}

/** One affiliate link handed out from one place. */
export interface LinkRequest {
  kind: LinkSourceKind;
  /** Video id, `videoId/variantId`, site id, share target id, or offer id. */
  sourceId: string;
  targetUrl: string;
  /** Send the click id (`?cid=`) to a target that is not Digistore24's (which always gets it). */
  appendClickId?: boolean;
}

export interface LinkServiceDeps {
  db: Db;
  publicUrl: string;
  /** The sub-id parameter of a user's custom network whose affiliate links the target is (modules/networks). */
  networkSubIds?: NetworkSubIds;
  /** Where ClickBank HopLinks point (hop.clickbank.net, the stand-in in demo mode): their click id goes as `tid`. */
  clickBankHopBase?: string;
  newCode?: () => string;
  cache?: { size: number; ttlMs: number };
}

const keyOf = (r: LinkRequest) => `${r.kind}\u0000${r.sourceId}\u0000${r.targetUrl}`;

/** Where a code sends the browser, as the redirect needs it. */
export interface ResolvedLink {
  linkId: string;
  location: string;
  /**
   * The query parameter a human click's id goes out in: `cid` for Digistore24 targets and links that
   * asked for it, a custom network's sub-id parameter (JVZoo `tid`) for its links; null: none.
   */
  clickIdParam: string | null;
  /** The click id goes out as ClickBank's tid (24 base-36 characters, @adreel/clickbank) rather than as it is. */
  clickIdAsTid: boolean;
}

export function createLinkService(deps: LinkServiceDeps) {
  const { db, publicUrl } = deps;
  const newCode = deps.newCode ?? newLinkCode;
  const cache = createLru<ResolvedLink | null>(deps.cache?.size ?? 10_000, deps.cache?.ttlMs ?? 60_000);

  const toDto = (row: {
    code: string;
    campaignKey: string;
    targetUrl: string;
    direct: boolean;
    sourceKind: string;
  }) => directLinkDto(publicUrl, row);

  /** Traffic keys name the network, post keys the platform (`t_tiktok_…`, `o_youtube_…`). */
  const campaignLabel = (r: LinkRequest) =>
    r.kind === 'traffic' ? r.sourceId : r.kind === 'post' ? r.sourceId.split('/')[0] : undefined;

  async function existing(userId: string, wanted: LinkRequest[]) {
    const rows = await db.trackedLink.findMany({
      where: {
        userId,
        sourceKind: { in: [...new Set(wanted.map((r) => r.kind))] },
        sourceId: { in: [...new Set(wanted.map((r) => r.sourceId))] },
        targetUrl: { in: [...new Set(wanted.map((r) => r.targetUrl))] },
      },
      select: {
        code: true,
        campaignKey: true,
        sourceKind: true,
        sourceId: true,
        targetUrl: true,
        direct: true,
      },
    });
    return new Map(
      rows.map((r) => [
        keyOf({ kind: r.sourceKind as LinkSourceKind, sourceId: r.sourceId, targetUrl: r.targetUrl }),
        r,
      ]),
    );
  }

  /**
   * The tracked links for these affiliate links, made on first use (two or three queries for any
   * number): the same place and target always gets the same short link.
   */
  async function linksFor(
    userId: string,
    requests: readonly LinkRequest[],
  ): Promise<Map<string, TrackedLinkDto>> {
    const wanted = [...new Map(requests.map((r) => [keyOf(r), r])).values()];
    const out = new Map<string, TrackedLinkDto>();
    if (wanted.length === 0) return out;
    let found = await existing(userId, wanted);
    // A fresh code can collide with another user's (skipped by the insert): try again with new ones.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const missing = wanted.filter((r) => !found.has(keyOf(r)));
      if (missing.length === 0) break;
      // The account's choice for new Digistore24 links (Settings): shared direct, or through /go/.
      const user = await db.user.findUnique({
        where: { id: userId },
        select: { directDigistoreLinks: true },
      });
      await db.trackedLink.createMany({
        data: missing.map((r) => {
          const code = newCode();
          return {
            code,
            userId,
            sourceKind: r.kind,
            sourceId: r.sourceId,
            targetUrl: r.targetUrl,
            campaignKey: campaignKeyFor(r.kind, code, campaignLabel(r)),
            appendClickId: r.appendClickId ?? false,
            direct: !!user?.directDigistoreLinks && canShareDirect(r.kind, r.targetUrl),
          };
        }),
        skipDuplicates: true,
      });
      found = await existing(userId, wanted);
    }
    for (const r of wanted) {
      const row = found.get(keyOf(r));
      if (row) out.set(keyOf(r), toDto(row));
    }
    return out;
  }

  async function linkFor(userId: string, request: LinkRequest): Promise<TrackedLinkDto> {
    const link = (await linksFor(userId, [request])).get(keyOf(request));
    if (!link) throw new Error('A tracked link could not be made');
    return link;
  }

  const isHopLink = (url: string) => readHopLink(url, deps.clickBankHopBase ?? CLICKBANK_HOP_BASE) !== null;

  /** Digistore24 targets get `cid`; a user's network links its sub-id; others `cid` only when asked. */
  async function clickIdParamOf(row: { userId: string; targetUrl: string; appendClickId: boolean }) {
    if (isDigistoreTarget(row.targetUrl)) return 'cid';
    const network = (await deps.networkSubIds?.subIdParamFor(row.userId, row.targetUrl)) ?? null;
    return network ?? (row.appendClickId ? 'cid' : null);
  }

  return {
    linksFor,
    linkFor,
    keyOf,

    /** POST /links: the browser asks for a promolink or a traffic share (optionally carrying `?cid=`). */
    async create(userId: string, body: CreateLinkBody): Promise<TrackedLinkDto> {
      const request = { kind: body.kind, sourceId: body.sourceId, targetUrl: body.targetUrl };
      const link = await linkFor(userId, { ...request, appendClickId: body.appendClickId });
      if (body.appendClickId !== undefined) {
        await db.trackedLink.updateMany({
          where: { userId, code: link.code, appendClickId: !body.appendClickId },
          data: { appendClickId: body.appendClickId },
        });
        cache.delete(link.code);
      }
      return link;
    },

    /** The redirect's lookup: cached, so a popular link costs no query. Null for an unknown code. */
    async resolve(code: string): Promise<ResolvedLink | null> {
      if (!LINK_CODE_PATTERN.test(code)) return null;
      const hit = cache.get(code);
      if (hit) return hit.value;
      const row = await db.trackedLink.findUnique({
        where: { code },
        select: { id: true, userId: true, targetUrl: true, campaignKey: true, appendClickId: true },
      });
      const hopLink = row ? isHopLink(row.targetUrl) : false;
      const resolved = row
        ? {
            linkId: row.id,
            location: withCampaignKey(row.targetUrl, row.campaignKey),
            clickIdParam: hopLink ? 'tid' : await clickIdParamOf(row),
            clickIdAsTid: hopLink,
          }
        : null;
      cache.set(code, resolved);
      return resolved;
    },

    /** The link a user's campaign key names, for attributing a sale. */
    async byCampaignKey(userId: string, campaignKey: string) {
      return db.trackedLink.findUnique({
        where: { userId_campaignKey: { userId, campaignKey } },
        select: { id: true, sourceKind: true, sourceId: true },
      });
    },

    /** The signed-in user's own link by code (the Performance page's sandbox sale form). */
    async owned(userId: string, code: string) {
      const row = await db.trackedLink.findFirst({ where: { userId, code } });
      if (!row) throw new NotFound('Link not found.');
      return row;
    },
  };
}
export type LinkService = ReturnType<typeof createLinkService>;
