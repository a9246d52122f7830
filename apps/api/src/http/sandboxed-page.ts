import type { FastifyReply } from 'fastify';

/**
 * Cloned and published pages run the vendor's scripts, so they are only ever served as a sandboxed,
 * opaque origin: no access to the app's localStorage token, its cookies or same-origin API calls.
 */
export const PUBLISHED_SITE_CSP = 'sandbox allow-scripts allow-popups allow-forms';

/** Headers for a page of someone else's HTML: the sandbox policy, no sniffing, no caching, no cookies. */
export function sandboxed(reply: FastifyReply): FastifyReply {
  // Helmet wrote the app's strict CSP on the raw response in onRequest; this route's policy replaces it.
  reply.raw.removeHeader('content-security-policy');
  return reply
    .header('content-security-policy', PUBLISHED_SITE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .removeHeader('set-cookie');
}
