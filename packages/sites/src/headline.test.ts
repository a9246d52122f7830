import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { setHeadline } from './headline.ts';

describe('setHeadline', () => {
  it('replaces the first <h1> only, as text', () => {
    const out = setHeadline(
      '<body><h1>Old <b>title</b></h1><h1>Second</h1></body>',
      'Save 50% <now> & "today"',
    );
    const $ = cheerio.load(out);
    expect($('h1').first().text()).toBe('Save 50% <now> & "today"');
    expect($('h1').first().children().length).toBe(0);
    expect(out).toContain('Save 50% &lt;now&gt; &amp;');
    expect($('h1').eq(1).text()).toBe('Second');
  });

  it('adds an <h1> at the top of the body when there is none', () => {
    const $ = cheerio.load(setHeadline('<body><p>text</p></body>', '<img src=x onerror=alert(1)>'));
    expect($('body').children().first().is('h1')).toBe(true);
    expect($('h1').text()).toBe('<img src=x onerror=alert(1)>');
    expect($('img').length).toBe(0);
  });
});
