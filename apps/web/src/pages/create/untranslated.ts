import { languageName, type Scene } from '@adreel/contracts';

/**
 * Lines still in another language than the video's (issue 33): the offline translator kept the
 * product page's own words or the user's edited line. The review page names each one plainly.
 */
export function untranslatedNotice(scene: Scene): string | null {
  return scene.untranslated
    ? `This line is still in ${languageName(scene.untranslated)} — edit it or keep it.`
    : null;
}

/** "Scenes 2 and 4 are still in English" for the page's summary, or null when every line is translated. */
export function untranslatedSummary(scenes: readonly Scene[]): string | null {
  const marked = scenes.flatMap((s, i) => (s.untranslated ? [{ n: i + 1, language: s.untranslated }] : []));
  if (marked.length === 0) return null;
  const languages = [...new Set(marked.map((m) => languageName(m.language)))].join(' or ');
  const ns = marked.map((m) => m.n);
  const list =
    ns.length === 1 ? `Scene ${ns[0]} is` : `Scenes ${ns.slice(0, -1).join(', ')} and ${ns.at(-1)} are`;
  return `${list} still in ${languages}: they were not translated. Edit them, or keep them as they are — they will be spoken and captioned as written.`;
}

/**
 * The scene the editor saves: an edited voiceover is the user's own line now, so the "not translated"
 * mark goes; an unchanged one keeps it.
 */
export function savedScene(scene: Scene, edited: Scene): Scene {
  if (edited.audio.voiceover.trim() === scene.audio.voiceover.trim()) return edited;
  const { untranslated: _, ...rest } = edited;
  return rest;
}
