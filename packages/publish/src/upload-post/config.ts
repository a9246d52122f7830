import { UPLOAD_POST_API_BASE, type UploadPostConfig } from './client.ts';

/** The key the Upload-Post stand-in accepts (demo mode without UPLOAD_POST_API_KEY, tests). */
export const UPLOAD_POST_STAND_IN_KEY = 'adreel-stand-in-upload-post-key';
/** The stand-in's one profile, with TikTok, YouTube and Instagram connected. */
export const UPLOAD_POST_STAND_IN_PROFILE = 'adreel-demo';
/** An Upload-Post channel's accountId: the profile under the server's key. */
export const uploadPostAccountId = (profile: string) => `upload-post:${profile}`;
export const uploadPostProfileOf = (accountId: string) => accountId.replace(/^upload-post:/, '');

/** The stand-ins' prefix for Upload-Post: {origin}/upload-post/api/… */
export const UPLOAD_POST_STAND_IN_PREFIX = 'upload-post';

/**
 * UPLOAD_POST_API_KEY (+ UPLOAD_POST_API_BASE, default https://api.upload-post.com/api); without a key
 * the stand-in at {standInsOrigin}/upload-post/api when demo mode gives one, else null (not offered).
 */
export function uploadPostConfigFromEnv(
  env: { UPLOAD_POST_API_KEY?: unknown; UPLOAD_POST_API_BASE?: unknown; [key: string]: unknown },
  standInsOrigin: string | null,
): UploadPostConfig | null {
  const key = typeof env.UPLOAD_POST_API_KEY === 'string' ? env.UPLOAD_POST_API_KEY.trim() : '';
  const base = typeof env.UPLOAD_POST_API_BASE === 'string' ? env.UPLOAD_POST_API_BASE.trim() : '';
  if (key)
    return { apiKey: key, apiBase: (base || UPLOAD_POST_API_BASE).replace(/\/+$/, ''), standIn: false };
  if (!standInsOrigin) return null;
  return {
    apiKey: UPLOAD_POST_STAND_IN_KEY,
    apiBase: `${standInsOrigin.replace(/\/+$/, '')}/${UPLOAD_POST_STAND_IN_PREFIX}/api`,
    standIn: true,
  };
}
