import { collapseWhitespace } from './words.ts';

/** Splits prose, bullet lists and line-separated text into trimmed sentences, bullets stripped. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“„'(¿¡])/u)
    .map((part) => collapseWhitespace(part.replace(/^\s*(?:[-*•·✓✔►▶]|\d+[.)])\s*/u, '')))
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}
