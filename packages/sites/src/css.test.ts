import { describe, expect, it } from 'vitest';
import {
  cssUrl,
  escapeForStyleElement,
  findCssReferences,
  replaceCssReferences,
  stripCssComments,
  wrapImported,
} from './css.ts';

describe('CSS references', () => {
  it('finds imports in every spelling and url() tokens quoted or not', () => {
    const css = `@import url("a.css");@import 'b.css' screen and (min-width: 600px);@import url(c.css) layer(base);
      .x { background: url( img/x.png ) } .y { background: url('y.png'), url("z.png") }`;
    const refs = findCssReferences(css);
    expect(refs.map((r) => [r.type, r.url, r.type === 'import' ? r.condition : ''])).toEqual([
      ['import', 'a.css', ''],
      ['import', 'b.css', 'screen and (min-width: 600px)'],
      ['import', 'c.css', 'layer(base)'],
      ['url', 'img/x.png', ''],
      ['url', 'y.png', ''],
      ['url', 'z.png', ''],
    ]);
  });

  it('ignores references inside comments but keeps strings that look like comments', () => {
    const css = stripCssComments(
      '/* url(no.png) */ .a::after { content: "/* keep */"; background: url(yes.png) }',
    );
    expect(css).toContain('"/* keep */"');
    expect(findCssReferences(css).map((r) => r.url)).toEqual(['yes.png']);
  });

  it('replaces only the references given a replacement', () => {
    const css = '.a{background:url(a.png)} .b{background:url(b.png)}';
    const refs = findCssReferences(css);
    expect(replaceCssReferences(css, refs, [cssUrl('data:x'), null])).toBe(
      '.a{background:url("data:x")} .b{background:url(b.png)}',
    );
  });

  it('keeps an import condition by wrapping the imported rules', () => {
    expect(wrapImported('.a{}', '')).toBe('.a{}');
    expect(wrapImported('.a{}', 'print')).toBe('@media print {\n.a{}\n}');
    expect(wrapImported('.a{}', 'layer(base) screen')).toBe('@layer base {\n@media screen {\n.a{}\n}\n}');
    expect(wrapImported('.a{}', 'supports(display: grid)')).toBe('@supports (display: grid) {\n.a{}\n}');
  });

  it('quotes url() values safely and cannot close a <style> element', () => {
    expect(cssUrl('http://x/a"b.png')).toBe('url("http://x/a%22b.png")');
    expect(escapeForStyleElement('a{}</STYLE><script>alert(1)</script>')).not.toMatch(/<\/style/i);
  });
});
