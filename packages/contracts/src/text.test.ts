import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signinBodySchema, signupBodySchema } from './auth.ts';
import { chatMessageBodySchema } from './chat.ts';
import { generateScriptFromTextBodySchema, scriptStatusParamsSchema } from './scripts-api.ts';
import { publishSiteBodySchema, saveCloneBodySchema } from './sites.ts';
import {
  CONTROL_CHARACTERS_MESSAGE,
  findControlCharacters,
  hasControlCharacters,
  htmlText,
  MAX_JSON_VALUES,
  NUL_CHARACTER_MESSAGE,
  safeText,
  withoutControlCharacters,
} from './text.ts';
import { createVideoBodySchema } from './videos.ts';

const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? [];

describe('hasControlCharacters', () => {
  it('flags NUL, the other C0 controls and DEL', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(!allowed);
    }
    expect(hasControlCharacters('\u007f')).toBe(true);
  });

  it('leaves tab, newlines, and ordinary Unicode text alone', () => {
    expect(hasControlCharacters('line one\r\n\tline two')).toBe(false);
    expect(hasControlCharacters('Grüße — 日本語 🎬 \u00a0\u0080')).toBe(false);
  });
});

describe('safeText', () => {
  it('refuses a NUL anywhere, and a text of only NUL, with one clear message', () => {
    const schema = safeText().trim().min(1, 'required').max(10);
    expect(messages(schema.safeParse('ab\u0000c'))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(messages(schema.safeParse('\u0000'))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(messages(schema.safeParse('\u001b[31m'))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('keeps the checks chained after it and its own error', () => {
    const schema = safeText({ error: 'Name is required' }).trim().min(1, 'Name is required');
    expect(schema.parse('  Ann\n')).toBe('Ann');
    expect(messages(schema.safeParse(42))).toEqual(['Name is required']);
    expect(messages(schema.safeParse('   '))).toEqual(['Name is required']);
  });
});

describe('htmlText', () => {
  it('refuses NUL but keeps other bytes a cloned page may hold', () => {
    expect(messages(htmlText().safeParse('<p>\u0000</p>'))).toEqual([NUL_CHARACTER_MESSAGE]);
    expect(htmlText().parse('<p>\u0007 form\ffeed</p>')).toBe('<p>\u0007 form\ffeed</p>');
  });
});

describe('findControlCharacters / withoutControlCharacters', () => {
  it('names the path of a control character in a nested value or key', () => {
    expect(findControlCharacters({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      path: ['a', 1, 'c'],
      message: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(findControlCharacters({ a: { 'k\u0001': 1 } })?.path).toEqual(['a']);
    expect(findControlCharacters({ a: ['fine', 1, null, true, { b: 'also fine\n' }] })).toBeNull();
  });

  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 99_990; i += 1) deep = [deep];
    expect(findControlCharacters(deep)?.path).toHaveLength(99_990);
  });

  it('refuses values with more parts than it will walk', () => {
    const many = Array.from({ length: MAX_JSON_VALUES + 1 }, () => 1);
    expect(findControlCharacters(many)?.message).toMatch(/at most/);
  });

  it('checks a free-form JSON field deeply and reports the exact path', () => {
    const schema = z.object({ content: withoutControlCharacters(z.record(z.string(), z.unknown())) });
    const result = schema.safeParse({ content: { deep: { list: ['a', 'b\u0000'] } } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['content', 'deep', 'list', 1]);
    expect(schema.safeParse({ content: { deep: { list: ['a', 'b\n'] } } }).success).toBe(true);
  });
});

describe('request contracts refuse control characters in every text field', () => {
  const scene = {
    duration: 3,
    visual: { background: 'bg', animation: 'static' },
    audio: { voiceover: 'vo', musicMood: 'calm' },
  };
  const content = {
    websiteSummary: 'summary',
    commentary: 'comment',
    reelScript: { scenes: [scene] },
    musicSuggestion: 'calm',
  };

  it.each([
    [
      'signup name',
      signupBodySchema,
      { name: 'A\u0000', email: 'a@b.co', password: 'lamp-secret-1' },
      'name',
    ],
    ['signup password', signupBodySchema, { name: 'A', email: 'a@b.co', password: '\u0000' }, 'password'],
    ['signin e-mail', signinBodySchema, { email: 'a\u0000@b.co', password: 'x' }, 'email'],
    ['chat input', chatMessageBodySchema, { input: '\u0000', conversationId: crypto.randomUUID() }, 'input'],
    ['script text', generateScriptFromTextBodySchema, { text: 'hi\u0000' }, 'text'],
    ['script id param', scriptStatusParamsSchema, { id: '\u0000' }, 'id'],
    ['site headline', publishSiteBodySchema, { banner: true, headline: 'H\u0000' }, 'headline'],
    ['site extra link', publishSiteBodySchema, { banner: true, extraLinks: ['\u0000'] }, 'extraLinks.0'],
    ['saved page', saveCloneBodySchema, { html: '\u0000', url: 'https://a.example/' }, 'html'],
    ['saved page url', saveCloneBodySchema, { html: '<p>', url: 'https://a.example/\u0000' }, 'url'],
    [
      'video script content',
      createVideoBodySchema,
      {
        scriptId: 's',
        content: {
          ...content,
          reelScript: { scenes: [{ ...scene, audio: { ...scene.audio, voiceover: 'v\u0000' } }] },
        },
      },
      'content.reelScript.scenes.0.audio.voiceover',
    ],
  ] as const)('%s', (_label, schema, input, path) => {
    const result = (schema as z.ZodType).safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('still accepts the same bodies without the control character', () => {
    expect(
      signupBodySchema.safeParse({ name: 'A', email: 'a@b.co', password: 'lamp-secret-1' }).success,
    ).toBe(true);
    expect(createVideoBodySchema.safeParse({ scriptId: 's', content }).success).toBe(true);
    expect(saveCloneBodySchema.safeParse({ html: '<p>\u0007</p>', url: 'https://a.example/' }).success).toBe(
      true,
    );
  });
});
