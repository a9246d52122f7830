import { describe, expect, it } from 'vitest';
import { type MixManifest, planSplice, splicePackets } from './mix-splice.ts';

const manifest = (blocks: string[], gainDb = 3): MixManifest => ({
  samples: blocks.length * 1024 - 100,
  gainDb,
  blocks,
});
const blocks = (n: number, changed: (i: number) => boolean = () => false) =>
  Array.from({ length: n }, (_, i) => (changed(i) ? `new${i}` : `b${i}`));

describe('planSplice', () => {
  it('re-encodes the changed stretch with warm-up before and run-out after, keeping the base gain', () => {
    const base = manifest(blocks(1000));
    const plan = planSplice(
      base,
      manifest(
        blocks(1000, (i) => i >= 400 && i <= 500),
        3.3,
      ),
    );
    expect(plan).toEqual({
      kind: 'splice',
      gainDb: 3,
      encodeFrom: 400 - 2 - 16,
      encodeTo: 500 + 2 + 12 + 8,
      takeFrom: 398,
      takeTo: 514,
    });
  });

  it('starts at the first packet when the change is near the start, and runs to the end near the end', () => {
    const base = manifest(blocks(1000));
    expect(planSplice(base, manifest(blocks(1000, (i) => i === 10)))).toMatchObject({
      encodeFrom: 0,
      takeFrom: 0,
      takeTo: 24,
    });
    expect(planSplice(base, manifest(blocks(1000, (i) => i === 990)))).toMatchObject({
      encodeTo: 1000,
      takeTo: null,
    });
  });

  it('keeps the base when nothing changed, and refuses other lengths, a gain beyond 0.5 dB or a mostly new mix', () => {
    const base = manifest(blocks(1000));
    expect(planSplice(base, manifest(blocks(1000), 3))).toEqual({ kind: 'same', gainDb: 3 });
    expect(planSplice(base, manifest(blocks(1001)))).toBeNull();
    expect(planSplice(base, { ...manifest(blocks(1000)), samples: base.samples + 1 })).toBeNull();
    expect(
      planSplice(
        base,
        manifest(
          blocks(1000, (i) => i === 500),
          3.6,
        ),
      ),
    ).toBeNull();
    expect(planSplice(base, manifest(blocks(1000, (i) => i >= 100 && i <= 700)))).toBeNull();
  });
});

describe('splicePackets', () => {
  const packets = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => Buffer.from(`${prefix}${i}`));

  it('takes the new encode between the cut points and the base around them', () => {
    const base = packets('b', 100);
    // The new encode covers blocks 20..60, so its packet j is packet 20 + j of the whole.
    const part = packets('p', 42);
    const out = splicePackets(base, part, {
      kind: 'splice',
      gainDb: 0,
      encodeFrom: 20,
      encodeTo: 60,
      takeFrom: 36,
      takeTo: 50,
    });
    expect(out.map(String)).toEqual([
      ...base.slice(0, 36).map(String),
      ...Array.from({ length: 14 }, (_, i) => `p${16 + i}`),
      ...base.slice(50).map(String),
    ]);
  });

  it('takes the new encode to the end, and refuses pieces that do not add up to the base', () => {
    const base = packets('b', 100);
    const plan = {
      kind: 'splice' as const,
      gainDb: 0,
      encodeFrom: 80,
      encodeTo: 99,
      takeFrom: 90,
      takeTo: null,
    };
    expect(splicePackets(base, packets('p', 20), plan).map(String).slice(88)).toEqual([
      'b88',
      'b89',
      ...Array.from({ length: 10 }, (_, i) => `p${10 + i}`),
    ]);
    expect(() => splicePackets(base, packets('p', 19), plan)).toThrow(/does not fit/);
  });
});
