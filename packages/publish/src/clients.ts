import { createInstagramClient } from './instagram/client.ts';
import { createTikTokClient } from './tiktok/client.ts';
import type { Platform, PlatformClient, PlatformConfig } from './types.ts';
import { createYouTubeClient } from './youtube/client.ts';

export interface ClientOptions {
  fetch?: typeof fetch;
  /** TikTok chunk size (5–64 MB); YouTube chunk size (multiple of 256 KiB). */
  chunkBytes?: number;
}

export function createPlatformClient(
  platform: Platform,
  config: PlatformConfig,
  opts: ClientOptions = {},
): PlatformClient {
  switch (platform) {
    case 'tiktok':
      return createTikTokClient(config, opts);
    case 'youtube':
      return createYouTubeClient(config, opts);
    case 'instagram':
      return createInstagramClient(config, opts);
  }
}
