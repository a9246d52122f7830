export { createDemoKit, type DemoKit } from './adapter.ts';
export { type DemoOfferPage, demoOfferPageUrl, findDemoOfferPage } from './offer-pages.ts';
export {
  type DemoImage,
  type DemoProduct,
  demoLandingUrl,
  demoProducts,
  demoProductUrl,
  findDemoProduct,
} from './products.ts';
export { startDemoShop } from './server.ts';
