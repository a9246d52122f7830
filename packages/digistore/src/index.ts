export { digistoreAccountKey, digistoreAffiliateId, digistoreConnection } from './account.ts';
export { createDigistoreAdapter, type DigistoreAdapterDeps, type DigistoreConnectInput } from './adapter.ts';
export { parseAmount } from './amount.ts';
export { OFFER_IMAGES_DIR } from './catalog/assets.ts';
export {
  type ImportResult,
  importOffers,
  type OfferOrigin,
  type UpsertOutcome,
  upsertOffer,
} from './catalog/import.ts';
export { type OfferRow, toOfferContract } from './catalog/offer-dto.ts';
export { type CatalogOffer, offerProduct } from './catalog/offer-product.ts';
export { type OfferSeed, offerSeedSchema } from './catalog/offer-seed.ts';
export { OfferImportError, type OfferImportIssue, parseOfferImport } from './catalog/parse-import.ts';
export { type RefreshResult, refreshEntries } from './catalog/refresh.ts';
export { sanitizeDescriptionHtml } from './catalog/sanitize.ts';
export {
  createDigistoreClient,
  type DigistoreClient,
  type DigistoreClientConfig,
  type RequestApiKeyParams,
} from './client.ts';
export { DigistoreError } from './errors.ts';
export { DIGISTORE_PROMOLINK_BASE, type MarketplaceEntry, mapMarketplaceEntry } from './marketplace-entry.ts';
export { type Postback, type PostbackReading, postbackToken, readPostback } from './postback.ts';
export { postbackSale } from './postback-sale.ts';
export { parseTransactionList, type ReportTransaction } from './report.ts';
export { reportSale } from './report-sale.ts';
export { SANDBOX_DEFAULT_USER_NAME, SANDBOX_DEVELOPER_KEY } from './sandbox/constants.ts';
export { SandboxError } from './sandbox/errors.ts';
export { createSandboxLedger, type SandboxLedger, type SandboxLedgerEntry } from './sandbox/ledger.ts';
export {
  createSandboxMarketplace,
  parseDecisionForm,
  type SandboxDecision,
  type SandboxDeps,
  type SandboxMarketplace,
  type SandboxReply,
} from './sandbox/marketplace.ts';
export { toYesNo, yesNo } from './yes-no.ts';
