import { describe, expect, it } from 'vitest';
import {
  generateScriptBodySchema,
  generateScriptFromTextBodySchema,
  SCRIPT_TEXT_MAX,
  SCRIPT_TEXT_STEPS,
  SCRIPT_URL_STEPS,
  scriptStepProgress,
  scriptStepsFor,
} from './scripts-api.ts';

describe('generateScriptBodySchema', () => {
  it.each(['https://shop.example/p/1', 'http://127.0.0.1:4100/products/x', '  https://a.co  '])(
    'accepts %s',
    (url) => {
      expect(generateScriptBodySchema.parse({ url }).url).toBe(url.trim());
    },
  );
  it.each(['', '   ', 'shop.example', 'ftp://a.co/x', 'javascript:alert(1)', 'file:///etc/passwd'])(
    'refuses %j',
    (url) => {
      expect(generateScriptBodySchema.safeParse({ url }).success).toBe(false);
    },
  );
});

describe('generateScriptFromTextBodySchema', () => {
  it('trims, refuses blank and over-long text, accepts the maximum', () => {
    expect(generateScriptFromTextBodySchema.parse({ text: '  hi  ' }).text).toBe('hi');
    expect(generateScriptFromTextBodySchema.safeParse({ text: ' \n ' }).success).toBe(false);
    expect(generateScriptFromTextBodySchema.safeParse({ text: 'a'.repeat(SCRIPT_TEXT_MAX) }).success).toBe(
      true,
    );
    expect(
      generateScriptFromTextBodySchema.safeParse({ text: 'a'.repeat(SCRIPT_TEXT_MAX + 1) }).success,
    ).toBe(false);
  });
});

describe('script steps', () => {
  it('a URL script fetches and extracts before writing; a text script only writes and checks', () => {
    expect(scriptStepsFor('url')).toEqual(['fetching', 'extracting', 'writing', 'checking']);
    expect(scriptStepsFor('text')).toEqual(['writing', 'checking']);
  });

  it.each([
    [SCRIPT_URL_STEPS, 'fetching', 0],
    [SCRIPT_URL_STEPS, 'extracting', 25],
    [SCRIPT_URL_STEPS, 'writing', 50],
    [SCRIPT_URL_STEPS, 'checking', 75],
    [SCRIPT_TEXT_STEPS, 'writing', 0],
    [SCRIPT_TEXT_STEPS, 'checking', 50],
    [SCRIPT_TEXT_STEPS, 'fetching', 0],
  ] as const)('%j at %s has finished %i%%', (steps, step, percent) => {
    expect(scriptStepProgress(steps, step)).toBe(percent);
  });
});
