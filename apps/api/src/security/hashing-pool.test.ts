import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, createHashingPool, type HashingLane } from './hashing-pool.ts';

/** Work that finishes when the test says so, recording the order in which work started. */
function harness(concurrency: number, queueLimit: number) {
  const pool = createHashingPool({ concurrency, queueLimit });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const submit = (name: string, lane: HashingLane) =>
    pool(lane, () => {
      started.push(name);
      return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { submit, started, finish };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('hashing pool', () => {
  it('keeps a slot free for clean addresses while suspects flood it', async () => {
    const h = harness(2, 4);
    const flood = Array.from({ length: 10 }, (_, i) => h.submit(`s${i}`, 'suspect').catch((e: Error) => e));
    await settle();
    // One of two slots for suspects, two of four queue places: the other seven are refused at once.
    expect(h.started).toEqual(['s0']);
    const refused = (await Promise.all(flood.slice(3))) as Error[];
    expect(refused.every((e) => e instanceof Error && e.message === BUSY_MESSAGE)).toBe(true);
    const owner = h.submit('owner', 'clean');
    await settle();
    expect(h.started).toEqual(['s0', 'owner']);
    await h.finish('owner');
    expect(await owner).toBe('owner');
  });

  it('hands a freed slot to a waiting clean caller before waiting suspects', async () => {
    const h = harness(2, 4);
    void h.submit('c0', 'clean');
    void h.submit('s0', 'suspect');
    void h.submit('s1', 'suspect');
    void h.submit('c1', 'clean');
    await settle();
    expect(h.started).toEqual(['c0', 's0']);
    await h.finish('s0');
    expect(h.started).toEqual(['c0', 's0', 'c1']);
    await h.finish('c0');
    expect(h.started).toEqual(['c0', 's0', 'c1', 's1']);
  });

  it('never lets suspects hold more than half the slots, even when the rest are idle', async () => {
    const h = harness(4, 8);
    for (let i = 0; i < 6; i += 1) void h.submit(`s${i}`, 'suspect').catch(() => undefined);
    await settle();
    expect(h.started).toEqual(['s0', 's1']);
    await h.finish('s0');
    expect(h.started).toEqual(['s0', 's1', 's2']);
  });

  it('bounds the clean queue too, answering 503 past it', async () => {
    const h = harness(1, 2);
    const calls = Array.from({ length: 5 }, (_, i) =>
      h.submit(`c${i}`, 'clean').catch((e: Error) => e.message),
    );
    expect(await calls[4]).toBe(BUSY_MESSAGE);
    expect(await calls[3]).toBe(BUSY_MESSAGE);
    await h.finish('c0');
    await h.finish('c1');
    await h.finish('c2');
    expect(await Promise.all(calls.slice(0, 3))).toEqual(['c0', 'c1', 'c2']);
  });
});
