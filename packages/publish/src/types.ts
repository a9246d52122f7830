/**
 * The platform client interface (issue 24). One client per platform speaks that platform's documented
 * wire format over fetch; its base URLs come from config, so tests and demo mode point them at the
 * local stand-ins (./stand-ins). Nothing here touches the database: callers seal tokens and persist the
 * upload session that `publish` hands to `hooks.saveSession` after every step.
 */
import type { TikTokChoices } from '@adreel/contracts';

export const PLATFORMS = ['tiktok', 'youtube', 'instagram'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  tiktok: 'TikTok',
  youtube: 'YouTube',
  instagram: 'Instagram',
};

/** Where a platform lives. Real defaults are in config.ts; the stand-ins serve all four under one prefix. */
export interface PlatformEndpoints {
  /** The page the browser is sent to for consent (…/authorize). */
  authBase: string;
  /** Token exchange, refresh and revoke. */
  tokenBase: string;
  /** The data and upload API. */
  apiBase: string;
  /** The public site, for links to a published post. */
  siteBase: string;
}

export interface PlatformConfig extends PlatformEndpoints {
  clientId: string;
  clientSecret: string;
  /** TikTok: the app passed TikTok's audit (TIKTOK_APP_AUDITED); until then only SELF_ONLY to private accounts. */
  audited?: boolean;
  /**
   * YouTube: the Google project's OAuth consent screen is still "Testing" (YOUTUBE_APP_IN_PRODUCTION
   * unset), so Google ends every sign-in 7 days after consent and the user must connect again.
   */
  googleTesting?: boolean;
  /** Our callback: {API base}/channels/oauth/{platform}/callback. Must match on authorize and exchange. */
  redirectUri: string;
}

export interface TokenSet {
  accessToken: string;
  /** Null when the platform has none (Instagram refreshes the long-lived access token itself). */
  refreshToken: string | null;
  expiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scopes: string[];
}

export interface AccountInfo {
  accountId: string;
  name: string;
  avatarUrl: string | null;
}

/** What the platform lets this account do now (TikTok's creator_info; fixed lists elsewhere). */
export interface PostOptions {
  privacyLevels: string[];
  maxDurationS: number;
  /** e.g. "Unaudited TikTok apps may only post privately (SELF_ONLY)". */
  notes: string[];
  /** TikTok: the app passed TikTok's audit; other platforms: true. */
  audited: boolean;
  /** TikTok's creator_info: interactions the creator turned off in their own settings. */
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
}

/** PostOptions' TikTok-only facts, for platforms without an audit or creator interaction settings. */
export const NO_CREATOR_RULES = {
  audited: true,
  commentDisabled: false,
  duetDisabled: false,
  stitchDisabled: false,
} as const;

export interface PlatformLimits {
  minDurationS: number;
  maxDurationS: number;
  maxSizeBytes: number;
  minFps: number;
  maxFps: number;
  /** width / height */
  minAspect: number;
  maxAspect: number;
  captionMax: number;
  titleMax: number | null;
  hashtagsMax: number | null;
  /** Can a caption/description carry a clickable link? */
  linksInCaption: boolean;
}

export interface VideoMeta {
  durationS: number;
  sizeBytes: number;
  width: number;
  height: number;
  fps: number;
}

export interface VideoProblem {
  field: 'duration' | 'size' | 'fps' | 'aspect' | 'caption' | 'title' | 'hashtags';
  /** Says what to change, e.g. "TikTok takes at most 10 min; shorten the video by 42 s." */
  message: string;
}

export interface PublishInput {
  /** YouTube title (the caption becomes the description); TikTok and Instagram ignore it. */
  title?: string | null;
  /** The full text the platform shows, hashtags and link included. */
  caption: string;
  tags?: string[];
  /** TikTok privacy_level (from postOptions), YouTube privacyStatus; Instagram ignores it. */
  privacy?: string | null;
  /** TikTok: direct (video.publish) or inbox (video.upload). Others: direct. */
  mode: 'direct' | 'inbox';
  madeForKids?: boolean;
  shareToFeed?: boolean;
  /** TikTok direct posts: the creator's interaction choices and commercial-content disclosure. */
  tiktok?: TikTokChoices;
}

/** The video file: read any byte range; Instagram needs a short-lived public link instead. */
export interface VideoSource {
  sizeBytes: number;
  contentType: string;
  read(start: number, endExclusive: number): Promise<Buffer>;
  publicUrl?: string;
}

/** Per-platform resume state, stored as JSON on the Post (Post.uploadSession). */
export type UploadSession = Record<string, unknown>;

export interface PublishHooks {
  /** Called after every step that changes the session; persist it before the next step runs. */
  saveSession(session: UploadSession): Promise<void>;
  onProgress?(bytesSent: number, total: number): void;
  /** Called when the platform has the whole file and is processing it. */
  onProcessing?(): Promise<void> | void;
  sleep?(ms: number): Promise<void>;
  pollIntervalMs?: number;
  maxPolls?: number;
}

export interface PublishResult {
  platformPostId: string;
  platformUrl: string | null;
  /** TikTok inbox posts end in the creator's inbox, not published. */
  inInbox?: boolean;
  /** The privacy the platform applied, as it answered (YouTube's videos.insert `status.privacyStatus`). */
  privacy?: string;
  /** For the person posting, when the post is not quite what was asked (e.g. locked to private). */
  note?: string;
  /**
   * Handed to the service's own scheduler (Upload-Post `scheduled_date`), which publishes it at this
   * time even while AdReel is off: no URL yet; the post waits for then and asks for its status again.
   */
  handedOverFor?: Date;
}

export interface PlatformClient {
  readonly platform: Platform;
  readonly limits: PlatformLimits;
  readonly scopes: string[];
  /** PKCE is sent when codeVerifier is given (TikTok, Google); Instagram relies on state + secret. */
  authorizeUrl(args: { state: string; codeVerifier: string | null }): string;
  readonly usesPkce: boolean;
  exchangeCode(args: { code: string; codeVerifier: string | null }): Promise<TokenSet>;
  /**
   * When a token is refreshed (`forced`: the platform called it expired). Absent: within
   * REFRESH_MARGIN_MS of its expiry, or when forced. Instagram: only once 24 h old, in its last week.
   */
  refreshDue?(expiresAt: Date | null, now: number, forced: boolean): boolean;
  /** Instagram refreshes with the access token; others with the refresh token. */
  refresh(tokens: { accessToken: string; refreshToken: string | null }): Promise<TokenSet>;
  /** Absent where the platform offers no revoke (Instagram). */
  revoke?(tokens: { accessToken: string; refreshToken: string | null }): Promise<void>;
  accountInfo(accessToken: string): Promise<AccountInfo>;
  postOptions(accessToken: string): Promise<PostOptions>;
  checkVideo(meta: VideoMeta, input?: Pick<PublishInput, 'caption' | 'title' | 'tags'>): VideoProblem[];
  /**
   * Uploads and publishes, resuming from `session` when given (what saveSession last stored).
   * Throws PlatformError; kind tells the caller whether to refresh, back off, restart or give up.
   */
  publish(args: {
    accessToken: string;
    input: PublishInput;
    source: VideoSource;
    session: UploadSession | null;
    hooks: PublishHooks;
  }): Promise<PublishResult>;
}
