export { type OperatorDeps, withOperatorDeps } from './deps.ts';
export {
  createDfyReviewSite,
  createDfyVideo,
  demoProductAsProduct,
  dfyLinkFor,
  screenshotKeyFor,
  seedDemoDfy,
  siteKeyFor,
} from './dfy.ts';
export { DEMO_CLIPS, seedTrainingMedia } from './training-media.ts';
