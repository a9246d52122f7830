import { STOPWORDS } from './stopwords.ts';
import { tokens } from './words.ts';

/**
 * The text's most telling words: stopwords, numbers and very short words dropped, ranked by
 * frequency then by first appearance so the result is stable for the same input.
 */
export function keywords(text: string, limit: number): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  tokens(text).forEach((token, index) => {
    if (token.length < 3 || STOPWORDS.has(token) || /^\d+$/u.test(token)) return;
    const seen = counts.get(token);
    if (seen) seen.count += 1;
    else counts.set(token, { count: 1, first: index });
  });
  return [...counts.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map(([word]) => word);
}
