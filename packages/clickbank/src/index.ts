export { clickBankAccountKey, clickBankNickname, connectedNickname } from './account.ts';
export {
  ClickBankConnectError,
  type ClickBankConnectInput,
  clickBankAdapterAt,
  createClickBankAdapter,
  toNewSale,
} from './adapter.ts';
export {
  type ClickBankProductSeed,
  hopLinkTemplate,
  offerFieldsOf,
  upsertClickBankOffer,
} from './catalog.ts';
export {
  CLICKBANK_API_BASE,
  CLICKBANK_API_KEY_PATTERN,
  type ClickBankClient,
  type ClickBankClientConfig,
  ClickBankError,
  createClickBankClient,
  type DayRange,
} from './client.ts';
export { parseMarketplaceFeed } from './feed.ts';
export {
  buildHopLink,
  CLICKBANK_HOP_BASE,
  HopLinkError,
  type HopLinkParts,
  NICKNAME_PATTERN,
  readHopLink,
} from './hoplink.ts';
export {
  type InsEnvelopeRefusal,
  type OpenedEnvelope,
  openInsEnvelope,
  sealInsEnvelope,
} from './ins/envelope.ts';
export { INS_SECRET_PATTERN, insKey } from './ins/key.ts';
export {
  type InsNotification,
  type InsReading,
  insNotificationSchema,
  readInsNotification,
} from './ins/notification.ts';
export { readIns } from './ins/read-ins.ts';
export { type InsEvent, readTransactionType } from './ins/transaction-types.ts';
export { parseOrderList, parseTrackingIdAnalytics, type TrackingIdStats } from './report.ts';
export { type ClickBankSale, clickBankTime, trackingOf } from './sale.ts';
export { clickIdToTid, isKeptTid, TID_PATTERN, tidSafeClickIdBytes, tidToClickId } from './tid.ts';
