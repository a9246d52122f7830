import { runInNewContext } from 'node:vm';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_HOURS,
  COUNTDOWN_SCRIPT,
  countdownExpiresAt,
  countdownText,
  formatCountdown,
  injectBanner,
  randomSpotsLeft,
  removeBanner,
  renderCountdownBanner,
} from './banner.ts';

const NOW = new Date('2025-01-01T12:00:00Z');

describe('randomSpotsLeft', () => {
  it('draws integers from 1 to 10, covering the whole range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const n = randomSpotsLeft();
      expect(Number.isInteger(n) && n >= 1 && n <= 10).toBe(true);
      seen.add(n);
    }
    expect(seen.size).toBe(10);
    expect(randomSpotsLeft(() => 0)).toBe(1);
    expect(randomSpotsLeft(() => 0.999999)).toBe(10);
    expect(randomSpotsLeft(() => 1)).toBe(10);
  });
});

describe('countdown text', () => {
  it('formats the time left and the end', () => {
    expect(COUNTDOWN_HOURS).toBe(24);
    expect(countdownExpiresAt(NOW).getTime() - NOW.getTime()).toBe(24 * 3_600_000);
    expect(formatCountdown(24 * 3_600_000)).toBe('24:00:00');
    expect(formatCountdown(3_723_999)).toBe('01:02:03');
    expect(countdownText(new Date(NOW.getTime() + 5_000), NOW)).toBe('Offer ends in 00:00:05');
    expect(countdownText(new Date(NOW.getTime() - 1), NOW)).toBe('Offer ended');
  });
});

describe('renderCountdownBanner', () => {
  const expiresAt = countdownExpiresAt(NOW);
  const html = renderCountdownBanner({
    expiresAt,
    spotsLeft: 7,
    affiliateLink: 'https://aff.test/x?a=1&b=2',
    now: NOW,
  });
  const $ = cheerio.load(html, null, false);

  it('carries the absolute expiry and the initial text', () => {
    const root = $('[data-adreel-banner]');
    expect(root.attr('data-expires')).toBe(String(expiresAt.getTime()));
    expect($('[data-adreel-countdown]').text()).toBe('Offer ends in 24:00:00');
    expect($('[data-adreel-spots]').text()).toBe('Only 7 spots left');
    expect($('a').attr('href')).toBe('https://aff.test/x?a=1&b=2');
    expect($('a').attr('rel')).toBe('sponsored noopener');
    expect($('div[style*="position:fixed"]').length).toBe(1);
  });

  it('shows "Offer ended" when rendered after the expiry, and no button without a link', () => {
    const ended = cheerio.load(
      renderCountdownBanner({ expiresAt: NOW, spotsLeft: 1, now: NOW }),
      null,
      false,
    );
    expect(ended('[data-adreel-countdown]').text()).toBe('Offer ended');
    expect(ended('[data-adreel-spots]').text()).toBe('Only 1 spot left');
    expect(ended('a').length).toBe(0);
  });

  it('ticks every second in the page and ends at the expiry', () => {
    // The banner's own script, run against a minimal DOM and a clock we move by hand.
    let now = NOW.getTime();
    const out = { textContent: '' };
    const attributes: Record<string, string> = { 'data-expires': String(NOW.getTime() + 3_000) };
    const root = {
      getAttribute: (name: string) => attributes[name] ?? null,
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
      querySelector: (selector: string) => (selector === '[data-adreel-countdown]' ? out : null),
    };
    let tick: (() => void) | undefined;
    let interval = 0;
    let cleared = false;
    runInNewContext(COUNTDOWN_SCRIPT, {
      document: { currentScript: { closest: () => root } },
      Date: { now: () => now },
      setInterval: (fn: () => void, ms: number) => {
        tick = fn;
        interval = ms;
        return 1;
      },
      clearInterval: () => {
        cleared = true;
      },
      Math,
      Number,
      isFinite,
    });
    expect(out.textContent).toBe('Offer ends in 00:00:03');
    expect(interval).toBe(1000);
    now += 1_000;
    tick?.();
    expect(out.textContent).toBe(countdownText(new Date(NOW.getTime() + 3_000), new Date(now)));
    expect(out.textContent).toBe('Offer ends in 00:00:02');
    now += 2_000;
    tick?.();
    expect(out.textContent).toBe('Offer ended');
    expect(attributes['data-expired']).toBe('true');
    expect(cleared).toBe(true);
  });
});

describe('injectBanner / removeBanner', () => {
  const page = '<html><head></head><body><h1>Hi</h1></body></html>';
  const banner = renderCountdownBanner({ expiresAt: countdownExpiresAt(NOW), spotsLeft: 3, now: NOW });

  it('puts one banner at the top of the body however often it is applied', () => {
    const once = injectBanner(page, banner);
    const twice = injectBanner(once, banner);
    expect(twice).toBe(once);
    const $ = cheerio.load(twice);
    expect($('[data-adreel-banner]').length).toBe(1);
    expect($('body').children().first().is('[data-adreel-banner]')).toBe(true);
  });

  it('marks foreign banner markup so it can be removed', () => {
    const withPlain = injectBanner(page, '<p>Sale!</p>');
    expect(cheerio.load(withPlain)('[data-adreel-banner] p').text()).toBe('Sale!');
    expect(removeBanner(withPlain)).not.toContain('Sale!');
  });

  it('removes it again, leaving the page as it was', () => {
    const removed = removeBanner(injectBanner(page, banner));
    expect(removed).toBe(cheerio.load(page).html());
    expect(removeBanner(removed)).toBe(removed);
  });
});
