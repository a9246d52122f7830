export { type OperatorDeps, withOperatorDeps } from './deps.ts';
export {
  createDfyReviewSite,
  createDfyVideo,
  dfyLinkFor,
  screenshotKeyFor,
  siteKeyFor,
} from './dfy.ts';
export { RETIRED_DEMO_CLIPS, retireDemoTrainingClips } from './training-media.ts';
