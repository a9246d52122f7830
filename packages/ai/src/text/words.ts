/** A word is any whitespace-separated run that holds a letter or a digit (so "—" or "&" do not count). */
export function words(text: string): string[] {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

export function countWords(text: string): number {
  return words(text).length;
}

/** Lower-cased letter/digit runs, for keyword and search work. */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).map((t) =>
    t.replace(/['’]/gu, ''),
  );
}

/** Keeps at most `max` words; when it cuts, the result ends cleanly on the kept words. */
export function truncateWords(text: string, max: number): string {
  const kept = text.trim().split(/\s+/u);
  if (countWords(text) <= max) return text.trim();
  const out: string[] = [];
  let counted = 0;
  for (const token of kept) {
    if (counted >= max) break;
    out.push(token);
    if (/[\p{L}\p{N}]/u.test(token)) counted += 1;
  }
  return stripTrailingPunctuation(out.join(' '));
}

/** Cuts to at most `max` characters on a word boundary, marking the cut with an ellipsis. */
export function clip(text: string, max: number, ellipsis = '…'): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const room = max - ellipsis.length;
  const head = clean.slice(0, room + 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > room / 2 ? head.slice(0, lastSpace) : clean.slice(0, room);
  return `${stripTrailingPunctuation(cut)}${ellipsis}`;
}

export function stripTrailingPunctuation(text: string): string {
  return text.replace(/[\s,;:–—-]+$/u, '');
}

/** Makes sure a line ends like a sentence, so voiceovers and bullets read naturally. */
export function asSentence(text: string): string {
  const clean = text.trim().replace(/\s+/gu, ' ');
  if (clean === '') return clean;
  const capital = clean.charAt(0).toLocaleUpperCase() + clean.slice(1);
  return /[.!?…]$/u.test(capital) ? capital : `${stripTrailingPunctuation(capital)}.`;
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}
