import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv } from './parse-env.ts';
import { queuePrefixField, queuePrefixFrom, queuePrefixRefusal } from './queue-prefix.ts';
import { sharedEnvShape } from './shared-env.ts';

const schema = z.object({ QUEUE_PREFIX: queuePrefixField });

describe('the Redis prefix of a test process', () => {
  it('refuses the default prefix under vitest, so a test never shares keys with a running AdReel', () => {
    expect(process.env.VITEST).toBeTruthy();
    expect(() => parseEnv(schema, {})).toThrow(/QUEUE_PREFIX: a test process must not use the default/);
    expect(() => parseEnv(schema, { QUEUE_PREFIX: 'adreel' })).toThrow(/QUEUE_PREFIX/);
    expect(parseEnv(schema, { QUEUE_PREFIX: 'test_ab12' }).QUEUE_PREFIX).toBe('test_ab12');
  });

  it('refuses it in a product started for tests (NODE_ENV=test), not in a real deployment', () => {
    const outsideVitest = {};
    expect(queuePrefixRefusal('adreel', { NODE_ENV: 'test' }, outsideVitest)).toMatch(/per-run prefix/);
    expect(queuePrefixRefusal('adreel', { NODE_ENV: 'production' }, outsideVitest)).toBeNull();
    expect(queuePrefixRefusal('adreel', {}, outsideVitest)).toBeNull();
    expect(queuePrefixRefusal('adreel_e2e_p4400_r1', { NODE_ENV: 'test' }, outsideVitest)).toBeNull();
  });

  it('is part of the environment every process shares, and of plain-env commands', () => {
    expect(() => parseEnv(z.object(sharedEnvShape), { ENCRYPTION_KEY: 'a'.repeat(64) })).toThrow(
      /QUEUE_PREFIX: a test process/,
    );
    expect(() => queuePrefixFrom({})).toThrow(/QUEUE_PREFIX/);
    expect(queuePrefixFrom({ QUEUE_PREFIX: 'test_x' })).toBe('test_x');
  });
});
