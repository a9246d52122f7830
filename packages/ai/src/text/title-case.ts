const SMALL = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
]);

/** Headline capitalisation that leaves brand spellings ("iPhone", "SEO") alone. */
export function titleCase(text: string): string {
  return text
    .split(/\s+/u)
    .filter(Boolean)
    .map((word, index) => {
      if (word !== word.toLowerCase()) return word;
      if (index > 0 && SMALL.has(word)) return word;
      return word.charAt(0).toLocaleUpperCase() + word.slice(1);
    })
    .join(' ');
}
