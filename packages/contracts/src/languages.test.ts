import { describe, expect, it } from 'vitest';
import {
  createVideoBodySchema,
  languageField,
  languageReason,
  myVideosQuerySchema,
  normalizeLanguage,
  SUPPORTED_LANGUAGES,
} from './index.ts';
import { chooseLanguage, detectLanguage, scriptLanguageProblem } from './language-detect.ts';

describe('supported languages', () => {
  it('lists the eight languages with names and BCP-47 tags', () => {
    expect(SUPPORTED_LANGUAGES.map((l) => l.code)).toEqual(['en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'pl']);
    for (const l of SUPPORTED_LANGUAGES) expect(l.tag).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
  });

  it('normalises declared languages', () => {
    expect(normalizeLanguage('de-DE')).toBe('de');
    expect(normalizeLanguage('pt_BR')).toBe('pt');
    expect(normalizeLanguage('German')).toBe('de');
    expect(normalizeLanguage('ar')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
  });

  it('refuses an unsupported code with a message naming the supported ones', () => {
    const r = languageField.safeParse('ar');
    expect(r.success).toBe(false);
    const message = r.error?.issues[0]?.message ?? '';
    expect(message).toContain('"ar"');
    expect(message).toContain('German (de)');
    expect(message).toContain('Polish (pl)');
    expect(myVideosQuerySchema.safeParse({ language: 'xx' }).success).toBe(false);
    expect(myVideosQuerySchema.parse({ language: 'DE' })).toEqual({ language: 'de' });
  });

  it('takes a language on video create', () => {
    const content = {
      websiteSummary: 's',
      commentary: 'c',
      reelScript: {
        scenes: [{ duration: 3, visual: { background: 'b' }, audio: { voiceover: 'v', musicMood: 'm' } }],
      },
      musicSuggestion: 'm',
    };
    expect(createVideoBodySchema.parse({ scriptId: 'x', content, language: 'es' }).language).toBe('es');
    expect(createVideoBodySchema.safeParse({ scriptId: 'x', content, language: 'he' }).success).toBe(false);
  });

  it('says where a language came from', () => {
    expect(languageReason('de', 'page')).toBe('German — from the product page');
    expect(languageReason('pl', 'detected')).toBe('Polish — detected from the text');
  });
});

describe('detectLanguage', () => {
  it.each([
    ['en', 'This is the best way to get your morning started, and it is ready for you now.'],
    ['de', 'Das ist der beste Weg, deinen Morgen zu beginnen – und er ist jetzt für dich bereit.'],
    ['es', 'Esta es la mejor manera de empezar tu mañana, y está lista para ti ahora.'],
    ['fr', 'Voici la meilleure façon de commencer votre matinée, et elle est prête pour vous.'],
    ['it', 'Questo è il modo migliore per iniziare la tua mattina, ed è pronto per te ora.'],
    ['pt', 'Esta é a melhor maneira de começar a sua manhã, e está pronta para você agora.'],
    ['nl', 'Dit is de beste manier om je ochtend te beginnen, en het is nu klaar voor jou.'],
    ['pl', 'To jest najlepszy sposób na rozpoczęcie dnia i jest już teraz gotowy dla ciebie.'],
  ] as const)('recognises %s', (code, text) => {
    expect(detectLanguage(text).code).toBe(code);
  });

  it('answers null for too little evidence', () => {
    expect(detectLanguage('Acme 3000').code).toBeNull();
  });
});

describe('chooseLanguage', () => {
  it('prefers the choice, then the page, then detection, then English', () => {
    expect(chooseLanguage({ chosen: 'fr', declared: 'de', text: '' })).toEqual({
      language: 'fr',
      source: 'chosen',
    });
    expect(chooseLanguage({ declared: 'de-AT', text: 'the and' })).toEqual({
      language: 'de',
      source: 'page',
    });
    expect(chooseLanguage({ declared: 'nl', declaredBy: 'offer', text: '' })).toEqual({
      language: 'nl',
      source: 'offer',
    });
    expect(chooseLanguage({ declared: 'ja', text: 'Das ist der Preis und die Qualität für dich.' })).toEqual({
      language: 'de',
      source: 'detected',
    });
    expect(chooseLanguage({ text: 'Acme' })).toEqual({ language: 'en', source: 'default' });
  });
});

describe('scriptLanguageProblem', () => {
  it('refuses right-to-left text naming the supported languages', () => {
    expect(scriptLanguageProblem(['مرحبا بكم في متجرنا'], 'en')).toMatch(
      /Right-to-left.*Supported languages/,
    );
    expect(scriptLanguageProblem(['Hello שלום'], 'en')).toMatch(/Right-to-left/);
  });

  it('refuses a script mostly in another writing system', () => {
    expect(scriptLanguageProblem(['これは最高の製品です'], 'en')).toMatch(/writing system/);
  });

  it('refuses a scene clearly in another supported language', () => {
    const problem = scriptLanguageProblem(
      ['Das ist dein neues Lieblingsprodukt.', 'This is the one you need, and it is here for you now.'],
      'de',
    );
    expect(problem).toMatch(/Scene 2 reads as English, but the video is in German/);
  });

  it('accepts a German script with an English brand name', () => {
    expect(
      scriptLanguageProblem(
        ['Der SmartBlend Pro ist jetzt da – für nur 34,99 €.', 'Hol ihn dir jetzt!'],
        'de',
      ),
    ).toBeNull();
  });
});
