import { describe, expect, it } from 'vitest';
import {
  generateScriptBodySchema,
  generateScriptFromTextBodySchema,
  SCRIPT_TEXT_MAX,
  textScriptStage,
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

describe('textScriptStage', () => {
  it.each([
    [0, 0],
    [24, 0],
    [25, 1],
    [60, 2],
    [85, 3],
    [99, 3],
    [100, 4],
    [150, 4],
    [-5, 0],
  ])('progress %i highlights stage %i', (progress, stage) => {
    expect(textScriptStage(progress)).toBe(stage);
  });
});
