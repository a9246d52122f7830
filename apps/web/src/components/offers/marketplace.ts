import { ApiError } from '../../lib/api.ts';

export const LOGIN_REQUIRED = 'You need to be logged in to connect to the marketplace';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const CONNECT_FAILED_GENERIC =
  'An error occurred while connecting to the marketplace. Please try again.';
export const connectFailed = (reason: string) => `Failed to connect to the marketplace: ${reason}`;

/** 401 or 403 while connecting: the session is over (spec §8 Session). */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export function reasonOf(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/** A relative offer image gets the provider host; for our catalog that is the app's own origin. */
export function offerImageSrc(imageUrl: string | null, providerHost = window.location.origin): string | null {
  if (!imageUrl) return null;
  if (/^https?:\/\//i.test(imageUrl)) return imageUrl;
  if (imageUrl.startsWith('//')) return `https:${imageUrl}`;
  return `${providerHost.replace(/\/+$/, '')}/${imageUrl.replace(/^\/+/, '')}`;
}

/** Two decimals with the currency code when known. */
export function formatMoney(amount: number, currency: string | null): string {
  const n = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${n} ${currency}` : n;
}

/** Share targets for a promolink; each opens in a 600x600 window (spec §7.7). */
export function shareTargets(link: string, text: string) {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { name: 'Facebook', url: `https://www.facebook.com/sharer/sharer.php?${q({ u: link, quote: text })}` },
    { name: 'Twitter', url: `https://twitter.com/intent/tweet?${q({ url: link, text })}` },
    {
      name: 'LinkedIn',
      url: `https://www.linkedin.com/sharing/share-offsite/?${q({ url: link, summary: text })}`,
    },
    { name: 'WhatsApp', url: `https://wa.me/?${q({ text: `${text} ${link}` })}` },
    { name: 'Telegram', url: `https://t.me/share/url?${q({ url: link, text })}` },
    {
      name: 'Pinterest',
      url: `https://pinterest.com/pin/create/button/?${q({ url: link, description: text })}`,
    },
  ];
}

export function openShareWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer,width=600,height=600');
}
