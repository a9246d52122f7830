/** The social share links a video offers (spec §7.7). The URL shared is the product URL. */
export interface ShareLinks {
  facebook: string;
  twitter: string;
  linkedin: string;
  /** Instagram has no share URL: the client copies this URL plus the commentary (spec §5). */
  instagram: string;
}

export const SHARE_HASHTAGS = 'AIVideo,ContentCreation';

/** Pure: builds every network's link from the product URL and the social commentary. */
export function buildShareLinks(input: { url: string; commentary: string }): ShareLinks {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const { url, commentary } = input;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?${q({ u: url, quote: commentary })}`,
    twitter: `https://twitter.com/intent/tweet?${q({ url, text: commentary, hashtags: SHARE_HASHTAGS })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${q({ url, summary: commentary })}`,
    instagram: url,
  };
}

/** What the Instagram button copies: the URL, a blank line, then the commentary. */
export function instagramClipboardText(url: string, commentary: string): string {
  return commentary ? `${url}\n\n${commentary}` : url;
}
