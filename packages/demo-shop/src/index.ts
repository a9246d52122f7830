export {
  type DemoImage,
  type DemoProduct,
  demoLandingUrl,
  demoProducts,
  demoProductUrl,
  findDemoProduct,
} from './products.ts';
export { startDemoShop } from './server.ts';
