import { API_KEY_PATTERN } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { hashApiKey, looksLikeApiKey, newApiKey } from './key-material.ts';

describe('API key material', () => {
  it('makes distinct adr_ keys whose visible prefix starts the key and whose hash is sha256', () => {
    const a = newApiKey();
    const b = newApiKey();
    expect(a.key).toMatch(API_KEY_PATTERN);
    expect(a.key).not.toBe(b.key);
    expect(a.key.startsWith(a.prefix)).toBe(true);
    expect(a.prefix).toHaveLength(12);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.key.slice(4));
  });

  it('recognises only the full key shape', () => {
    expect(looksLikeApiKey(newApiKey().key)).toBe(true);
    expect(looksLikeApiKey('adr_short')).toBe(false);
    expect(looksLikeApiKey(`xdr_${'a'.repeat(43)}`)).toBe(false);
  });
});
