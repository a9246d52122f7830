import { createScriptWriter } from '@adreel/ai';
import { createSandboxMarketplace, decryptSecret, parseEncryptionKey } from '@adreel/digistore';
import type { AppDeps, Logger } from './deps.ts';
import { createAccountService } from './modules/account/service.ts';
import { createAiContentService } from './modules/ai-content/service.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSessionService } from './modules/auth/sessions.ts';
import { createTokenIssuer, durationMs } from './modules/auth/tokens.ts';
import { createDevMailboxService } from './modules/dev-mailbox/service.ts';
import { createDfyService } from './modules/dfy/service.ts';
import { marketplaceConnection } from './modules/digistore/marketplace.ts';
import { createDigistoreService } from './modules/digistore/service.ts';
import { createHealthService } from './modules/health/service.ts';
import { quotaLimitsFromEnv } from './modules/quotas/rules.ts';
import { createQuotaService } from './modules/quotas/service.ts';
import { createScriptService } from './modules/scripts/service.ts';
import { createSiteCloner } from './modules/sites/site-clone.ts';
import { createSiteFromOffer } from './modules/sites/site-from-offer.ts';
import { createSitePublisher } from './modules/sites/site-publish.ts';
import { createSiteRecords } from './modules/sites/site-records.ts';
import { createSiteStorage } from './modules/sites/site-storage.ts';
import { createUploadService } from './modules/traffic/upload-service.ts';
import { createTrainingMediaService } from './modules/training-media/service.ts';
import { createMediaSigner } from './modules/videos/media-signature.ts';
import { createVideoService } from './modules/videos/service.ts';
import type { TokenClaims } from './plugins/auth.ts';
import { createPasswordHasher } from './security/password-hasher.ts';
import { createRateLimiter } from './security/rate-limiter.ts';

/** What services need from the Fastify instance, passed in so services never import Fastify. */
export interface ServiceHooks {
  /** Signs with the registered JWT_EXPIRES_IN, the same span the session row is given. */
  signToken(claims: TokenClaims): string;
  log: Logger;
}

/**
 * The service registry: every service of every module, built once from the app's deps. The app
 * decorates itself with the result, and routes reach a service as `app.services.<name>`.
 */
export function createServices(deps: AppDeps, hooks: ServiceHooks) {
  const { env, db, storage, redis, producer } = deps;
  const { log } = hooks;
  const apiPrefix = env.API_PREFIX;

  const limiter = createRateLimiter(redis, `${env.QUEUE_PREFIX}:rl:`);
  const passwords = createPasswordHasher({
    cost: env.BCRYPT_COST,
    concurrency: env.BCRYPT_CONCURRENCY,
    queueLimit: env.BCRYPT_QUEUE_LIMIT,
  });
  const sessions = createSessionService(db);
  const quotas = createQuotaService({
    db,
    storage,
    redis,
    keyPrefix: `${env.QUEUE_PREFIX}:`,
    limits: quotaLimitsFromEnv(env),
  });
  const market = marketplaceConnection(env);
  const encryptionKey = parseEncryptionKey(env.ENCRYPTION_KEY);
  const siteStorage = createSiteStorage({ storage, quotas, log });
  const siteCloner = createSiteCloner({ fetcher: deps.fetcher, log });
  const sites = createSiteRecords({ db, siteStorage, publicUrl: env.PUBLIC_URL });
  const sitePublisher = createSitePublisher({ db, records: sites, siteStorage, quotas, log });

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
      afterDelete: async ({ digistoreApiKeyEnc }) => {
        if (digistoreApiKeyEnc)
          await market.client.unregister(decryptSecret(digistoreApiKeyEnc, encryptionKey));
      },
    }),
    devMailbox: createDevMailboxService(db),
    scripts: createScriptService({ db, producer, writer: createScriptWriter(env) }),
    videos: createVideoService({
      db,
      producer,
      storage,
      signer: createMediaSigner(env.JWT_SECRET),
      apiPrefix,
      quotas,
    }),
    dfy: createDfyService({ db, storage, apiPrefix, quotas }),
    digistore: createDigistoreService({
      db,
      client: market.client,
      developerKey: market.developerKey,
      encryptionKey,
      publicUrl: env.PUBLIC_URL,
      log,
    }),
    /** The local Digistore24 stand-in: only without a real key, and off in production unless opted in. */
    sandboxMarketplace:
      market.sandbox && env.SANDBOX_MARKETPLACE
        ? createSandboxMarketplace({
            db,
            publicBaseUrl: market.baseUrl,
            allowedReturnOrigins: [new URL(env.PUBLIC_URL).origin],
          })
        : null,
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
  };
}
export type Services = ReturnType<typeof createServices>;
