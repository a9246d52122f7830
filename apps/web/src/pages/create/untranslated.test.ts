import type { Scene } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { savedScene, untranslatedNotice, untranslatedSummary } from './untranslated.ts';

const spanish: Scene = {
  duration: 3,
  visual: { background: 'desk' },
  audio: { voiceover: 'Consíguelo hoy.', musicMood: 'calm' },
};
const english: Scene = {
  ...spanish,
  audio: { voiceover: 'Breathable mesh straps keep you cool.', musicMood: 'calm' },
  untranslated: 'en',
};

describe('lines not translated (issue 33)', () => {
  it('says plainly which line is still in which language', () => {
    expect(untranslatedNotice(english)).toBe('This line is still in English — edit it or keep it.');
    expect(untranslatedNotice(spanish)).toBeNull();
    expect(untranslatedSummary([spanish, english, spanish, english])).toMatch(
      /^Scenes 2 and 4 are still in English: they were not translated/,
    );
    expect(untranslatedSummary([english])).toMatch(/^Scene 1 is still in English/);
    expect(untranslatedSummary([spanish])).toBeNull();
  });

  it('drops the mark once the line is edited, keeps it when only the picture changed', () => {
    const rewritten = { ...english, audio: { ...english.audio, voiceover: 'Correas transpirables.' } };
    expect(savedScene(english, rewritten).untranslated).toBeUndefined();
    const described = { ...english, visual: { background: 'a beach' } };
    expect(savedScene(english, described).untranslated).toBe('en');
  });
});
