import { type DemoModeSettings, platformStandInsOrigin } from '@adreel/config';
import {
  createPlatformClient,
  createUploadPostClient,
  PLATFORMS,
  type Platform,
  type PlatformClient,
  type PublishEnv,
  platformConfigs,
  type UploadPostClient,
  uploadPostConfigFromEnv,
} from '@adreel/publish';

/** The worker's platform clients: from TIKTOK_* / YOUTUBE_* / INSTAGRAM_*, or the demo stand-ins. */
export function platformClientsFromEnv(
  env: PublishEnv & DemoModeSettings & { STAND_INS_PORT?: number; STAND_INS_URL?: string | undefined },
): Partial<Record<Platform, PlatformClient>> {
  const configs = platformConfigs(env, platformStandInsOrigin(env));
  return Object.fromEntries(
    PLATFORMS.flatMap((p) => {
      const config = configs[p];
      return config ? [[p, createPlatformClient(p, config)]] : [];
    }),
  );
}

/** Upload-Post for channels on that route: UPLOAD_POST_API_KEY, else in demo mode its stand-in. */
export function uploadPostClientFromEnv(
  env: PublishEnv & DemoModeSettings & { STAND_INS_PORT?: number; STAND_INS_URL?: string | undefined },
): UploadPostClient | null {
  const config = uploadPostConfigFromEnv(env, platformStandInsOrigin(env));
  return config ? createUploadPostClient(config) : null;
}
