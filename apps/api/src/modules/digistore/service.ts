import { createHash, randomBytes } from 'node:crypto';
import { clickBankNickname } from '@adreel/clickbank';
import {
  detectLanguage,
  type LanguageCode,
  type OffersQuery,
  type OffersResponse,
  paginate,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { dropConnection, findConnection, saveConnection } from '@adreel/db/marketplace-accounts';
import {
  type DigistoreConnectInput,
  DigistoreError,
  digistoreAccountKey,
  digistoreConnection,
  toOfferContract,
} from '@adreel/digistore';
import { MarketplaceConnectError, type MarketplacePort, openAccount } from '@adreel/marketplace';
import { encryptSecret } from '@adreel/secret-box';
import { Conflict, Invalid, Unavailable, UpstreamFailed } from '../../domain-errors.ts';
import { createLru } from '../../kernel/lru.ts';
import { likePattern, offerFacets, rankOffers } from './offer-query.ts';

/** A connect link is good for one use within 15 minutes. */
export const CONNECT_STATE_TTL_MS = 15 * 60 * 1000;
export const NOT_CONNECTED_MESSAGE = 'Connect your marketplace account to see offers.';
export const CLICKBANK_NOT_CONNECTED_MESSAGE =
  'Connect your ClickBank account in Settings to see its products.';
export const MARKETPLACE_OFF_MESSAGE =
  'The marketplace is not set up on this server yet: the operator adds a Digistore24 developer key (DIGISTORE_DEVELOPER_API_KEY).';

export interface DigistoreServiceDeps {
  db: Db;
  /** Digistore24 behind the marketplace port (registry/marketplaces.ts). */
  adapter: MarketplacePort<DigistoreConnectInput>;
  encryptionKey: Buffer;
  /** The app's public origin; the browser comes back to `${publicUrl}/digistore/callback`. */
  publicUrl: string;
  log?: { warn(obj: Record<string, unknown>, msg: string): void };
  now?: () => Date;
  /** False with no developer key outside demo mode: nothing answers for Digistore24, so none may connect. */
  available?: boolean;
}

export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

/**
 * An upstream failure the user can act on: Digistore24 (or the sandbox) refused or was unreachable, or
 * the user did not (yet) approve the connection.
 */
function upstream(err: unknown): never {
  if (err instanceof DigistoreError) throw new UpstreamFailed(`The marketplace answered: ${err.message}`);
  if (err instanceof MarketplaceConnectError) {
    throw err.kind === 'pending' ? new Conflict(err.message) : new Invalid(err.message);
  }
  throw err;
}

export function createDigistoreService(deps: DigistoreServiceDeps) {
  const { db, adapter, encryptionKey } = deps;
  const now = deps.now ?? (() => new Date());
  const callbackUrl = `${deps.publicUrl.replace(/\/+$/, '')}/digistore/callback`;
  // An offer's language, detected once per version of the row (id + updatedAt), so a filtered page
  // reads only light columns; a changed description is a new key.
  const offerLanguages = createLru<LanguageCode | null>(50_000, 24 * 60 * 60 * 1000);

  async function languagesOf(rows: { id: string; updatedAt: Date }[]) {
    const key = (r: { id: string; updatedAt: Date }) => `${r.id}:${r.updatedAt.getTime()}`;
    const unknown = rows.filter((r) => !offerLanguages.get(key(r)));
    if (unknown.length > 0) {
      const texts = await db.offer.findMany({
        where: { id: { in: unknown.map((r) => r.id) } },
        select: { id: true, name: true, descriptionHtml: true, updatedAt: true },
      });
      for (const t of texts) {
        const text = `${t.name}. ${t.descriptionHtml.replace(/<[^>]*>/g, ' ')}`;
        offerLanguages.set(key(t), detectLanguage(text).code);
      }
    }
    return new Map(rows.map((r) => [r.id, offerLanguages.get(key(r))?.value ?? null]));
  }

  /** Ids of offers whose name, category or description text holds the term (any case, literally). */
  async function searchHits(term: string | undefined): Promise<Set<string> | null> {
    if (!term) return null;
    const pattern = likePattern(term);
    const hits = await db.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM "Offer"
      WHERE name ILIKE ${pattern} OR category ILIKE ${pattern}
         OR regexp_replace("descriptionHtml", '<[^>]*>', ' ', 'g') ILIKE ${pattern}`;
    return new Set(hits.map((h) => h.id));
  }

  const connectedUser = (userId: string) => digistoreConnection(db, userId);

  return {
    async status(userId: string) {
      const { connected, userName } = await connectedUser(userId);
      return { connected, digistore_user_name: userName };
    },

    /** Starts a connection: a single-use state bound to the user, then Digistore24's approval address. */
    async authUrl(userId: string) {
      if (deps.available === false) throw new Unavailable(MARKETPLACE_OFF_MESSAGE);
      const state = randomBytes(32).toString('base64url');
      const row = await db.digistoreConnectState.create({
        data: {
          stateHash: hashState(state),
          userId,
          expiresAt: new Date(now().getTime() + CONNECT_STATE_TTL_MS),
        },
      });
      const withState = `${callbackUrl}?state=${encodeURIComponent(state)}`;
      try {
        const step = await adapter.connect(userId, {
          step: 'start',
          returnUrl: `${withState}&token=__TOKEN__`,
          cancelUrl: withState,
          siteUrl: deps.publicUrl,
          comment: 'AdReel: affiliate links for marketplace offers',
        });
        if (step.kind !== 'redirect') throw new Error('Digistore24 connects through its approval page');
        await db.digistoreConnectState.update({
          where: { id: row.id },
          data: { requestToken: step.pendingToken ?? null },
        });
        return { authUrl: step.url, request_url: step.url };
      } catch (err) {
        await db.digistoreConnectState.delete({ where: { id: row.id } }).catch(() => undefined);
        return upstream(err);
      }
    },

    /**
     * Finishes a connection. The state must be ours, this user's, unused and unexpired, and the token
     * the one Digistore24 issued for it; anything else connects nothing.
     */
    async callback(userId: string, state: string, token: string) {
      const row = await db.digistoreConnectState.findUnique({ where: { stateHash: hashState(state) } });
      if (!row || row.userId !== userId) {
        throw new Invalid('This connection request is not valid. Please connect again.');
      }
      if (row.usedAt) throw new Invalid('This connection request was already used. Please connect again.');
      if (row.expiresAt.getTime() <= now().getTime()) {
        throw new Invalid('This connection request has expired. Please connect again.');
      }
      // Claim it atomically: a double submit or a replay race connects at most once.
      const { count } = await db.digistoreConnectState.updateMany({
        where: { id: row.id, usedAt: null },
        data: { usedAt: now() },
      });
      if (count === 0) {
        throw new Invalid('This connection request was already used. Please connect again.');
      }
      if (!row.requestToken || row.requestToken !== token) {
        throw new Invalid('The marketplace token does not match this connection request.');
      }

      try {
        const step = await adapter.connect(userId, { step: 'finish', token });
        if (step.kind !== 'connected') throw new Error('Digistore24 gave no account');
        const { affiliateId, credentials } = step.account;
        await saveConnection(db, digistoreAccountKey(userId), {
          affiliateId,
          credentialsEnc: credentials === null ? null : encryptSecret(credentials, encryptionKey),
          connectedAt: now(),
        });
        return { success: true, digistore_user_name: affiliateId ?? undefined };
      } catch (err) {
        return upstream(err);
      }
    },

    /** Forgets the key and the user name; telling Digistore24 is best effort. */
    async disconnect(userId: string) {
      const row = await findConnection(db, digistoreAccountKey(userId));
      const account = row ? openAccount(row, encryptionKey) : null;
      if (account) {
        try {
          await adapter.disconnect(account);
        } catch (err) {
          deps.log?.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'digistore unregister failed',
          );
        }
      }
      await dropConnection(db, digistoreAccountKey(userId));
      return { success: true };
    },

    /**
     * One page of the catalog after search, filters and sort, all over the whole catalog (it is small:
     * light columns of every row, the description searched in the database); the links keep their
     * placeholders for the browser to fill. One marketplace's catalog at a time (issue 34): each needs
     * its own connection, whose affiliate id the links carry.
     */
    async offers(userId: string, query: OffersQuery): Promise<OffersResponse> {
      const { page, itemsPerPage, marketplace, ...filters } = query;
      const connected =
        marketplace === 'clickbank'
          ? (await clickBankNickname(db, userId)) !== null
          : (await connectedUser(userId)).connected;
      if (!connected) {
        return {
          success: false,
          message: marketplace === 'clickbank' ? CLICKBANK_NOT_CONNECTED_MESSAGE : NOT_CONNECTED_MESSAGE,
          data: [],
          pagination: { currentPage: page, itemsPerPage, totalItems: 0, totalPages: 0 },
        };
      }
      const [light, hits] = await Promise.all([
        db.offer.findMany({
          where: { marketplace },
          select: {
            id: true,
            category: true,
            commission: true,
            netEarnings: true,
            price: true,
            sortOrder: true,
            createdAt: true,
            updatedAt: true,
          },
        }),
        searchHits(filters.q),
      ]);
      const languages = await languagesOf(light);
      const all = light.map((r) => ({ ...r, language: languages.get(r.id) ?? null }));
      const matched = rankOffers(all, filters, hits);
      const { offset, ...pagination } = paginate(matched.length, page, itemsPerPage);
      const pageIds = matched.slice(offset, offset + itemsPerPage).map((r) => r.id);
      const rows = await db.offer.findMany({ where: { id: { in: pageIds } } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      const data = pageIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ ...toOfferContract(row), marketplace, language: languages.get(id) ?? null }] : [];
      });
      return {
        success: true,
        message: `Found ${matched.length} offers`,
        data,
        pagination,
        facets: offerFacets(all),
      };
    },
  };
}

export type DigistoreService = ReturnType<typeof createDigistoreService>;
