export {
  type ChannelTokens,
  createChannelTokens,
  openTokens,
  REFRESH_MARGIN_MS,
  sealTokens,
} from './channel-tokens.ts';
export { createPlatformClient } from './clients.ts';
export { platformConfigFromEnv, REAL_ENDPOINTS, STAND_IN_CLIENT, standInEndpoints } from './config.ts';
export { isPlatformError, PlatformError, type PlatformErrorKind } from './errors.ts';
export { cleanText } from './http.ts';
export { INSTAGRAM_PUBLIC_NOTE } from './instagram/client.ts';
export { instagramPublicUrlProblem } from './instagram/public-url.ts';
export { checkAgainstLimits, isYouTubeShort, PLATFORM_LIMITS } from './limits.ts';
export { codeChallengeS256, hashState, makeCodeVerifier, makeState } from './pkce.ts';
export {
  isStandIn,
  oauthCallbackPath,
  oauthRedirectUris,
  type PublishEnv,
  platformConfigs,
} from './setup.ts';
export { UNAUDITED_NOTE } from './tiktok/client.ts';
export * from './types.ts';
export * from './upload-post/index.ts';
