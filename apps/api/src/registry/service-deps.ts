import type { Sql } from '@adreel/db';
import type { PubSub } from '@adreel/queue';
import { parseEncryptionKey } from '@adreel/secret-box';
import type { AppDeps, Logger } from '../deps.ts';
import { createMediaSigner } from '../kernel/media-signature.ts';
import { createOfferLinks } from '../kernel/offer-links.ts';
import { marketplaceConnection } from '../modules/digistore/marketplace.ts';
import type { TokenClaims } from '../plugins/auth.ts';
import { createRateLimiter } from '../security/rate-limiter.ts';
import { buildMarketplaceAdapters } from './marketplaces.ts';

/**
 * The one dependency bag every area builder takes: the app's deps (env, db, storage, …) plus what
 * each app instance owns (its logger, its token signer, its pg pool and pub/sub subscriber).
 */
export interface ServiceDeps extends AppDeps {
  /** Signs with the registered JWT_EXPIRES_IN, the same span the session row is given. */
  signToken(claims: TokenClaims): string;
  log: Logger;
  /** This app's own connections (closed with it, like a process's): per-request reads, notices. */
  sql: Sql;
  pubsub: PubSub;
}

/** Pieces several areas share, each built once: the media signer, the marketplace, the limiter. */
export function buildShared(deps: ServiceDeps) {
  const { env, redis, db } = deps;
  const market = marketplaceConnection(env);
  const marketplaces = buildMarketplaceAdapters(env, market);
  return {
    limiter: createRateLimiter(redis, `${env.QUEUE_PREFIX}:rl:`),
    /** The one signer of media links (videos, voices, brand kits, scene images). */
    signer: createMediaSigner(env.JWT_SECRET),
    /** Digistore24 or the sandbox, as marketplaceMode (packages/marketplace) decides. */
    market,
    /** One adapter per marketplace (registry/marketplaces.ts). */
    marketplaces,
    /** Users' own links for catalog offers, by each offer's marketplace. */
    offerLinks: createOfferLinks(db, marketplaces),
    encryptionKey: parseEncryptionKey(env.ENCRYPTION_KEY),
  };
}
export type Shared = ReturnType<typeof buildShared>;
