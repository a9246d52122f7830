import type { LanguageCode } from '@adreel/contracts';
import type { Beat } from './beats.ts';
import { fitDuration } from './fit-duration.ts';
import type { Phrases } from './phrases.ts';
import { voiceLine } from './spoken.ts';

/**
 * The scenes of an offline ad, fitted to length: hook, benefits, the offer when priced, the call to
 * action; short ads are padded with the caller's leftover lines first, then the phrase bank's own.
 * Both offline writers (from a product, from pasted text) end here, so their ads close alike.
 */
export function adBeats(
  lines: {
    hook: string;
    benefits: readonly string[];
    leftovers: readonly string[];
    /** Set when benefits and leftovers are the page's own words in another language (issue 33). */
    untranslated?: LanguageCode;
  },
  close: { name: string; price: string | null; phrases: Phrases },
): { hook: Beat; beats: Beat[] } {
  const { name, price, phrases } = close;
  const hook: Beat = { role: 'hook', voiceover: voiceLine(lines.hook) };
  const mark = lines.untranslated ? { untranslated: lines.untranslated } : {};
  const benefits: Beat[] = lines.benefits.map((text) => ({
    role: 'benefit',
    voiceover: voiceLine(text),
    ...mark,
  }));
  const pads: Beat[] = [
    ...lines.leftovers.map((text) => ({ role: 'proof' as const, voiceover: voiceLine(text), ...mark })),
    ...phrases.pads(name).map((text) => ({ role: 'proof' as const, voiceover: voiceLine(text) })),
  ];
  const offer: Beat | null = price ? { role: 'offer', voiceover: voiceLine(phrases.offer(price)) } : null;
  const cta: Beat = { role: 'cta', voiceover: voiceLine(phrases.cta(name)) };
  return { hook, beats: fitDuration(hook, benefits, offer, cta, pads) };
}
