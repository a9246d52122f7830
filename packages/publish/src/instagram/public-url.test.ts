import { describe, expect, it } from 'vitest';
import { instagramPublicUrlProblem } from './public-url.ts';

describe('instagramPublicUrlProblem', () => {
  it('accepts public HTTPS names and addresses', () => {
    for (const url of [
      'https://adreel.example.com',
      'https://ads.my-shop.de/app',
      'https://8.8.8.8',
      'https://[2606:4700::1111]',
    ])
      expect(instagramPublicUrlProblem(url)).toBeNull();
  });

  it('refuses plain HTTP', () => {
    expect(instagramPublicUrlProblem('http://adreel.example.com')).toMatch(/must be HTTPS/);
  });

  it('refuses loopback, private, link-local and unique-local addresses and local names', () => {
    for (const url of [
      'https://127.0.0.1:4000',
      'https://10.1.2.3',
      'https://172.20.0.5',
      'https://192.168.1.10',
      'https://169.254.169.254',
      'https://100.64.0.1',
      'https://0.0.0.0',
      'https://[::1]',
      'https://[fd00::1]',
      'https://[fe80::1]',
      'https://[::ffff:192.168.0.1]',
      'https://localhost',
      'https://app.localhost',
      'https://nas.local',
      'https://intranet',
    ])
      expect(instagramPublicUrlProblem(url), url).toMatch(/must be a public address/);
  });

  it('says so when PUBLIC_URL is not a URL', () => {
    expect(instagramPublicUrlProblem('not a url')).toMatch(/is not a URL/);
  });
});
