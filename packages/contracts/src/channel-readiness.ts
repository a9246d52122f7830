import { z } from 'zod';
import { uuidSchema } from './ids.ts';
import { POST_PLATFORM_NAMES, POST_PLATFORMS, type PostPlatform, postPlatformSchema } from './posts.ts';
import { safeText } from './text.ts';

/**
 * Settings → Channels' honesty about each platform (issue 32 item 7): which routes a post can take,
 * what the platform will do with posts on each, and what is missing. Pure; the API fills the input
 * from its config and answers GET /channels/readiness.
 */
export const CHANNEL_ROUTES = ['upload_post', 'own_app', 'stand_in'] as const;
export type ChannelRoute = (typeof CHANNEL_ROUTES)[number];

export const CHANNEL_ROUTE_LABELS: Record<ChannelRoute, string> = {
  upload_post: 'Upload-Post',
  own_app: 'Own app',
  stand_in: 'Stand-in',
};

/** Upload-Post's posts per profile and platform in any 24 hours. */
export const UPLOAD_POST_CAPS: Record<PostPlatform, number> = { tiktok: 15, youtube: 10, instagram: 50 };

export interface ReadinessInput {
  publicUrl: string;
  /** Per platform: the server's own app (client id + secret set), or the demo stand-in, or neither. */
  direct: Record<PostPlatform, { ownApp: boolean; standIn: boolean; audited?: boolean }>;
  /** Upload-Post: a real key, or the demo stand-in, or neither. */
  uploadPost: { key: boolean; standIn: boolean };
}

export interface RouteReadiness {
  route: ChannelRoute;
  /** True for Upload-Post run by the stand-in too: say "nothing is posted for real" beside it. */
  standIn: boolean;
  available: boolean;
  /** What the platform will do with posts sent this way. */
  behaviour: string;
  /** What the server needs before this route works (empty when it works). */
  missing: string[];
}

export interface PlatformReadiness {
  platform: PostPlatform;
  routes: RouteReadiness[];
  /** The route to use (the first available of Upload-Post, own app, stand-in), null when none. */
  recommended: ChannelRoute | null;
}

const PRIVATE_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|0\.0\.0\.0|\[::1?\]|.*\.(local|localhost|internal|test))$/i;

/** Why Meta's servers could not fetch videos from `publicUrl`, or null when it is public HTTPS. */
export function publicHttpsProblem(publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return `AdReel's public address (${publicUrl}) is not a URL.`;
  }
  if (url.protocol !== 'https:') return `AdReel's public address (${url.origin}) is not HTTPS.`;
  if (PRIVATE_HOST.test(url.hostname))
    return `AdReel's public address (${url.origin}) is not reachable from the internet.`;
  return null;
}

const OWN_APP_KEYS: Record<PostPlatform, string[]> = {
  tiktok: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  youtube: ['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET'],
  instagram: ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'],
};

function ownApp(platform: PostPlatform, input: ReadinessInput): RouteReadiness {
  const d = input.direct[platform];
  const missing = d.ownApp ? [] : [...OWN_APP_KEYS[platform]];
  let behaviour: string;
  if (platform === 'tiktok')
    behaviour = d.audited
      ? 'TikTok has audited the app: posts may be public.'
      : 'Until TikTok audits the app, every post is private (“Only me”), only private accounts can post, and at most 5 users per 24 h.';
  else if (platform === 'youtube')
    behaviour =
      'Until Google verifies the project, every upload is locked to private; in Testing mode at most 100 test users, and sign-ins expire after 7 days.';
  else {
    const problem = publicHttpsProblem(input.publicUrl);
    behaviour = problem
      ? `Instagram fetches each video from AdReel's public address, which must be public HTTPS: ${problem} Post through Upload-Post instead, which takes the file itself.`
      : "Instagram fetches each video from AdReel's public address; accounts other than your own need Meta app review.";
    // The one place the variable is named: whoever runs AdReel sets it (as the other Missing keys).
    if (problem) missing.push("the app's public address (PUBLIC_URL in .env) as a public HTTPS address");
  }
  return { route: 'own_app', standIn: false, available: missing.length === 0, behaviour, missing };
}

function uploadPost(platform: PostPlatform, input: ReadinessInput): RouteReadiness {
  const { key, standIn } = input.uploadPost;
  const cap = `at most ${UPLOAD_POST_CAPS[platform]} ${POST_PLATFORM_NAMES[platform]} posts per profile per 24 h`;
  return {
    route: 'upload_post',
    standIn: !key && standIn,
    available: key || standIn,
    behaviour: key
      ? `Posts through Upload-Post's approved ${POST_PLATFORM_NAMES[platform]} app: public posts without an audit of your own; ${cap}.`
      : standIn
        ? `Stand-in for Upload-Post — nothing is posted for real; ${cap}, as Upload-Post counts them.`
        : `Upload-Post posts through its own approved apps (no audit of your own); ${cap}.`,
    missing: key || standIn ? [] : ['UPLOAD_POST_API_KEY'],
  };
}

function standInRoute(platform: PostPlatform, input: ReadinessInput): RouteReadiness | null {
  if (!input.direct[platform].standIn) return null;
  return {
    route: 'stand_in',
    standIn: true,
    available: true,
    behaviour: `Stand-in for ${POST_PLATFORM_NAMES[platform]} — nothing is posted for real; it follows the platform's rules for an app that is not yet approved.`,
    missing: [],
  };
}

export function channelReadiness(input: ReadinessInput): PlatformReadiness[] {
  return POST_PLATFORMS.map((platform) => {
    const routes = [
      uploadPost(platform, input),
      ownApp(platform, input),
      standInRoute(platform, input),
    ].filter((r): r is RouteReadiness => r !== null);
    // A real route beats a stand-in; among real ones, Upload-Post needs no audit of our own.
    const real = routes.find((r) => r.available && !r.standIn);
    const any = routes.find((r) => r.available);
    return { platform, routes, recommended: (real ?? any)?.route ?? null };
  });
}

const routeReadinessSchema = z.object({
  route: z.enum(CHANNEL_ROUTES),
  standIn: z.boolean(),
  available: z.boolean(),
  behaviour: z.string(),
  missing: z.array(z.string()),
});

/** One profile's room left today on one platform (Upload-Post's caps, counted from our posts). */
export const uploadPostCapSchema = z.object({
  profile: z.string(),
  platform: postPlatformSchema,
  cap: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** When one more post fits again; null when one fits now. */
  nextFreeAt: z.string().nullable(),
});
export type UploadPostCap = z.infer<typeof uploadPostCapSchema>;

// GET /channels/readiness — per platform the routes, what each does with posts and what is missing; Upload-Post's state.
export const channelReadinessResponseSchema = z.object({
  platforms: z.array(
    z.object({
      platform: postPlatformSchema,
      routes: z.array(routeReadinessSchema),
      recommended: z.enum(CHANNEL_ROUTES).nullable(),
    }),
  ),
  uploadPost: z.object({
    available: z.boolean(),
    standIn: z.boolean(),
    /** The stand-in's profile (demo: one click connects it); null with a real key. */
    standInProfile: z.string().nullable(),
    /** The secret URL to enter as Upload-Post's webhook (real key only). */
    webhookUrl: z.string().nullable(),
    caps: z.array(uploadPostCapSchema),
  }),
});
export type ChannelReadinessResponse = z.infer<typeof channelReadinessResponseSchema>;

// POST /channels/upload-post — connect an Upload-Post profile for the platforms chosen (one channel each).
export const connectUploadPostBodySchema = z.object({
  profile: safeText()
    .trim()
    .min(1, 'Enter the Upload-Post profile name')
    .max(100, 'Profile names are at most 100 characters')
    .regex(/^[^\s/?#]+$/, 'A profile name has no spaces or slashes'),
  platforms: z.array(postPlatformSchema).min(1, 'Pick at least one platform').max(3),
});
export const connectUploadPostResponseSchema = z.object({
  connected: z.array(postPlatformSchema),
});

// POST /channels/test-connection — a harmless call (Upload-Post: /uploadposts/me; a channel: its account info).
export const testConnectionBodySchema = z
  .object({ channelId: uuidSchema.optional(), route: z.literal('upload_post').optional() })
  .refine((b) => (b.channelId ? 1 : 0) + (b.route ? 1 : 0) === 1, 'Name a channel or the Upload-Post route');
export const testConnectionResponseSchema = z.object({ ok: z.boolean(), message: z.string() });
export type TestConnectionResponse = z.infer<typeof testConnectionResponseSchema>;

// POST /channels/upload-post/webhook/{secret} — Upload-Post's unsigned webhook; the body is only a hint.
export const uploadPostWebhookParamsSchema = z.object({ secret: z.string().max(200) });
export const uploadPostWebhookBodySchema = z.looseObject({
  request_id: z.string().max(200).optional(),
});
export const uploadPostWebhookResponseSchema = z.object({
  received: z.literal(true),
  updated: z.number().int(),
});
