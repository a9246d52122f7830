import type {
  BrandSnapshot,
  ComposeResponse,
  CreatePostsBody,
  CreateVariantsBody,
  CreateVideoBody,
  LinkSourceKind,
  TrackedLinkDto,
} from '@adreel/contracts';
import type { Prisma } from '@adreel/db';

/**
 * What one module needs of another module's service, as the registry hands it over. Modules type
 * their dependencies with these (never by importing another module's files); the real services fit
 * them structurally, so `service-registry.ts` passes them in unchanged.
 */

/** One affiliate link handed out from one place (modules/links). */
export interface LinkRequest {
  kind: LinkSourceKind;
  /** Video id, `videoId/variantId`, site id, share target id, or offer id. */
  sourceId: string;
  targetUrl: string;
}

/** Tracked links (modules/links): made on first use, the same place and target keep one link. */
export interface TrackedLinks {
  linksFor(userId: string, requests: readonly LinkRequest[]): Promise<Map<string, TrackedLinkDto>>;
  keyOf(request: LinkRequest): string;
  /** The link a user's campaign key names, for attributing a sale. */
  byCampaignKey(
    userId: string,
    campaignKey: string,
  ): Promise<{ id: string; sourceKind: string; sourceId: string } | null>;
  /** The user's own link by code; NotFound otherwise. */
  owned(userId: string, code: string): Promise<{ campaignKey: string }>;
}

/** Custom networks (modules/networks): which sub-id parameter a user's link to a network carries our click id in. */
export interface NetworkSubIds {
  subIdParamFor(userId: string, targetUrl: string): Promise<string | null>;
}

/** The storage quota (modules/quotas): 429 when `incomingBytes` more would pass the limit. */
export interface StorageQuota {
  assertStorageRoom(
    userId: string,
    incomingBytes: number,
    options?: { collectPending?: boolean },
  ): Promise<void>;
  /** Claims the bytes atomically until `release()` (after the file's row exists, or on failure). */
  reserveStorage(
    userId: string,
    incomingBytes: number,
    options?: { collectPending?: boolean },
  ): Promise<{ release(): Promise<void> }>;
}

/** The render quotas (modules/quotas): all of `count` renders start under the limits, or none. */
export interface RenderQuota extends StorageQuota {
  limits: { concurrentRenders: number };
  startRenders<T extends { id: string }>(
    userId: string,
    count: number,
    insert: (tx: Prisma.TransactionClient, startNow: number) => Promise<T[]>,
  ): Promise<T[]>;
}

/** A user's brand kit, ready to be copied onto the videos being created (modules/brand-kit). */
export interface VideoBrand {
  brandFor(videoId: string): BrandSnapshot;
  keepLogo(videoId: string): Promise<void>;
}

/** What campaigns need of the script writer (modules/scripts): a script written from a product page. */
export interface ScriptStarter {
  startFromUrl(userId: string, url: string): Promise<{ id: string }>;
}

/** What campaigns need of videos (modules/videos): the one create path, under the render quotas. */
export interface VideoCreator {
  create(userId: string, body: CreateVideoBody): Promise<{ id: string }>;
  /** Hook variants through the variant path (issue 35: autopilot arms and "Make more like this"). */
  createVariants(userId: string, body: CreateVariantsBody): Promise<{ videos: { id: string }[] }>;
}

/** What campaigns need of posts (modules/posts): drafts from the script and one post per channel. */
export interface PostCreator {
  compose(userId: string, videoId: string): Promise<ComposeResponse>;
  create(userId: string, body: CreatePostsBody): Promise<{ posts: { id: string }[] }>;
}

/** The render quotas as numbers (modules/quotas), so a batch can be refused before any starts. */
export interface RenderUsage extends Pick<StorageQuota, 'assertStorageRoom'> {
  usage(userId: string): Promise<{ rendersToday: number; dailyRenderLimit: number }>;
}

type CapWrite<T> = (tx: Prisma.TransactionClient) => Promise<T>;

/**
 * The per-account caps (modules/quotas): `assert…` refuses (429) before any work; `admit…` checks
 * again and runs `write` under the user's lock in one transaction, so a burst cannot pass a cap.
 */
export interface AccountCaps {
  assertPostRoom(userId: string, adding: number): Promise<void>;
  admitPosts<T>(userId: string, adding: number, write: CapWrite<T>): Promise<T>;
  assertScriptRoom(userId: string, adding: number): Promise<void>;
  admitScripts<T>(userId: string, adding: number, write: CapWrite<T>): Promise<T>;
  assertTranslationRoom(userId: string, videoId: string, languages: string[]): Promise<void>;
  admitTranslations<T>(userId: string, videoId: string, languages: string[], write: CapWrite<T>): Promise<T>;
  admitCampaign<T>(
    userId: string,
    othersRunning: (tx: Prisma.TransactionClient) => Promise<number>,
    write: CapWrite<T>,
  ): Promise<T>;
}
