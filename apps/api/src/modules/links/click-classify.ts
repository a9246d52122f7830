/**
 * What a redirect learns about a click without storing anything personal: whether a bot or a
 * prefetcher asked, the device class, and the referring site's domain.
 */

/** Crawlers, link unfurlers, command-line clients and headless browsers: stored, flagged, not counted. */
const BOT_AGENT =
  /bot\b|bot\/|crawler|spider|slurp|googlebot|bingbot|yandex|baiduspider|duckduckbot|facebookexternalhit|facebookcatalog|meta-externalagent|twitterbot|slackbot|slack-imgproxy|whatsapp|telegrambot|linkedinbot|discordbot|skypeuripreview|pinterestbot|redditbot|applebot|embedly|quora link preview|vkshare|w3c_validator|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|okhttp|java\/|libwww-perl|axios\/|node-fetch|undici|postmanruntime|insomnia|headlesschrome|phantomjs|puppeteer|playwright|lighthouse|pagespeed|preview/i;

type HeaderValue = string | string[] | undefined;
const first = (v: HeaderValue): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/** True for known bots and link previewers, an empty agent, and browser prefetches. */
export function isBotOrPrefetch(headers: Record<string, HeaderValue>): boolean {
  const agent = first(headers['user-agent']).trim();
  if (agent === '' || BOT_AGENT.test(agent)) return true;
  const purpose = `${first(headers.purpose)} ${first(headers['sec-purpose'])} ${first(headers['x-purpose'])} ${first(headers['x-moz'])}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'other';

/** The device class from the user agent alone. */
export function deviceClass(agent: string | undefined): DeviceClass {
  const ua = agent ?? '';
  if (/ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/i.test(ua)) return 'mobile';
  if (/windows nt|macintosh|mac os x|x11|linux|cros/i.test(ua)) return 'desktop';
  return 'other';
}

/** The referring site's host (without "www."), or null for none, a malformed or a non-web referrer. */
export function referrerDomain(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host === '' ? null : host.slice(0, 253);
  } catch {
    return null;
  }
}
