import {
  type CampaignDto,
  type CampaignFigures,
  type CampaignItemState,
  type CampaignRhythm,
  type CampaignSettings,
  campaignRhythmSchema,
  campaignSettingsSchema,
  currencyTotals,
  type PostPlatform,
  type PostStatus,
  scriptContentSchema,
} from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import { itemLabel } from './item-label.ts';
import { autopilotItemView, itemView } from './item-state.ts';

/** Everything the campaign page shows, read in a handful of queries whatever the item count. */
export const campaignInclude = {
  items: {
    orderBy: { position: 'asc' },
    include: {
      script: { select: { status: true, progress: true, message: true, content: true, product: true } },
      video: { select: { status: true, progress: true, message: true } },
    },
  },
  posts: {
    orderBy: { scheduledAt: 'asc' },
    include: { channel: { select: { accountName: true } } },
  },
  autopilot: { select: { enabled: true } },
} satisfies Prisma.CampaignInclude;

export type CampaignRow = Prisma.CampaignGetPayload<{ include: typeof campaignInclude }>;

const ZERO: CampaignFigures = { clicks: 0, sales: 0, earnings: 0 };

export function storedRhythm(json: unknown): CampaignRhythm {
  const r = campaignRhythmSchema.safeParse(json);
  return r.success ? r.data : { times: ['09:00'], weekdays: [], startDate: '2026-01-01', timeZone: 'UTC' };
}

export function storedSettings(json: unknown): CampaignSettings | null {
  const r = campaignSettingsSchema.safeParse(json);
  return r.success ? r.data : null;
}

/**
 * Clicks of each tracked link and its sales and earnings in the campaign's main currency (the one
 * its links sold most in), from the daily rollups (exact, never pruned): two currencies are never
 * added. Also that currency and the others sold in.
 */
async function linkFigures(db: Db, linkIds: string[]) {
  if (linkIds.length === 0) {
    return { byLink: new Map<string, CampaignFigures>(), currency: null, otherCurrencies: [] };
  }
  const [clicks, money] = await Promise.all([
    db.linkDay.groupBy({ by: ['linkId'], where: { linkId: { in: linkIds } }, _sum: { clicks: true } }),
    db.linkDaySale.groupBy({
      by: ['linkId', 'currency'],
      where: { linkId: { in: linkIds } },
      _sum: { sales: true, earnings: true },
    }),
  ]);
  const currencies = currencyTotals(
    money.map((m) => ({ currency: m.currency, sales: m._sum.sales ?? 0, earnings: m._sum.earnings ?? 0 })),
  );
  const currency = currencies[0]?.currency ?? null;
  const byLink = new Map<string, CampaignFigures>(
    clicks.map((c) => [c.linkId, { clicks: c._sum.clicks ?? 0, sales: 0, earnings: 0 }]),
  );
  for (const m of money) {
    if (m.currency !== currency) continue;
    const f = byLink.get(m.linkId) ?? { ...ZERO };
    byLink.set(m.linkId, {
      ...f,
      sales: f.sales + (m._sum.sales ?? 0),
      earnings: f.earnings + (m._sum.earnings ?? 0),
    });
  }
  return { byLink, currency, otherCurrencies: currencies.slice(1).map((c) => c.currency) };
}

const add = (a: CampaignFigures, b: CampaignFigures): CampaignFigures => ({
  clicks: a.clicks + b.clicks,
  sales: a.sales + b.sales,
  earnings: Math.round((a.earnings + b.earnings) * 100) / 100,
});

export function campaignState(
  states: readonly CampaignItemState[],
  launched: boolean,
  steer: { status?: string; pausedAt?: Date | null } = {},
): CampaignDto['state'] {
  if (steer.status === 'cancelled') return 'cancelled';
  if (steer.pausedAt) return 'paused';
  if (!launched) return 'draft';
  const open = states.filter((s) => s !== 'dropped');
  return open.every((s) => s === 'posted' || s === 'failed') ? 'done' : 'running';
}

export async function toCampaignDto(db: Db, row: CampaignRow): Promise<CampaignDto> {
  const {
    byLink: figures,
    currency,
    otherCurrencies,
  } = await linkFigures(
    db,
    row.posts.flatMap((p) => (p.trackedLinkId ? [p.trackedLinkId] : [])),
  );
  const [channels, offers] = await Promise.all([
    db.channel.findMany({
      where: { id: { in: row.channelIds }, userId: row.userId },
      select: { id: true, platform: true, accountName: true },
    }),
    db.offer.findMany({
      where: { id: { in: row.items.flatMap((i) => (i.offerId ? [i.offerId] : [])) } },
      select: { id: true, name: true },
    }),
  ]);
  const offerNames = new Map(offers.map((o) => [o.id, o.name]));
  const autopilot = row.autopilot?.enabled ?? false;
  const items = row.items.map((item) => {
    const posts = row.posts.filter((p) => item.videoId !== null && p.videoId === item.videoId);
    const view = autopilotItemView(
      itemView({ status: item.status, error: item.error, script: item.script, video: item.video, posts }),
      autopilot,
      item,
    );
    const content = scriptContentSchema.safeParse(item.script?.content);
    return {
      id: item.id,
      position: item.position,
      label: itemLabel({
        offerName: (item.offerId ? offerNames.get(item.offerId) : null) ?? null,
        product: item.script?.product,
        productUrl: item.productUrl,
        position: item.position,
      }),
      offerId: item.offerId,
      productUrl: item.productUrl,
      ...view,
      scriptId: item.scriptId,
      videoId: item.videoId,
      content: content.success ? content.data : null,
      settings: storedSettings(item.settings),
      posts: posts.map((p) => ({
        id: p.id,
        platform: p.platform as PostPlatform,
        channelName: p.channel?.accountName ?? 'Disconnected channel',
        status: p.status as PostStatus,
        scheduledAt: p.scheduledAt.toISOString(),
        platformUrl: p.platformUrl,
        message: p.failureReason,
      })),
      figures: posts.reduce((sum, p) => add(sum, figures.get(p.trackedLinkId ?? '') ?? ZERO), ZERO),
    };
  });
  const state = campaignState(
    items.map((i) => i.state),
    row.status !== 'draft',
    row,
  );
  return {
    id: row.id,
    name: row.name,
    // An autopilot campaign goes on posting its variants until it is paused or cancelled.
    state: autopilot && state === 'done' ? 'running' : state,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    rhythm: storedRhythm(row.rhythm),
    settings: storedSettings(row.settings) ?? {},
    channels: channels.map((c) => ({ id: c.id, platform: c.platform as PostPlatform, name: c.accountName })),
    createdAt: row.createdAt.toISOString(),
    items,
    currency,
    otherCurrencies,
    figures: items.reduce((sum, i) => add(sum, i.figures), ZERO),
    autopilot,
  };
}
