import { describe, expect, it } from 'vitest';
import { deviceClass, isBotOrPrefetch, referrerDomain } from './click-classify.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('isBotOrPrefetch', () => {
  it('flags crawlers, unfurlers, command-line clients and headless browsers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0',
      'WhatsApp/2.23.20.0',
      'TelegramBot (like TwitterBot)',
      'LinkedInBot/1.0',
      'Mozilla/5.0 (compatible; Discordbot/2.0)',
      'curl/8.4.0',
      'Wget/1.21',
      'python-requests/2.31',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36',
      '',
    ]) {
      expect(isBotOrPrefetch({ 'user-agent': ua }), ua).toBe(true);
    }
  });

  it('flags prefetches by Purpose or Sec-Purpose, and counts people', () => {
    expect(isBotOrPrefetch({ 'user-agent': CHROME, purpose: 'prefetch' })).toBe(true);
    expect(isBotOrPrefetch({ 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isBotOrPrefetch({ 'user-agent': CHROME })).toBe(false);
    expect(isBotOrPrefetch({ 'user-agent': IPHONE })).toBe(false);
  });
});

describe('deviceClass', () => {
  it('tells phones, tablets and computers apart', () => {
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X200) Safari/537.36')).toBe('tablet');
    expect(deviceClass(CHROME)).toBe('desktop');
    expect(deviceClass('SomethingElse/1.0')).toBe('other');
    expect(deviceClass(undefined)).toBe('other');
  });
});

describe('referrerDomain', () => {
  it('keeps only the host of a web referrer', () => {
    expect(referrerDomain('https://www.Facebook.com/some/post?id=1')).toBe('facebook.com');
    expect(referrerDomain('android-app://com.slack')).toBeNull();
    expect(referrerDomain('not a url')).toBeNull();
    expect(referrerDomain(undefined)).toBeNull();
  });
});
