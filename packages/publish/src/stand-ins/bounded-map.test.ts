import { expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.ts';

const account = (v: { account: string }) => v.account;

it('drops the oldest entry past the entry cap, and the oldest of the same account past its cap', () => {
  const m = new BoundedMap({ entries: 3, perAccount: 2, bytes: 1e6 }, account);
  m.set('a1', { account: 'a' });
  m.set('b1', { account: 'b' });
  m.set('a2', { account: 'a' });
  m.set('a3', { account: 'a' });
  expect(m.entries().map(([k]) => k)).toEqual(['b1', 'a2', 'a3']);
  m.set('b2', { account: 'b' });
  expect(m.entries().map(([k]) => k)).toEqual(['a2', 'a3', 'b2']);
});

it('keeps its bytes under the cap however large the entries, and touch keeps one in use', () => {
  const m = new BoundedMap<{ account: string; text?: string }>(
    { entries: 1000, perAccount: 1000, bytes: 10_000 },
    account,
  );
  m.set('kept', { account: 'a' });
  for (let i = 0; i < 500; i += 1) {
    m.touch('kept');
    m.set(`k${i}`, { account: 'a', text: 'x'.repeat(400) });
  }
  expect(m.bytes).toBeLessThanOrEqual(10_000);
  expect(JSON.stringify(m.entries()).length).toBeLessThan(10_000);
  expect(m.has('kept')).toBe(true);
  expect(m.has('k0')).toBe(false);
  m.delete('kept');
  expect(m.bytes).toBe(m.values().reduce((n, v) => n + JSON.stringify(v).length + 128, 0));
});
