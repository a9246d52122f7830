import { describe, expect, it } from 'vitest';
import { GOOGLE_TESTING_SIGN_IN_MS, signInEnds } from './sign-in-ends.ts';

const NOW = Date.UTC(2026, 10, 27, 12);

describe('signInEnds', () => {
  it('is 7 days after consent for an app in Testing', () => {
    expect(signInEnds({}, true, NOW)?.getTime()).toBe(NOW + GOOGLE_TESTING_SIGN_IN_MS);
  });
  it("takes Google's own refresh_token_expires_in when the reply has one", () => {
    expect(signInEnds({ refresh_token_expires_in: 3600 }, true, NOW)?.getTime()).toBe(NOW + 3_600_000);
    expect(signInEnds({ refresh_token_expires_in: 3600 }, false, NOW)?.getTime()).toBe(NOW + 3_600_000);
  });
  it('never ends for a published app that says nothing', () => {
    expect(signInEnds({}, false, NOW)).toBeNull();
    expect(signInEnds({ refresh_token_expires_in: 'soon' }, false, NOW)).toBeNull();
  });
});
