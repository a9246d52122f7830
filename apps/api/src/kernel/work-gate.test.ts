import { describe, expect, it } from 'vitest';
import { Unavailable } from '../domain-errors.ts';
import { workGate } from './work-gate.ts';

describe('workGate', () => {
  it('never runs more than its limit, in arrival order, and refuses beyond its queue', async () => {
    const gate = workGate(2, 2, 'busy');
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        order.push(n);
        releases.push(() => {
          running--;
          resolve(n);
        });
      });
    const accepted = [1, 2, 3, 4].map((n) => gate(task(n)));
    await expect(gate(task(5))).rejects.toBeInstanceOf(Unavailable);
    // Finish one task: its slot goes to the first waiter, and a newcomer queues behind the rest.
    releases.shift()?.();
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([1, 2, 3]);
    const late = gate(task(6));
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    expect(await Promise.all([...accepted, late])).toEqual([1, 2, 3, 4, 6]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 6]);
  });
});
