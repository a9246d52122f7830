import { describe, expect, it } from 'vitest';
import { allNavLinks, sectionForPath } from './nav.ts';

describe('sidebar model', () => {
  it('holds every link of spec §2.11 with its labels', () => {
    const links = allNavLinks();
    const byLabel = Object.fromEntries(links.map((l) => [l.label, l.to]));
    expect(byLabel['Tap1: Select an Offer']).toBe('/offers');
    expect(byLabel['Tap2: Create a Viral Video']).toBe('/dashboard');
    expect(byLabel['Tap3: Drive Traffic & Profit']).toBe('/videos');
    expect(byLabel['Personal AI Assistant']).toBe('/chat');
    expect(byLabel['Unlock $5-10k/Day Training']).toMatch(/^\/[a-z]+s-training$/);
    const cloneTitles = links.filter((l) => l.to === '/clone-offers').map((l) => l.state?.title);
    expect(cloneTitles).toEqual(['Bonus: Clone Video Pages', 'Free Bonus: Clone Offers']);
    for (const path of [
      '/welcome',
      '/step-by-step-training',
      '/dfy-training',
      '/done-for-you/videos',
      '/done-for-you/review-sites',
      '/my-affiliates',
      '/instant-income-training',
      '/instant-money-sites',
      '/instant-site-cloner',
      '/automated-profits/training',
      '/automated-profits/text-to-video',
      '/traffic-sources',
      '/the-missing-piece',
      '/ai-content/headline',
      '/ai-content/description',
      '/ai-content/article',
      '/ai-content/social-post',
      '/ai-content/sms',
      '/ai-content/hashtags',
      '/contact-support',
      '/settings',
    ]) {
      expect(
        links.some((l) => l.to === path),
        path,
      ).toBe(true);
    }
  });

  it('opens the section of the current path', () => {
    expect(sectionForPath('/ai-content/sms')).toBe('ai-content');
    expect(sectionForPath('/instant-site-cloner')).toBe('instant-income');
    expect(sectionForPath('/traffic-sources')).toBe('automated-profits');
    expect(sectionForPath('/offers')).toBeNull();
  });
});
