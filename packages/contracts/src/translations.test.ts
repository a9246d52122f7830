import { describe, expect, it } from 'vitest';
import { createTranslationsBodySchema, translationTargets } from './translations.ts';

const issues = (languages: unknown) => {
  const r = createTranslationsBodySchema.safeParse({ languages });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('createTranslationsBodySchema', () => {
  it('takes supported codes in any case and BCP-47 form, normalised', () => {
    expect(createTranslationsBodySchema.parse({ languages: ['ES', 'pl-PL', 'de'] })).toEqual({
      languages: ['es', 'pl', 'de'],
    });
  });

  it('names the supported languages, and refuses duplicates and an empty list', () => {
    expect(issues(['xx']).join()).toMatch(/Supported languages: English \(en\), German \(de\)/);
    expect(issues(['es', 'es-ES'])).toEqual(['Spanish is listed twice: pick each language once.']);
    expect(issues([]).join()).toMatch(/Pick at least one language/);
    expect(issues('es').join()).toMatch(/list of language codes/);
  });
});

describe('translationTargets', () => {
  it('offers every supported language but the video’s own', () => {
    expect(translationTargets('de')).toEqual(['en', 'es', 'fr', 'it', 'pt', 'nl', 'pl']);
  });
});
