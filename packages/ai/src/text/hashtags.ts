/** "#PascalCase" from a phrase; letters and digits of any script survive, everything else goes. */
export function toHashtag(phrase: string, maxLength = 30): string | null {
  const parts = phrase.match(/[\p{L}\p{N}]+/gu) ?? [];
  const body = parts
    .map((part) => part.charAt(0).toLocaleUpperCase() + part.slice(1))
    .join('')
    .slice(0, maxLength);
  if (!/\p{L}/u.test(body)) return null;
  return `#${body}`;
}

/** Drops repeats case-insensitively, keeping the first spelling, and stops at `max`. */
export function uniqueHashtags(candidates: readonly (string | null)[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of candidates) {
    if (!tag) continue;
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length >= max) break;
  }
  return out;
}
