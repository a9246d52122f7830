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
export { RETIRED_DEMO_CLIPS, retireDemoTrainingClips } from './training-media.ts';
