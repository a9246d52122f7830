import { booleanFlag, optionalString } from './fields.ts';

const base = (what: string) =>
  optionalString
    .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), 'must be an http(s) URL')
    .describe(what);

/**
 * TikTok, YouTube and Instagram apps (issue 24), read by the API (OAuth) and the worker (refresh,
 * upload). Without a client id/secret a platform uses its local stand-in in demo mode and is
 * unavailable otherwise. Setting only {P}_API_BASE points every endpoint of that platform there.
 */
export const publishEnvShape = {
  TIKTOK_CLIENT_KEY: optionalString.describe('TikTok app client key (Content Posting API)'),
  TIKTOK_CLIENT_SECRET: optionalString,
  TIKTOK_AUTH_BASE: base('default https://www.tiktok.com (consent page)'),
  TIKTOK_TOKEN_BASE: base('default https://open.tiktokapis.com (token, revoke)'),
  TIKTOK_API_BASE: base('default https://open.tiktokapis.com'),
  TIKTOK_SITE_BASE: base('default https://www.tiktok.com (post links)'),
  TIKTOK_APP_AUDITED: booleanFlag.describe(
    'TikTok has audited the app (1): posts may be public. Unset: SELF_ONLY, private accounts only',
  ),
  YOUTUBE_CLIENT_ID: optionalString.describe('Google OAuth client for the YouTube Data API'),
  YOUTUBE_CLIENT_SECRET: optionalString,
  YOUTUBE_APP_IN_PRODUCTION: booleanFlag.describe(
    'The Google project\'s OAuth consent screen is "In production" (1). Unset: "Testing", where Google ends each sign-in after 7 days',
  ),
  YOUTUBE_AUTH_BASE: base('default https://accounts.google.com'),
  YOUTUBE_TOKEN_BASE: base('default https://oauth2.googleapis.com'),
  YOUTUBE_API_BASE: base('default https://www.googleapis.com'),
  YOUTUBE_SITE_BASE: base('default https://www.youtube.com'),
  INSTAGRAM_CLIENT_ID: optionalString.describe('Instagram app id (Instagram API with Instagram Login)'),
  INSTAGRAM_CLIENT_SECRET: optionalString,
  INSTAGRAM_AUTH_BASE: base('default https://www.instagram.com'),
  INSTAGRAM_TOKEN_BASE: base('default https://api.instagram.com'),
  INSTAGRAM_API_BASE: base('default https://graph.instagram.com'),
  INSTAGRAM_SITE_BASE: base('default https://www.instagram.com'),
  UPLOAD_POST_API_KEY: optionalString.describe(
    "Upload-Post API key: posts to TikTok, YouTube and Instagram through Upload-Post's approved apps (no audit of your own)",
  ),
  UPLOAD_POST_API_BASE: base('default https://api.upload-post.com/api'),
};
