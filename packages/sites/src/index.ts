export { type ApplyAffiliateOptions, applyAffiliateLink } from './affiliate.ts';
export {
  BANNER_ATTRIBUTE,
  COUNTDOWN_HOURS,
  COUNTDOWN_SCRIPT_HASH,
  type CountdownBannerOptions,
  countdownExpiresAt,
  countdownText,
  formatCountdown,
  injectBanner,
  randomSpotsLeft,
  removeBanner,
  renderCountdownBanner,
} from './banner.ts';
export { findCheckoutLinks, isCheckoutLabel, isCheckoutUrl } from './checkout-links.ts';
export { CHROMIUM_ARGS, CHROMIUM_BASE_ARGS, DEFAULT_CHROMIUM_PATH } from './chromium.ts';
export {
  CLONE_CONCURRENCY,
  type CloneDeps,
  type CloneLimits,
  type CloneResult,
  cloneSite,
  DEFAULT_CLONE_LIMITS,
} from './clone.ts';
export { CloneError, type CloneErrorCode } from './clone-error.ts';
export { htmlNestingDepth, htmlNestsDeeperThan } from './depth.ts';
export type { FetchKind, SafeFetcher, SafeFetchOptions, SafeResponse } from './fetcher-types.ts';
export { setHeadline } from './headline.ts';
export { previewPage } from './preview.ts';
export { type PublishOptions, publishSite } from './publish.ts';
export { type ChromiumRendererOptions, createChromiumRenderer } from './render.ts';
export type { SkippedResource } from './resource-loader.ts';
export { type ScreenshotOptions, screenshotHtml } from './screenshot.ts';
