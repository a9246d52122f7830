/**
 * User-facing messages more than one module says, written once. A module's own messages stay in
 * the module; a message moves here when a second module needs the same words.
 */
export const MESSAGES = {
  scriptNotFound: 'Script not found.',
  videoNotFound: 'Video not found.',
  badMediaLink: 'This media link is invalid or has expired. Reload the page to get a fresh one.',
} as const;
