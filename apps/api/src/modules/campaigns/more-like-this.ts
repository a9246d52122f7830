import type { HookWriter } from '@adreel/ai';
import {
  armLabel,
  CAMPAIGN_MAX_ITEMS,
  type CampaignDto,
  campaignSettingsSchema,
  DEFAULT_LANGUAGE,
  type MoreLikeThisResult,
  normalizeLanguage,
  productSchema,
  type Scene,
  scriptContentSchema,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Conflict, Invalid, NotFound } from '../../domain-errors.ts';
import { rethrowAiFailure } from '../../kernel/ai-failure.ts';
import type { VideoCreator } from '../../kernel/ports.ts';

export interface MoreLikeThisDeps {
  db: Db;
  videos: VideoCreator;
  /** The offline banks, or a model when one is configured (deps.hooks). */
  hooks: HookWriter;
  /** The caller's campaign as its page shows it, or NotFound. */
  view(userId: string, id: string): Promise<CampaignDto>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * "Make more like this" (issue 35 item 2): from a winning variant, new openings in its style and
 * language (the offline writer's banks, or a model when one is configured; never a hook the campaign
 * already used; a failing model is a 502 like any AI failure), the rest of its
 * script kept, rendered through the variant path (the unchanged scenes come from the render cache)
 * under the render quotas, and added to the same campaign as challengers. In autopilot they get
 * their minimum exposure in the next slots; otherwise they are placed on the rhythm like any item.
 */
export function createMoreLikeThis(deps: MoreLikeThisDeps) {
  const { db, videos, hooks: writer } = deps;

  return async function moreLikeThis(
    userId: string,
    campaignId: string,
    itemId: string,
    count: number,
  ): Promise<MoreLikeThisResult> {
    const campaign = await deps.view(userId, campaignId);
    if (campaign.state === 'cancelled') throw new Conflict('This campaign was cancelled.');
    const winner = campaign.items.find((i) => i.id === itemId);
    if (!winner) throw new NotFound('This variant is not part of the campaign');
    const label = armLabel(winner.position);
    const video = winner.videoId
      ? await db.video.findFirst({ where: { id: winner.videoId, userId, status: 'completed' } })
      : null;
    if (!video?.scriptId) throw new Invalid(`Variant ${label} has no finished video to make more of yet.`);
    const room = CAMPAIGN_MAX_ITEMS - campaign.items.length;
    if (room <= 0) {
      throw new Invalid(`A campaign holds at most ${CAMPAIGN_MAX_ITEMS} variants. Drop a losing one first.`);
    }
    // The campaign's room may cut the count; the writer's banks may cut it again below.
    const wanted = Math.min(count, room);
    const content = scriptContentSchema.safeParse(video.content);
    const first = content.success ? content.data.reelScript.scenes[0] : undefined;
    if (!content.success || !first) throw new Invalid(`Variant ${label}'s script could not be read.`);
    const others = await db.video.findMany({
      where: { userId, id: { in: campaign.items.flatMap((i) => (i.videoId ? [i.videoId] : [])) } },
      select: { content: true },
    });
    const used = others.flatMap((v) => {
      const c = scriptContentSchema.safeParse(v.content);
      return c.success ? c.data.reelScript.scenes.slice(0, 1).map((s) => s.audio.voiceover) : [];
    });
    const product = productSchema.safeParse(video.product);
    const language = normalizeLanguage(video.language) ?? DEFAULT_LANGUAGE;
    const lines = await writer
      .more({
        locale: language,
        productName: product.success ? product.data.name : winner.label,
        category: product.success ? product.data.category : null,
        winnerHook: first.audio.voiceover,
        used,
        count: wanted,
      })
      .catch(rethrowAiFailure);
    if (lines.length === 0) {
      throw new Conflict(
        `The writer has no new openings left for this product: every line of its banks was tried. Edit variant ${label}'s script to write one yourself.`,
      );
    }
    const { untranslated: _, ...scene } = first;
    const hooks: Scene[] = lines.map((voiceover) => ({ ...scene, audio: { ...scene.audio, voiceover } }));
    const look = campaignSettingsSchema.safeParse({
      template: video.template,
      format: video.format,
      captionStyle: video.captionStyle,
      voice: video.voice,
    });
    const body = {
      scriptId: video.scriptId,
      language,
      ...(look.success ? look.data : {}),
    };
    const made =
      hooks.length >= 2
        ? (
            await videos.createVariants(userId, {
              ...body,
              content: { ...content.data, hooks },
              hooks: hooks.map((_h, i) => i + 1),
              includeOriginal: false,
            })
          ).videos
        : [
            await videos.create(userId, {
              ...body,
              content: {
                ...content.data,
                hooks: undefined,
                reelScript: { scenes: [hooks[0] as Scene, ...content.data.reelScript.scenes.slice(1)] },
              },
            }),
          ];
    const next = Math.max(...campaign.items.map((i) => i.position)) + 1;
    await db.campaignItem.createMany({
      data: made.map((v, n) => ({
        campaignId,
        position: next + n,
        offerId: winner.offerId,
        productUrl: winner.productUrl,
        scriptId: video.scriptId,
        settings: winner.settings ?? undefined,
        videoId: v.id,
        status: 'rendering',
      })),
    });
    const labels = made.map((_v, n) => armLabel(next + n)).join(', ');
    // A model names itself; the offline banks' messages stay as they were.
    const by = writer.model ? ` Written by ${writer.model}.` : '';
    const short =
      lines.length < wanted
        ? writer.model
          ? ` The model wrote only ${plural(lines.length, 'usable new opening')}.`
          : ` The writer had only ${plural(lines.length, 'new opening')} left.`
        : wanted < count
          ? ` The campaign had room for only ${plural(wanted, 'more variant')} (at most ${CAMPAIGN_MAX_ITEMS}).`
          : '';
    return {
      campaign: await deps.view(userId, campaignId),
      message: `${plural(made.length, 'challenger')} in the style of variant ${label} ${made.length === 1 ? 'is' : 'are'} rendering: ${labels}.${by}${short} ${campaign.autopilot ? 'Autopilot gives each its first slots once rendered.' : 'Each is placed on the rhythm once rendered.'}`,
    };
  };
}
