import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text alone and escapes an ampersand only once', () => {
    expect(escapeHtml('Caf\u00e9 — 100% ok')).toBe('Caf\u00e9 — 100% ok');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
