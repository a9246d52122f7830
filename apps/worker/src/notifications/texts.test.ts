import { describe, expect, it } from 'vitest';
import { campaignNoticeText, noticeEmail, postNoticeText } from './texts.ts';

describe('notice texts', () => {
  it('says where a post went, quoting its first line briefly', () => {
    expect(
      postNoticeText({
        outcome: 'published',
        platformName: 'TikTok',
        accountName: 'lamps',
        caption: `${'A'.repeat(70)}\nsecond line`,
        reason: null,
      }),
    ).toEqual({
      kind: 'post_published',
      title: 'Posted to TikTok',
      body: `Your post “${'A'.repeat(59)}…” is live on TikTok (lamps).`,
    });
  });

  it('names a demo stand-in as such', () => {
    const text = postNoticeText({
      outcome: 'published',
      platformName: 'YouTube',
      accountName: 'Demo Channel',
      standIn: true,
      caption: 'Lamp',
      reason: null,
    });
    expect(text.body).toBe('Your post “Lamp” is live on the YouTube demo stand-in (Demo Channel).');
  });

  it('gives a failure’s reason and what to do', () => {
    const text = postNoticeText({
      outcome: 'failed',
      platformName: 'YouTube',
      accountName: null,
      caption: '',
      reason: 'YouTube refused the post: too long.',
    });
    expect(text.title).toBe('Post to YouTube failed');
    expect(text.body).toBe(
      'Your post to YouTube did not go out: YouTube refused the post: too long. Open it to retry.',
    );
  });

  it('counts a campaign’s posts', () => {
    expect(campaignNoticeText({ name: 'Spring', published: 3, failed: 0 }).body).toBe('3 posts published.');
    expect(campaignNoticeText({ name: 'Spring', published: 1, failed: 2 }).body).toBe(
      '1 post published, 2 posts failed.',
    );
  });

  it('mails the notice with a full link and how to turn e-mails off', () => {
    const mail = noticeEmail({
      title: 'Posted to TikTok',
      body: 'Live.',
      href: '/video/v1',
      publicUrl: 'https://a.example/',
    });
    expect(mail.subject).toBe('AdReel: Posted to TikTok');
    expect(mail.text).toContain('Open it: https://a.example/video/v1');
    expect(mail.text).toContain('https://a.example/settings');
  });
});
