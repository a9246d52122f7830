import { countWords, stripTrailingPunctuation } from '../../text/words.ts';

/** A claim this short ("Non-slip.", "Dishwasher safe.") would leave its 3 s scene mostly silent. */
const SHORT_WORDS = 3;
/** A list longer than this stops sounding like one breath. */
const MAX_ITEMS = 4;

/** "Soy wax" → "soy wax" inside a list; names, acronyms and (with keepCase) German nouns stay as written. */
function continuing(line: string, keepCase: boolean): string {
  const first = line.split(/\s+/u)[0] ?? '';
  if (keepCase || !/^\p{Lu}[\p{Ll}-]*$/u.test(first)) return line;
  return line.charAt(0).toLocaleLowerCase() + line.slice(1);
}

/**
 * Runs of consecutive short claims become one list sentence ("Reusable, insulated, leak-proof and
 * dishwasher safe."), so each scene carries enough words for its time at the voiceover pace.
 * Deterministic; longer lines, and a short line standing alone, pass through unchanged.
 */
export function joinShortLines(lines: readonly string[], and: string, keepCase: boolean): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) out.push(run[0] ?? '');
    else if (run.length > 1) {
      const items = run.map((line, i) => {
        const bare = stripTrailingPunctuation(line.replace(/[.!?…]+$/u, ''));
        return i > 0 ? continuing(bare, keepCase) : bare;
      });
      out.push(`${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}.`);
    }
    run = [];
  };
  for (const line of lines) {
    if (countWords(line) > 0 && countWords(line) <= SHORT_WORDS && !line.includes('?')) {
      run.push(line);
      if (run.length === MAX_ITEMS) flush();
    } else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out;
}
