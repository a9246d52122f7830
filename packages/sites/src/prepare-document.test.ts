import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { absolutizeSrcset, documentBase, prepareDocument } from './prepare-document.ts';

describe('prepareDocument', () => {
  it('resolves against a relative <base href> and then removes it', () => {
    const $ = cheerio.load('<head><base href="../assets/"></head><body><a href="x.html">x</a></body>');
    expect(documentBase($, 'https://shop.test/a/b/page.html')).toBe('https://shop.test/a/assets/');
    const base = prepareDocument($, 'https://shop.test/a/b/page.html');
    expect(base).toBe('https://shop.test/a/assets/');
    expect($('a').attr('href')).toBe('https://shop.test/a/assets/x.html');
    expect($('base').length).toBe(0);
  });

  it('ignores a <base> with a non-http scheme', () => {
    const $ = cheerio.load('<base href="javascript:alert(1)"><img src="i.png">');
    expect(prepareDocument($, 'https://shop.test/p/')).toBe('https://shop.test/p/');
    expect($('img').attr('src')).toBe('https://shop.test/p/i.png');
  });

  it('promotes lazy images so they show without the site script', () => {
    const $ = cheerio.load(
      '<img id="a" src="spacer.gif" data-src="real.jpg"><img id="b" data-srcset="a.jpg 1x, b.jpg 2x">',
    );
    prepareDocument($, 'https://shop.test/');
    expect($('#a').attr('src')).toBe('https://shop.test/real.jpg');
    expect($('#b').attr('srcset')).toBe('https://shop.test/a.jpg 1x, https://shop.test/b.jpg 2x');
    expect(absolutizeSrcset('x.png 2x', 'https://s.test/d/')).toBe('https://s.test/d/x.png 2x');
  });
});
