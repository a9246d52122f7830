import { type DemoModeSettings, platformStandInsOrigin } from '@adreel/config';
import {
  createPlatformClient,
  PLATFORMS,
  type Platform,
  type PlatformClient,
  type PublishEnv,
  platformConfigs,
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
