import { type ChannelReadinessResponse, channelReadiness } from '@adreel/contracts';
import {
  isStandIn,
  PLATFORMS,
  type Platform,
  type PlatformConfig,
  UPLOAD_POST_STAND_IN_PROFILE,
  type UploadPostClient,
} from '@adreel/publish';
import type { UploadPostChannels } from './upload-post.ts';

/** GET /channels/readiness: contracts' channelReadiness fed with this server's config, plus Upload-Post's caps. */
export function createReadiness(deps: {
  configs: Record<Platform, PlatformConfig | null>;
  uploadPost: UploadPostClient | null;
  uploadPostChannels: UploadPostChannels;
  publicUrl: string;
}) {
  const up = deps.uploadPost;
  const direct = Object.fromEntries(
    PLATFORMS.map((p) => {
      const cfg = deps.configs[p];
      return [
        p,
        {
          ownApp: !!cfg && !isStandIn(cfg),
          standIn: !!cfg && isStandIn(cfg),
          audited: !!cfg && 'audited' in cfg && cfg.audited === true,
        },
      ];
    }),
  ) as Record<Platform, { ownApp: boolean; standIn: boolean; audited: boolean }>;
  return {
    async readiness(userId: string): Promise<ChannelReadinessResponse> {
      return {
        platforms: channelReadiness({
          publicUrl: deps.publicUrl,
          direct,
          uploadPost: { key: !!up && !up.config.standIn, standIn: !!up?.config.standIn },
        }),
        uploadPost: {
          available: up !== null,
          standIn: !!up?.config.standIn,
          standInProfile: up?.config.standIn ? UPLOAD_POST_STAND_IN_PROFILE : null,
          webhookUrl: deps.uploadPostChannels.webhookUrl,
          caps: await deps.uploadPostChannels.caps(userId),
        },
      };
    },
  };
}
