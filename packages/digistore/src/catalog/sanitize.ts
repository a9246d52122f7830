import sanitizeHtml from 'sanitize-html';

/**
 * The only markup an offer description may keep. Descriptions come from vendors and operator
 * imports, and the web renders them as HTML (after DOMPurify as a second line), so everything
 * else goes: scripts, styles, frames, images, event handlers, inline styles and non-http links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'b', 'strong', 'i', 'em', 'a', 'h3', 'h4', 'span'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text content is code or chrome, not description.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      // Transforms run before the scheme filter, so the scheme is checked here too: a link that
      // lost its href keeps its text but gets no rel/target.
      const href = attribs.href?.trim();
      const safe: sanitizeHtml.Attributes =
        href && /^https?:\/\//i.test(href) ? { href, rel: 'noopener noreferrer', target: '_blank' } : {};
      return { tagName, attribs: safe };
    },
  },
};

export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
