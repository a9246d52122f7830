import type { MarketplaceAccountState, MarketplaceId } from '@adreel/contracts';
import type { NewSale } from '@adreel/sales';

/**
 * The marketplace port (issue 34): what AdReel asks of any marketplace it records sales from.
 * Types only; each adapter lives in its marketplace's package (Digistore24 in packages/digistore,
 * ClickBank in packages/clickbank, custom networks in packages/networks) and each app lists its
 * adapters in one `Record<MarketplaceId, …>` registry, so a new id in contracts' MARKETPLACES fails
 * `tsc` until it is wired (ARCHITECTURE.md "Add a marketplace").
 */

/** One `MarketplaceAccount` row as adapters see it: secrets still sealed (`@adreel/secret-box`). */
export interface MarketplaceAccount {
  id: string;
  userId: string;
  marketplace: MarketplaceId;
  /** The connection's name (custom networks: e.g. "JVZoo"; the marketplace's label otherwise). */
  label: string;
  /** The user's id at the marketplace, as links carry it (Digistore24 user name, ClickBank nickname). */
  affiliateId: string | null;
  /** Sealed API key or token; null when the marketplace needs none (postback-only networks). */
  credentialsEnc: string | null;
  /** Per-marketplace JSON (custom networks: preset, sub-id parameter, macro map); each adapter parses its own. */
  settings: unknown;
  state: MarketplaceAccountState;
  /** The secret path key of this account's inbound URL (INS, postbacks); null when it has none. */
  inboundKey: string | null;
  /** A second sealed secret for inbound calls (INS secret key, postback token). */
  inboundTokenEnc: string | null;
  lastReceivedAt: Date | null;
  connectedAt: Date | null;
}

/** An account with its sealed secrets opened for one call; never stored or logged. */
export interface OpenedAccount extends MarketplaceAccount {
  credentials: string | null;
  inboundToken: string | null;
}

/** What connecting produced: an account to store, or a page the browser must visit first. */
export type ConnectStep =
  | {
      kind: 'redirect';
      /** The marketplace's approval page (Digistore24's requestApiKey `request_url`). */
      url: string;
      /** What the caller keeps to finish the connection when the browser comes back (Digistore24 `request_token`). */
      pendingToken?: string;
    }
  | { kind: 'connected'; account: AccountDraft };

/** What an adapter hands back for the `MarketplaceAccount` row; the caller seals and stores it. */
export interface AccountDraft {
  label: string;
  affiliateId: string | null;
  /** Plain; sealed by the caller before it is written. */
  credentials: string | null;
  settings?: Record<string, unknown>;
}

/** An offer as links need it (`Offer` row fields). */
export interface OfferRef {
  marketplace: MarketplaceId;
  /** The marketplace's own id: Digistore24 entry id, ClickBank product id. */
  entryId: string;
  /** The seller at the marketplace (ClickBank vendor nickname); null where links do not need it. */
  vendorId: string | null;
  /** The stored link template (Digistore24 promolink with AFFILIATE/CAMPAIGNKEY placeholders). */
  affiliateLink: string | null;
}

/** One offer as the marketplace describes it, in our `Offer` shape. */
export interface MarketplaceOffer {
  entryId: string;
  vendorId: string | null;
  name: string;
  descriptionHtml: string;
  imageUrl: string | null;
  category: string | null;
  commission: string | null;
  netEarnings: number | null;
  price: number | null;
  currency: string | null;
  affiliateLink: string | null;
}

/** A sale notification as it arrived (IPN, INS, postback), before anything is trusted. */
export interface InboundNotification {
  method: 'GET' | 'POST';
  query: Record<string, string>;
  /** The parsed body: a form as a record, JSON as parsed, or null. */
  body: unknown;
  contentType: string | null;
}

/**
 * What a notification means: sales to hand to the recorder (`@adreel/sales`), or a refusal with a
 * reason the sender and the user can read (wrong key, tampered data, unknown type, …); the receiver
 * answers a refusal with a 400, so the sender retries or a person reads why.
 */
export type NotificationOutcome = { ok: true; sales: NewSale[] } | { ok: false; reason: string };

/** A closed date range of a report pull. */
export interface DateRange {
  from: Date;
  to: Date;
}

/**
 * One marketplace behind one interface. `ConnectInput` is what its connect form sends (Digistore24:
 * where to come back to; ClickBank: nickname and API key; custom: name, preset, macro map).
 */
export interface MarketplacePort<ConnectInput = unknown> {
  readonly id: MarketplaceId;
  readonly label: string;
  /** The query parameter our click id travels in on outbound links (Digistore24 `cid`, ClickBank `tid`). */
  readonly clickIdParam: string;
  /** Starts or completes a connection for a user. */
  connect(userId: string, input: ConnectInput): Promise<ConnectStep>;
  /** Tells the marketplace we are gone (e.g. Digistore24 `unregister`); best effort, never throws for a dead key. */
  disconnect(account: OpenedAccount): Promise<void>;
  /** One offer by the marketplace's id, read from the marketplace; null when it has none by that id. */
  offer(entryId: string, account: OpenedAccount | null): Promise<MarketplaceOffer | null>;
  /**
   * The link a buyer follows: the offer's link with the user's affiliate id, and our click id in the
   * marketplace's sub-id field when one is given (null: the redirect adds it per click). Null when the
   * offer has no link. Pure: runs when links are made and may run per click.
   */
  affiliateLink(
    offer: OfferRef,
    account: Pick<MarketplaceAccount, 'affiliateId' | 'settings'> | null,
    clickId: string | null,
  ): string | null;
  /** A sale notification in: what it records, or why it is refused. */
  parseNotification(account: OpenedAccount, notification: InboundNotification): Promise<NotificationOutcome>;
  /** The marketplace's report of the user's sales in a range, for reconciliation. */
  pullReport(account: OpenedAccount, range: DateRange): Promise<NewSale[]>;
}

/**
 * Each app's list of adapters: one per marketplace id, so adding an id to MARKETPLACES fails `tsc`
 * until every app wires an adapter for it.
 */
export type MarketplaceRegistry = { readonly [K in MarketplaceId]: MarketplacePort };
