import { describe, expect, it } from 'vitest';
import { sanitizeDescriptionHtml } from './sanitize.ts';

describe('sanitizeDescriptionHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p>Hi<img src=x onerror="alert(1)"></p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<p onclick="steal()" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['<svg><script>alert(1)</script></svg><p>Hi</p>', '<p>Hi</p>'],
    ['<div><h2>Title</h2><p>Text</p></div>', 'Title<p>Text</p>'],
    [
      '<ul><li><b>One</b></li><li><em>Two</em></li></ul><h3>H</h3><h4>h</h4><br><span>s</span>',
      '<ul><li><b>One</b></li><li><em>Two</em></li></ul><h3>H</h3><h4>h</h4><br /><span>s</span>',
    ],
    [
      '<a href="https://vendor.example/x" target="_self" rel="opener">go</a>',
      '<a href="https://vendor.example/x" rel="noopener noreferrer" target="_blank">go</a>',
    ],
    ['Plain text &amp; more', 'Plain text &amp; more'],
    ['', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeDescriptionHtml(input)).toBe(expected);
  });
});
