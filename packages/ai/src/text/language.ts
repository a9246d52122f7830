import { tokens } from './words.ts';

export type Locale = 'en' | 'de';

const GERMAN = new Set([
  'der',
  'die',
  'das',
  'und',
  'ist',
  'mit',
  'für',
  'nicht',
  'ein',
  'eine',
  'dein',
  'deine',
  'ihr',
  'sie',
  'auf',
  'zu',
  'den',
  'dem',
  'wird',
  'auch',
  'noch',
  'jetzt',
  'sich',
]);
const ENGLISH = new Set([
  'the',
  'and',
  'is',
  'with',
  'for',
  'not',
  'you',
  'your',
  'this',
  'that',
  'are',
  'to',
  'of',
  'it',
  'on',
  'get',
  'now',
  'will',
  'can',
]);

/** The locale the offline writers speak: a declared language wins, otherwise German if its function words dominate. */
export function detectLocale(text: string, declared?: string | null): Locale {
  if (declared) return declared.toLowerCase().startsWith('de') ? 'de' : 'en';
  let german = 0;
  let english = 0;
  for (const token of tokens(text)) {
    if (GERMAN.has(token)) german += 1;
    if (ENGLISH.has(token)) english += 1;
  }
  return german > english ? 'de' : 'en';
}
