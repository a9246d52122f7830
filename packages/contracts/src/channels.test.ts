import { describe, expect, it } from 'vitest';
import { CHANNEL_CALLBACK_ERRORS, channelCallbackMessage } from './channels.ts';

describe('channel callback messages', () => {
  it('words every reason the callback can send, naming the platform', () => {
    expect(channelCallbackMessage('denied', 'youtube')).toBe(
      'You did not allow AdReel on YouTube. Nothing was connected.',
    );
    expect(channelCallbackMessage('refused', 'tiktok')).toMatch(/^TikTok did not accept the sign-in/);
    for (const reason of Object.keys(CHANNEL_CALLBACK_ERRORS)) {
      expect(channelCallbackMessage(reason, 'instagram')).not.toMatch(/did not complete/);
    }
  });

  it('falls back to a general message for an unknown reason or platform', () => {
    expect(channelCallbackMessage('<script>', 'tiktok')).toBe(
      'The connection did not complete. Start again with Connect.',
    );
    expect(channelCallbackMessage('unreachable', 'myspace')).toBe(
      'The platform could not be reached. Try again in a minute.',
    );
    expect(channelCallbackMessage(null, null)).toMatch(/did not complete/);
  });
});
