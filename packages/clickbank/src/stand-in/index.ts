export { commissionOf, STAND_IN_PRODUCTS, type StandInProduct, standInProduct } from './catalog.ts';
export { notificationOf, sendIns, testNotification } from './ins-sender.ts';
export { STAND_IN_LABEL } from './pages.ts';
export { type ClickBankStandIn, type ClickBankStandInOptions, createClickBankStandIn } from './server.ts';
