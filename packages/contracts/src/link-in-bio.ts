import { z } from 'zod';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';
import { safeText } from './text.ts';

/**
 * Link in bio (issue 32 item 4): TikTok and Instagram captions cannot carry a clickable link, so each
 * user may pick a handle and gets a public page at `/u/{handle}` listing the offers of their latest
 * published posts; those captions say "link in bio" in the video's language instead of the URL.
 */
export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
export const HANDLE_PATTERN = /^[a-z0-9_-]{3,30}$/;

/** Words that name pages, people or the product itself and so cannot be anyone's handle. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'adreel',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'contact',
  'dashboard',
  'docs',
  'go',
  'help',
  'login',
  'logout',
  'me',
  'null',
  'official',
  'root',
  'settings',
  'signin',
  'signup',
  'staff',
  'support',
  'system',
  'team',
  'undefined',
  'www',
]);

export const HANDLE_RULE = `A handle is ${HANDLE_MIN}–${HANDLE_MAX} characters: lowercase letters, digits, _ and -`;
export const HANDLE_RESERVED_MESSAGE = 'That handle is reserved; choose another one';
export const HANDLE_TAKEN_MESSAGE = 'That handle is taken; choose another one';

/** Why this text cannot be a handle (after trimming and lowercasing), or null. */
export function handleProblem(handle: string): string | null {
  if (!HANDLE_PATTERN.test(handle)) return HANDLE_RULE;
  if (RESERVED_HANDLES.has(handle)) return HANDLE_RESERVED_MESSAGE;
  return null;
}

/** What the user typed, as it would be saved: trimmed, lowercase. */
export const normalHandle = (text: string) => text.trim().toLowerCase();

// PUT /account/handle — choose the link-in-bio handle (null removes it and the page).
export const setHandleBodySchema = z.object({
  handle: safeText()
    .max(200, { message: HANDLE_RULE })
    .transform(normalHandle)
    .superRefine((v, ctx) => {
      const problem = handleProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
});
export type SetHandleBody = z.infer<typeof setHandleBodySchema>;

// GET /account/handle and PUT's answer — the handle and the page's address (null: no page).
export const handleResponseSchema = z.object({
  handle: z.string().nullable(),
  pageUrl: z.string().nullable(),
});
export type HandleResponse = z.infer<typeof handleResponseSchema>;

// GET /u/{handle} (public, outside /api) — any text: whatever is no handle gets the 404 page, not a 400.
export const bioPageParamsSchema = z.object({ handle: z.string() });

export function bioPageUrl(publicUrl: string, handle: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/u/${handle}`;
}

/** "Link in bio" in each language a video can be made in, as creators write it there. */
export const LINK_IN_BIO_PHRASES: Record<LanguageCode, string> = {
  en: 'Link in bio',
  de: 'Link in der Bio',
  es: 'Enlace en la bio',
  fr: 'Lien en bio',
  it: 'Link in bio',
  pt: 'Link na bio',
  nl: 'Link in bio',
  pl: 'Link w bio',
};

/** The phrase for a video's language code; English for a code we do not know. */
export function linkInBioPhrase(language: string | null | undefined): string {
  return (
    LINK_IN_BIO_PHRASES[(language ?? DEFAULT_LANGUAGE) as LanguageCode] ??
    LINK_IN_BIO_PHRASES[DEFAULT_LANGUAGE]
  );
}
