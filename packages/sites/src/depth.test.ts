import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { htmlNestingDepth, htmlNestsDeeperThan } from './depth.ts';

/** The depth of the tree cheerio (parse5) really builds, counted without recursion. */
function parsedDepth(html: string): number {
  const $ = cheerio.load(html);
  let max = 0;
  const pending: { node: { type: string; children?: unknown[] }; depth: number }[] = [
    { node: $.root()[0] as never, depth: 0 },
  ];
  while (pending.length > 0) {
    const { node, depth } = pending.pop() as (typeof pending)[number];
    const element = node.type === 'tag' || node.type === 'script' || node.type === 'style';
    const here = element ? depth + 1 : depth;
    max = Math.max(max, here);
    for (const child of (node.children ?? []) as (typeof node)[]) pending.push({ node: child, depth: here });
  }
  return max;
}

describe('htmlNestingDepth', () => {
  it('counts nested elements, <html> and <body> included', () => {
    expect(htmlNestingDepth('')).toBe(2);
    expect(htmlNestingDepth('<!doctype html><html><head></head><body><p>x</p></body></html>')).toBe(3);
    expect(htmlNestingDepth('<div><div><span>x</span></div></div>')).toBe(5);
  });

  it('sees 8,000 nested elements without recursing', () => {
    const html = `${'<div>'.repeat(8000)}x${'</div>'.repeat(8000)}`;
    expect(htmlNestingDepth(html)).toBe(8002);
    expect(htmlNestsDeeperThan(html, 512)).toBe(true);
  });

  it('stops at the limit rather than reading the rest', () => {
    const html = `${'<div>'.repeat(600)}${'<p>x'.repeat(200_000)}`;
    expect(htmlNestsDeeperThan(html, 512)).toBe(true);
    expect(htmlNestsDeeperThan('<div><p>x</p></div>'.repeat(10_000), 512)).toBe(false);
  });

  it('does not count what the tree builder closes itself in sloppy but ordinary pages', () => {
    const sloppy = [
      `<ul>${'<li>item'.repeat(3000)}</ul>`,
      '<p>para'.repeat(3000),
      `<select>${'<option>o'.repeat(3000)}</select>`,
      `<table>${'<tr><td>a<td>b'.repeat(3000)}</table>`,
      '<div><p>text</div>'.repeat(3000),
      `<dl>${'<dt>t<dd>d'.repeat(3000)}</dl>`,
      '<h1>a<h2>b'.repeat(1000),
      '<a href="/1">one<a href="/2">two'.repeat(1000),
      '<br><img src="x"><input><hr><meta charset="utf-8"><br/>'.repeat(1000),
    ];
    for (const html of sloppy) expect(htmlNestingDepth(html), html.slice(0, 40)).toBeLessThan(10);
  });

  it('skips markup inside comments, scripts, styles and text areas', () => {
    const html = `<!-- ${'<div>'.repeat(900)} --><script>var s = "${'<div>'.repeat(900)}";</script><style>${'<b>'.repeat(900)}</style><textarea>${'<i>'.repeat(900)}</textarea><p>x</p>`;
    expect(htmlNestingDepth(html)).toBe(3);
  });

  it('counts nesting built from tricks the tree builder turns into depth', () => {
    // Formatting elements a block closed are reopened before the next text, one level deeper each time.
    expect(htmlNestsDeeperThan('<p><b>x</p>y'.repeat(1000), 512)).toBe(true);
    // End tags never close past a table, so this nests a table per round.
    expect(htmlNestsDeeperThan('<div><table><td></div>'.repeat(300), 512)).toBe(true);
    // Inside SVG "/>" closes an element, but <div/> leaves SVG and opens a div.
    expect(htmlNestsDeeperThan(`<svg>${'<div/>'.repeat(1000)}`, 512)).toBe(true);
    expect(htmlNestsDeeperThan(`<svg><foreignObject>${'<div/>'.repeat(1000)}`, 512)).toBe(true);
    // An unquoted value ending in "/" is not a self-closing tag.
    expect(htmlNestsDeeperThan(`<svg>${'<g a=b/>'.repeat(1000)}`, 512)).toBe(true);
    // <style> inside <select> is dropped, so what follows is markup, not text.
    expect(htmlNestsDeeperThan(`<select><style></select>${'<div>'.repeat(1000)}`, 512)).toBe(true);
    // A comment ends at "--!>" too.
    expect(htmlNestsDeeperThan(`<!-- a --!>${'<div>'.repeat(1000)}-->`, 512)).toBe(true);
  });

  it('refuses markup that keeps the formatting list long to make every tag walk it', () => {
    const open = Array.from({ length: 500 }, (_, n) => `<b class="c${n}">`).join('');
    const churn = `<i>${open}<div>${'</i>'.repeat(50_000)}`;
    expect(htmlNestingDepth(`<i>${open}<div>`)).toBeLessThan(512);
    expect(htmlNestsDeeperThan(churn, 512)).toBe(true);
  });

  it('honours self-closing SVG and MathML elements, and text-only elements inside SVG are markup', () => {
    expect(htmlNestingDepth(`<svg>${'<path d="M0 0"/>'.repeat(1000)}</svg>`)).toBe(4);
    expect(htmlNestingDepth(`<svg><style>${'<g>'.repeat(50)}</style></svg>`)).toBe(54);
  });

  it('is never shallower than the tree cheerio builds, over a seeded corpus of tag soup', () => {
    let seed = 20_240_601;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const names =
      'div p b i a span li ul table tr td th tbody caption colgroup col svg g foreignObject math mi desc title select option optgroup h1 h2 button font nobr template textarea script style br img dd dt form pre object u code noscript xmp plaintext'.split(
        ' ',
      );
    const bits = ['x', ' ', '\n', '<!-- c -->', '<!--', '-->', '<', '<g a=b/>', '<font color=red>'];
    const shallower: string[] = [];
    for (let n = 0; n < 400; n += 1) {
      const parts: string[] = [];
      const length = 5 + Math.floor(random() * 80);
      for (let k = 0; k < length; k += 1) {
        const r = random();
        const name = pick(names);
        if (r < 0.45) parts.push(`<${name}${random() < 0.2 ? ' x="1"' : ''}${random() < 0.1 ? '/' : ''}>`);
        else if (r < 0.75) parts.push(`</${name}>`);
        else parts.push(pick(bits));
      }
      const html = parts.join('');
      if (htmlNestingDepth(html) < parsedDepth(html)) shallower.push(html);
    }
    expect(shallower).toEqual([]);
  });
});
