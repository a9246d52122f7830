import { COUNTDOWN_SCRIPT_HASH } from '@adreel/sites';
import type { FastifyReply } from 'fastify';

/**
 * Cloned and published pages run the vendor's scripts, so they are only ever served as a sandboxed,
 * opaque origin: no access to the app's localStorage token, its cookies or same-origin API calls.
 */
export const PUBLISHED_SITE_CSP = 'sandbox allow-scripts allow-popups allow-forms';

/**
 * A money site as the owner previews it: the same sandbox, and of all scripts only the countdown
 * banner's (by its hash), as in the app's preview frames, which inherit the app's policy.
 */
export const PREVIEW_SITE_CSP = `${PUBLISHED_SITE_CSP}; script-src ${COUNTDOWN_SCRIPT_HASH}`;

/** Headers for a page of someone else's HTML: the sandbox policy, no sniffing, no caching, no cookies. */
export function sandboxed(reply: FastifyReply, policy: string = PUBLISHED_SITE_CSP): FastifyReply {
  // Helmet wrote the app's strict CSP on the raw response in onRequest; this route's policy replaces it.
  reply.raw.removeHeader('content-security-policy');
  return reply
    .header('content-security-policy', policy)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .removeHeader('set-cookie');
}
