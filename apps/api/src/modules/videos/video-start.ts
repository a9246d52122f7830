import { randomUUID } from 'node:crypto';
import {
  type CreateVideoBody,
  DEFAULT_LANGUAGE,
  defaultVoiceFor,
  isUuid,
  type LanguageCode,
  languageName,
  normalizeLanguage,
  resolveRenderLook,
  type ScriptContent,
  scenesLanguageProblem,
  VIDEO_QUEUED_MESSAGE,
  VIDEO_STARTING_MESSAGE,
  voiceById,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { enqueueRender, type Producer } from '@adreel/queue';
import { Invalid, NotFound, Unavailable } from '../../domain-errors.ts';
import { MESSAGES } from '../../kernel/messages.ts';
import type { OfferLinks } from '../../kernel/offer-links.ts';
import { findOfferForLink } from '../../kernel/offer-lookup.ts';
import type { RenderQuota, TrackedLinks, VideoBrand } from '../../kernel/ports.ts';
import { assignVideoLinks, OFFER_REF_KEY } from './affiliate.ts';

export const SCRIPT_NOT_READY = 'This script is not ready yet. Please wait until it is written.';
export const QUEUED_MESSAGE = VIDEO_STARTING_MESSAGE;
export const START_FAILED = 'Could not start video generation right now. Please try again.';

/** A Video row as Prisma returns it (the fields the service reads). */
export type VideoRow = {
  id: string;
  kind: string;
  userId: string | null;
  scriptId: string | null;
  status: string;
  progress: number;
  message: string;
  content: unknown;
  product: unknown;
  url: string | null;
  /** The video's language (contracts' languages.ts). */
  language: string;
  outputKey: string | null;
  thumbnailKey: string | null;
  durationS: number | null;
  createdAt: Date;
  variantGroupId?: string | null;
  variantLabel?: string | null;
  translatedFromVideoId?: string | null;
};

/** One video to start: its script content and, for hook variants, its group and letter. */
export interface VideoVersion {
  content: ScriptContent;
  variant: { groupId: string; label: string } | null;
}

export interface VideoStarterDeps {
  db: Db;
  producer: Producer;
  quotas: RenderQuota;
  voiceChoice: (requested: string | undefined) => string;
  brandSnapshot?: (userId: string) => Promise<VideoBrand | null>;
  /** Makes each new video's own tracked link (printed on its end card). */
  links?: Pick<TrackedLinks, 'linksFor' | 'keyOf'>;
  /** The user's link for the offer a video is made from, by the offer's marketplace. */
  offerLinks: OfferLinks;
}

/** The voice to store for a video in `language`; a chosen voice that cannot speak it is a 400. */
function voiceSpeaking(chosen: string | undefined, language: LanguageCode): string {
  if (chosen === undefined) return defaultVoiceFor(language).id;
  const voice = voiceById(chosen);
  if (voice && !voice.languages.includes(language))
    throw new Invalid(
      `${voice.name} does not speak ${languageName(language)}. Choose a voice from the list for ${languageName(language)}.`,
    );
  return chosen;
}

export function createVideoStarter(deps: VideoStarterDeps) {
  const { db, producer, quotas } = deps;
  return {
    /**
     * The one way renders start (create and hook variants): checks the script is the caller's and
     * written, then inserts one Video row per version under the quota lock — every version counts
     * against the daily and storage limits, and either all are created or none — then enqueues each
     * render that has a free slot; the others wait as `queued` until a render of the user ends.
     */
    async startVideos(
      userId: string,
      body: CreateVideoBody,
      versions: readonly VideoVersion[],
    ): Promise<VideoRow[]> {
      const chosenVoice = deps.voiceChoice(body.voice);
      if (!isUuid(body.scriptId)) throw new NotFound(MESSAGES.scriptNotFound);
      const script = await db.script.findFirst({ where: { id: body.scriptId, userId } });
      if (!script) throw new NotFound(MESSAGES.scriptNotFound);
      if (script.status !== 'completed') throw new Invalid(SCRIPT_NOT_READY);
      // The video's language: the review page's pick, else the script's (issue 25). A script that
      // cannot be voiced in it (right-to-left, another language) is refused before anything starts.
      const language = body.language ?? normalizeLanguage(script.language) ?? DEFAULT_LANGUAGE;
      for (const version of versions) {
        const problem = scenesLanguageProblem(version.content.reelScript.scenes, language);
        if (problem) throw new Invalid(problem);
      }
      // The voice must speak the language: none chosen → the language's offline voice (issue 25).
      const voice = voiceSpeaking(body.voice === undefined ? undefined : chosenVoice, language);
      const product = (script.product ?? undefined) as object | undefined;
      const productUrl =
        script.sourceUrl ??
        (product && typeof (product as { url?: unknown }).url === 'string'
          ? (product as { url: string }).url
          : null);
      // A video made from a marketplace offer remembers it, so My Videos can show the user's own link.
      const offer = product ? await findOfferForLink(db, productUrl) : null;
      const brand = deps.brandSnapshot ? await deps.brandSnapshot(userId) : null;
      // A translation (issue 25 item 5) is the same ad in another language: it keeps its original's
      // look, so its render reuses every visual the original's render cached.
      const original = script.translatedFromVideoId
        ? await db.video.findFirst({
            where: { id: script.translatedFromVideoId, userId },
            select: { template: true, format: true, captionStyle: true },
          })
        : null;
      // The look is resolved here, once; the worker renders the stored one as it is.
      const look = resolveRenderLook(original ? { ...body, ...original } : body);
      const rows = await quotas.startRenders(userId, versions.length, async (tx, startNow) => {
        const created: VideoRow[] = [];
        // One after another: an interactive transaction runs one query at a time.
        for (const [n, version] of versions.entries()) {
          const id = randomUUID();
          const queued = n >= startNow;
          created.push(
            await tx.video.create({
              data: {
                id,
                ...(brand ? { brand: brand.brandFor(id) } : {}),
                userId,
                scriptId: script.id,
                kind: 'user',
                status: queued ? 'queued' : 'processing',
                progress: 0,
                message: queued ? VIDEO_QUEUED_MESSAGE : QUEUED_MESSAGE,
                content: version.content,
                ...(product ? { product: offer ? { ...product, [OFFER_REF_KEY]: offer.id } : product } : {}),
                url: productUrl,
                ...look,
                voice,
                language,
                ...(original ? { translatedFromVideoId: script.translatedFromVideoId } : {}),
                ...(version.variant
                  ? { variantGroupId: version.variant.groupId, variantLabel: version.variant.label }
                  : {}),
              },
            }),
          );
        }
        return created;
      });
      // Before any render starts: the worker prints the video's /go/ link on its end card. Without it
      // (a failed write) the end card shows the product URL, as videos made before links did.
      if (deps.links) {
        const parts = { links: deps.links, offerLinks: deps.offerLinks };
        await assignVideoLinks(db, parts, userId, rows).catch(() => undefined);
      }
      for (const [i, row] of rows.entries()) {
        try {
          await brand?.keepLogo(row.id);
          if (row.status === 'processing') {
            // At its fair place among all users' renders (packages/queue render-slots.ts).
            await enqueueRender({ db, producer }, row);
          }
        } catch {
          // This one and every later one never reach a renderer; say so on their rows.
          await db.video.updateMany({
            where: { id: { in: rows.slice(i).map((r) => r.id) } },
            data: { status: 'failed', message: START_FAILED, error: 'ENQUEUE_FAILED' },
          });
          throw new Unavailable(START_FAILED);
        }
      }
      return rows;
    },
  };
}
