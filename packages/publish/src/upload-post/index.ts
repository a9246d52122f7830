export { DAY_MS, dailyCap, UPLOAD_POST_DAILY_CAPS } from './caps.ts';
export {
  createUploadPostClient,
  KEY_REFUSED,
  UPLOAD_POST_API_BASE,
  type UploadPostClient,
  type UploadPostConfig,
  type UploadPostProfile,
  uploadPostError,
} from './client.ts';
export {
  UPLOAD_POST_STAND_IN_KEY,
  UPLOAD_POST_STAND_IN_PREFIX,
  UPLOAD_POST_STAND_IN_PROFILE,
  uploadPostAccountId,
  uploadPostConfigFromEnv,
  uploadPostProfileOf,
} from './config.ts';
export {
  isUploadPostSession,
  UPLOAD_POST_PRIVACY,
  type UploadPostSender,
  type UploadPostSession,
  uploadPostSender,
} from './publisher.ts';
export type { PostAnalytics, UploadPostStatusReply } from './wire.ts';
