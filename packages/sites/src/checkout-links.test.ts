import { describe, expect, it } from 'vitest';
import { findCheckoutLinks, isCheckoutLabel, isCheckoutUrl } from './checkout-links.ts';

const PAGE = 'https://vendor.test/offer/index.html';

describe('findCheckoutLinks', () => {
  it('finds order links by address, known payment host and button wording', () => {
    const html = `<body>
      <a href="/checkout?plan=pro">Continue</a>
      <a href="order-form.html">Here</a>
      <a href="?add-to-cart=12">Add</a>
      <a href="https://www.digistore24.com/product/12345">Get it</a>
      <a href="https://pay.clickbank.net/?cbitems=abc">Get it</a>
      <a href="https://buy.stripe.com/test_123">Pay</a>
      <a href="/special"><button>Buy Now!</button></a>
      <a href="/p2">Get Instant Access</a>
      <a href="/p3"><img src="b.png" alt="Order now"></a>
      <a href="#pricing">Add to cart</a>
      <a href="/blog">Blog</a>
      <a href="/border-collies">Border collies</a>
      <a href="#faq">FAQ</a>
      <a href="mailto:buy@vendor.test">Buy by mail</a>
      <a href="https://twitter.com/vendor">Follow</a>
      <a href="/checkout?plan=pro">Duplicate</a>
    </body>`;
    expect(findCheckoutLinks(html, PAGE)).toEqual([
      'https://vendor.test/checkout?plan=pro',
      'https://vendor.test/offer/order-form.html',
      'https://vendor.test/offer/index.html?add-to-cart=12',
      'https://www.digistore24.com/product/12345',
      'https://pay.clickbank.net/?cbitems=abc',
      'https://buy.stripe.com/test_123',
      'https://vendor.test/special',
      'https://vendor.test/p2',
      'https://vendor.test/p3',
      'https://vendor.test/offer/index.html#pricing',
    ]);
  });

  it('does not treat an in-page anchor as checkout just because the page path has order words', () => {
    const html = '<a href="#faq">FAQ</a><a href="#order">Buy now</a>';
    expect(findCheckoutLinks(html, 'https://vendor.test/order/page')).toEqual([
      'https://vendor.test/order/page#order',
    ]);
  });

  it('classifies labels and URLs', () => {
    expect(isCheckoutLabel('YES! I want it')).toBe(true);
    expect(isCheckoutLabel('Why buy from us?')).toBe(false);
    expect(isCheckoutLabel('Buy')).toBe(true);
    expect(isCheckoutUrl('https://www.digistore24.com/redir/123/aff/')).toBe(true);
    expect(isCheckoutUrl('https://www.digistore24.com/en/home')).toBe(false);
    expect(isCheckoutUrl('https://shop.test/buy-now')).toBe(true);
    expect(isCheckoutUrl('https://shop.test/signup')).toBe(true);
    expect(isCheckoutUrl('https://shop.test/about')).toBe(false);
  });
});
