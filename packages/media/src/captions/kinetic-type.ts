/**
 * Kinetic type for a hook over designed motion (issue 36): the line builds up word by word as the
 * voice speaks, each new word popping in (drawn larger, settling to its size) in the highlight
 * colour. One ASS event per word, like the karaoke highlight, so timing follows the voice exactly.
 */

/** How long a new word takes to settle, ms, and how large it starts, percent. */
export const POP_MS = 180;
export const POP_SCALE = 135;

/**
 * The event text while word `wi` of `words` (already escaped for ASS) is spoken: the words so far,
 * the newest popping in.
 */
export function kineticText(
  words: string[],
  wi: number,
  colors: { primary: string; highlight: string },
): string {
  const before = words.slice(0, wi).join(' ');
  const pop = `{\\c${colors.highlight}&\\fscx${POP_SCALE}\\fscy${POP_SCALE}\\t(0,${POP_MS},\\fscx100\\fscy100)}${words[wi] ?? ''}{\\c${colors.primary}&}`;
  return before ? `${before} ${pop}` : pop;
}

/**
 * The hook's layout when its scene moves by design: centred in the frame and larger, as a title,
 * keeping the support (box, outline) the placement chose for its contrast.
 */
export function kineticLayout<T extends { fontSize: number; alignment?: 2 | 5 | 8; marginV?: number }>(
  layout: T,
): T & { kinetic: true } {
  return { ...layout, fontSize: Math.round(layout.fontSize * 1.3), alignment: 5, marginV: 0, kinetic: true };
}
