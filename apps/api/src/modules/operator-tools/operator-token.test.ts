import { describe, expect, it } from 'vitest';
import { createOperatorGate, OPERATOR_COOKIE } from './operator-token.ts';

const TOKEN = 'o'.repeat(40);

describe('operator gate', () => {
  it('lets in the bearer token or the login cookie, nothing else', () => {
    const gate = createOperatorGate(TOKEN);
    expect(gate.allows({ authorization: `Bearer ${TOKEN}` })).toBe(true);
    expect(gate.allows({ cookie: `a=1; ${OPERATOR_COOKIE}=${gate.cookieValue}` })).toBe(true);
    expect(gate.allows({ authorization: `Bearer ${TOKEN}x` })).toBe(false);
    expect(gate.allows({ authorization: TOKEN })).toBe(false);
    expect(gate.allows({ cookie: `${OPERATOR_COOKIE}=${TOKEN}` })).toBe(false);
    expect(gate.allows({})).toBe(false);
    expect(
      createOperatorGate('p'.repeat(40)).allows({ cookie: `${OPERATOR_COOKIE}=${gate.cookieValue}` }),
    ).toBe(false);
  });

  it('checks the login token exactly and never puts the token in the cookie', () => {
    const gate = createOperatorGate(TOKEN);
    expect(gate.tokenMatches(TOKEN)).toBe(true);
    expect(gate.tokenMatches(TOKEN.slice(1))).toBe(false);
    expect(gate.tokenMatches(undefined)).toBe(false);
    expect(gate.cookieValue).not.toContain(TOKEN);
  });
});
