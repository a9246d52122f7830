import type { LanguageCode } from '@adreel/contracts';

/** What a scene is for; fitting and visuals depend on it. */
export type BeatRole = 'hook' | 'benefit' | 'proof' | 'offer' | 'cta';

export interface Beat {
  role: BeatRole;
  voiceover: string;
  /** The line is the product page's own words in this language, not the script's (issue 33). */
  untranslated?: LanguageCode;
}
