import type { LanguageCode } from '@adreel/contracts';

/**
 * Lead-ins for a benefit the offline translator keeps as the product page gave it (it cannot
 * translate free text): the scene then opens in the video's language, and each lead-in holds one of
 * that language's function words, so the line is not refused as a scene "in another language".
 * Cycled through the benefit scenes so no lead-in repeats in a row.
 */
export const BENEFIT_FRAMES: Record<LanguageCode, readonly [string, string, string]> = {
  en: ['What you get:', 'And there is more:', 'On top of that:'],
  de: ['Das bekommst du:', 'Und noch mehr:', 'Außerdem ist dabei:'],
  es: ['Lo que te llevas:', 'Y además:', 'Y por si fuera poco:'],
  fr: ['Ce que vous obtenez :', 'Et en plus :', "Et ce n'est pas tout :"],
  it: ['Ecco che cosa ottieni:', 'E in più:', 'E non è tutto:'],
  pt: ['O que você ganha:', 'E mais:', 'E não é tudo:'],
  nl: ['Dit krijg je:', 'En er is meer:', 'En dat is nog niet alles:'],
  pl: ['To właśnie zyskujesz:', 'Co więcej, jest też:', 'I to nie wszystko:'],
};
