import { join } from 'node:path';
import { createScriptWriter } from '@adreel/ai';
import { sandboxMarketplaceOn, speechSettings, webhookAllowOrigins } from '@adreel/config';
import type { Sql } from '@adreel/db';
import { createSandboxMarketplace, decryptSecret, parseEncryptionKey } from '@adreel/digistore';
import { createSafePoster } from '@adreel/fetch';
import { createPexelsPhotoSearch } from '@adreel/media/pexels-photos';
import { channels, createChangeNotices, createWebhookEvents, type PubSub } from '@adreel/queue';
import type { AppDeps, Logger } from './deps.ts';
import { NotFound } from './domain-errors.ts';
import { createResourceEvents } from './http/resource-events.ts';
import { createStreamTokens } from './http/stream-token.ts';
import { createAccountService } from './modules/account/service.ts';
import { createAiContentService } from './modules/ai-content/service.ts';
import { createApiKeyService } from './modules/api-keys/service.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSessionService } from './modules/auth/sessions.ts';
import { createTokenIssuer, durationMs } from './modules/auth/tokens.ts';
import { createBrandKitService } from './modules/brand-kit/service.ts';
import { createDevMailboxService } from './modules/dev-mailbox/service.ts';
import { createDfyService } from './modules/dfy/service.ts';
import { createIpnSandbox } from './modules/digistore/ipn-sandbox.ts';
import { createIpnService, type RecordedSale } from './modules/digistore/ipn-service.ts';
import { marketplaceConnection } from './modules/digistore/marketplace.ts';
import { createDigistoreService } from './modules/digistore/service.ts';
import { createHealthService } from './modules/health/service.ts';
import { createClickRecorder } from './modules/links/click-recorder.ts';
import { createLinkService } from './modules/links/service.ts';
import { createPerformanceService } from './modules/performance/service.ts';
import { quotaLimitsFromEnv } from './modules/quotas/rules.ts';
import { createQuotaService } from './modules/quotas/service.ts';
import { createSceneImagesService } from './modules/scene-images/service.ts';
import {
  createScriptService,
  NOT_FOUND_MESSAGE as SCRIPT_NOT_FOUND_MESSAGE,
} from './modules/scripts/service.ts';
import { createSiteCloner } from './modules/sites/site-clone.ts';
import { createSiteFromOffer } from './modules/sites/site-from-offer.ts';
import { createSitePublisher } from './modules/sites/site-publish.ts';
import { createSiteRecords } from './modules/sites/site-records.ts';
import { createSiteStorage } from './modules/sites/site-storage.ts';
import { createUploadService } from './modules/traffic/upload-service.ts';
import { createTrainingMediaService } from './modules/training-media/service.ts';
import { createVideoLooksService } from './modules/video-looks/service.ts';
import { createMediaSigner } from './modules/videos/media-signature.ts';
import { createVideoService, VIDEO_NOT_FOUND } from './modules/videos/service.ts';
import { createVoicesService } from './modules/voices/service.ts';
import { createWebhookService } from './modules/webhooks/service.ts';
import type { TokenClaims } from './plugins/auth.ts';
import { createPasswordHasher } from './security/password-hasher.ts';
import { createRateLimiter } from './security/rate-limiter.ts';

/** What services need from the Fastify instance, passed in so services never import Fastify. */
export interface ServiceHooks {
  /** Signs with the registered JWT_EXPIRES_IN, the same span the session row is given. */
  signToken(claims: TokenClaims): string;
  log: Logger;
  /** This app's own connections (closed with it, like a process's): per-request reads, notices. */
  sql: Sql;
  pubsub: PubSub;
}

/**
 * The service registry: every service of every module, built once from the app's deps. The app
 * decorates itself with the result, and routes reach a service as `app.services.<name>`.
 */
export function createServices(deps: AppDeps, hooks: ServiceHooks) {
  const { env, db, storage, redis, producer } = deps;
  const { log, sql, pubsub } = hooks;
  const apiPrefix = env.API_PREFIX;

  const limiter = createRateLimiter(redis, `${env.QUEUE_PREFIX}:rl:`);
  const passwords = createPasswordHasher({
    cost: env.BCRYPT_COST,
    concurrency: env.BCRYPT_CONCURRENCY,
    queueLimit: env.BCRYPT_QUEUE_LIMIT,
  });
  // Active sessions are cached for seconds; ends are announced to every API process.
  const sessions = createSessionService(db, sql, {
    pubsub,
    channel: channels.sessionsEnded(env.QUEUE_PREFIX),
  });
  const quotas = createQuotaService({ db, storage, limits: quotaLimitsFromEnv(env) });
  const market = marketplaceConnection(env);
  // The local Digistore24 stand-in (where `market` points without a key): in demo mode only.
  const sandboxOn = sandboxMarketplaceOn(env);
  const encryptionKey = parseEncryptionKey(env.ENCRYPTION_KEY);
  // Tracked links (/go/{code}), their clicks (batched into Postgres, never through Redis) and IPN sales.
  const links = createLinkService({ db, publicUrl: env.PUBLIC_URL });
  // Outgoing webhooks: rows first, then a queued delivery; addresses checked by the SSRF-safe poster.
  const webhookEvents = createWebhookEvents({ db, producer, log });
  const ipn = createIpnService({
    db,
    links,
    encryptionKey,
    publicUrl: env.PUBLIC_URL,
    onSaleRecorded: async (sale) => {
      await webhookEvents.emit(sale.userId, 'sale.created', { sale: saleForWebhook(sale) });
    },
  });
  const siteStorage = createSiteStorage({ storage, quotas, log });
  const siteCloner = createSiteCloner({ fetcher: deps.fetcher, log });
  const sites = createSiteRecords({ db, siteStorage, publicUrl: env.PUBLIC_URL });
  // The voice picker's list and previews; speech comes from the TTS_* settings, never OPENAI_*.
  const voices = createVoicesService({
    storage,
    speech: speechSettings(env),
    signer: createMediaSigner(env.JWT_SECRET),
    apiPrefix,
    tmpDir: join(env.DATA_DIR, 'tmp'),
    log,
  });
  // The brand kit (Settings): copied onto each new video, drawn on storyboards.
  const brandKits = createBrandKitService({
    db,
    storage,
    signer: createMediaSigner(env.JWT_SECRET),
    apiPrefix,
  });
  const videos = createVideoService({
    db,
    sql,
    notices: createChangeNotices(redis, env.QUEUE_PREFIX),
    onVideoChanged: (listener) => {
      pubsub.subscribe(channels.videoChanged(env.QUEUE_PREFIX), listener);
    },
    producer,
    storage,
    signer: createMediaSigner(env.JWT_SECRET),
    apiPrefix,
    quotas,
    links,
    voiceChoice: voices.choose,
    brandSnapshot: brandKits.snapshotFor,
  });
  const scripts = createScriptService({ db, producer, writer: createScriptWriter(env) });
  // Progress streams (SSE) open with short-lived tokens; the worker's notices arrive by pub/sub.
  const streamTokens = createStreamTokens(env.JWT_SECRET);
  const sitePublisher = createSitePublisher({
    db,
    records: sites,
    siteStorage,
    quotas,
    log,
    linkFor: async (userId, siteId, targetUrl) =>
      (await links.linkFor(userId, { kind: 'site', sourceId: siteId, targetUrl })).url,
  });

  return {
    health: createHealthService({ db, redis }),
    limiter,
    passwords,
    sessions,
    quotas,
    tokens: createTokenIssuer({
      sessions,
      lifetimeMs: durationMs(env.JWT_EXPIRES_IN),
      sign: hooks.signToken,
    }),
    auth: createAuthService({
      db,
      producer,
      limiter,
      passwords,
      sessions,
      codeSecret: env.JWT_SECRET,
      publicUrl: env.PUBLIC_URL,
      logError: (err, message) => log.error({ err }, message),
      limits: {
        perAccountAddress: env.SIGNIN_LIMIT_PER_EMAIL,
        perAddress: env.SIGNIN_LIMIT_PER_IP,
        perAccount: env.SIGNIN_LIMIT_PER_ACCOUNT,
        signupPerAddress: env.SIGNUP_LIMIT_PER_IP,
        resetPerEmail: env.RESET_LIMIT_PER_EMAIL,
        resetPerIp: env.RESET_LIMIT_PER_IP,
      },
    }),
    account: createAccountService({
      db,
      storage,
      passwords,
      limiter,
      log,
      // A connected marketplace key would outlive the account; revoke it as "disconnect" does.
      afterDelete: async ({ userId, digistoreApiKeyEnc }) => {
        // The rows cascaded away; cached sessions must not outlive them in any API process.
        await sessions.forgetUser(userId);
        if (digistoreApiKeyEnc)
          await market.client.unregister(decryptSecret(digistoreApiKeyEnc, encryptionKey));
      },
    }),
    devMailbox: createDevMailboxService(db),
    scripts,
    scriptEvents: createResourceEvents({
      kind: 'script',
      notFoundMessage: SCRIPT_NOT_FOUND_MESSAGE,
      load: (userId: string, id: string) =>
        scripts.status(userId, id).catch((err: unknown) => {
          if (err instanceof NotFound) return null;
          throw err;
        }),
      isFinal: (s) => s.status === 'completed' || s.status === 'failed',
      tokens: streamTokens,
      pubsub,
      channel: channels.scriptChanged(env.QUEUE_PREFIX),
      log,
    }),
    videos,
    videoEvents: createResourceEvents({
      kind: 'video',
      notFoundMessage: VIDEO_NOT_FOUND,
      load: videos.currentStatus,
      isFinal: (s) => s.status !== 'processing',
      tokens: streamTokens,
      pubsub,
      channel: channels.videoChanged(env.QUEUE_PREFIX),
      log,
    }),
    voices,
    videoLooks: createVideoLooksService({
      db,
      storage,
      fetcher: deps.fetcher,
      limiter,
      cacheDir: join(env.DATA_DIR, 'cache'),
      tmpDir: join(env.DATA_DIR, 'tmp'),
      apiPrefix,
      log,
      brandFor: brandKits.renderBrand,
    }),
    brandKits,
    dfy: createDfyService({ db, storage, apiPrefix, quotas, links }),
    digistore: createDigistoreService({
      db,
      client: market.client,
      developerKey: market.developerKey,
      encryptionKey,
      publicUrl: env.PUBLIC_URL,
      log,
      available: !market.sandbox || sandboxOn,
    }),
    sandboxMarketplace: sandboxOn
      ? createSandboxMarketplace({
          db,
          publicBaseUrl: market.baseUrl,
          allowedReturnOrigins: [new URL(env.PUBLIC_URL).origin],
        })
      : null,
    links,
    apiKeys: createApiKeyService({ db }),
    webhooks: createWebhookService({
      db,
      events: webhookEvents,
      poster: createSafePoster({ allowOrigins: webhookAllowOrigins(env) }),
      encryptionKey,
    }),
    clicks: createClickRecorder({ db, sql, log }),
    ipn,
    /** The sandbox marketplace's signed sale and refund IPNs, beside the sandbox itself. */
    ipnSandbox: market.sandbox && sandboxMarketplaceOn(env) ? createIpnSandbox({ db, ipn, links }) : null,
    performance: createPerformanceService({ db }),
    siteStorage,
    siteCloner,
    sites,
    sitePublisher,
    siteFromOffer: createSiteFromOffer({
      db,
      cloner: siteCloner,
      siteStorage,
      records: sites,
      publisher: sitePublisher,
      demoOfferPage: deps.demo?.offerPageUrl,
    }),
    aiContent: createAiContentService(deps),
    uploads: createUploadService({
      db,
      storage,
      quotas,
      fileUrl: (id, ext) => `${env.PUBLIC_URL}${apiPrefix}/traffic/files/${id}/file.${ext}`,
    }),
    trainingMedia: createTrainingMediaService({ storage, apiPrefix }),
    sceneImages: createSceneImagesService({
      db,
      storage,
      fetcher: deps.fetcher,
      signer: createMediaSigner(env.JWT_SECRET),
      limiter,
      apiPrefix,
      pexels: env.PEXELS_API_KEY
        ? createPexelsPhotoSearch({ apiKey: env.PEXELS_API_KEY, baseUrl: env.PEXELS_BASE_URL })
        : null,
      log,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** `sale.created`'s sale, as the webhooks contract describes it. */
function saleForWebhook(sale: RecordedSale) {
  return { ...sale, at: sale.at.toISOString() };
}
