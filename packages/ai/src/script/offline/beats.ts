/** What a scene is for; fitting and visuals depend on it. */
export type BeatRole = 'hook' | 'benefit' | 'proof' | 'offer' | 'cta';

export interface Beat {
  role: BeatRole;
  voiceover: string;
}
