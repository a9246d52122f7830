import { AAC_FRAME_SAMPLES } from './adts.ts';

/**
 * What a finished mix remembers so a later mix can reuse its AAC packets: its length, the gain
 * applied before encoding, and a hash of every AAC frame's worth of the premix (pre-gain) samples.
 */
export interface MixManifest {
  samples: number;
  gainDb: number;
  blocks: string[];
}

/**
 * A re-encode of one stretch of the new premix, with the base's gain, spliced between the base's
 * packets. Packet k of a full encode (k = 0 is the encoder's priming frame) covers premix blocks
 * k − 1 and k; the partial encode starts at block `encodeFrom`, so its packet j is packet
 * encodeFrom + j of the whole.
 */
export interface SplicePlan {
  kind: 'splice';
  gainDb: number;
  /** Premix blocks to encode again, [from, to), `to` clamped to the end of the mix. */
  encodeFrom: number;
  encodeTo: number;
  /** Packets [takeFrom, takeTo) come from the new encode; the rest from the base. null: to the end. */
  takeFrom: number;
  takeTo: number | null;
}

/** The new premix is the base's, sample for sample: its encode is the base's. */
export interface SamePlan {
  kind: 'same';
  gainDb: number;
}

/**
 * The loudness gain a splice may keep from its base. A voice edit moves the mix's integrated
 * loudness by a few tenths of a dB; a new gain would change every packet, so within this drift the
 * base's gain stays (the mix lands within 0.5 LU of the −14 LUFS target); beyond it, a full encode.
 */
export const MAX_GAIN_DRIFT_DB = 0.5;
/** Blocks encoded before the first taken packet, while the encoder's state and the limiter settle. */
const WARMUP = 16;
/** Taken packets before the first changed one: the limiter looks 4 ms ahead. */
const LEAD = 2;
/** Taken packets after the last changed one: the limiter releases over ~60 ms (4 time constants). */
const TAIL = 12;
/** Blocks encoded after the last taken packet, so none of those is shaped by the encode's end. */
const RUNOUT = 8;
/** Above this share of the mix to encode again, a full encode costs about the same. */
const MAX_SHARE = 0.5;

/**
 * How to make `next` from `base` by re-encoding only what changed: null when it cannot (another
 * length, a gain beyond MAX_GAIN_DRIFT_DB, or most of the mix changed). Pure.
 */
export function planSplice(base: MixManifest, next: MixManifest): SplicePlan | SamePlan | null {
  if (base.samples !== next.samples || base.blocks.length !== next.blocks.length) return null;
  if (Math.abs(next.gainDb - base.gainDb) > MAX_GAIN_DRIFT_DB) return null;
  const changed = next.blocks.flatMap((h, i) => (h === base.blocks[i] ? [] : [i]));
  if (changed.length === 0) return { kind: 'same', gainDb: base.gainDb };
  const first = changed[0]!;
  const last = changed.at(-1)!;
  const blocks = next.blocks.length;
  const encodeFrom = Math.max(0, first - LEAD - WARMUP);
  const takeFrom = encodeFrom === 0 ? 0 : first - LEAD;
  const wantedTo = last + 2 + TAIL;
  const toEnd = wantedTo + RUNOUT >= blocks;
  const encodeTo = toEnd ? blocks : wantedTo + RUNOUT;
  if (encodeTo - encodeFrom > MAX_SHARE * blocks) return null;
  return {
    kind: 'splice',
    gainDb: base.gainDb,
    encodeFrom,
    encodeTo,
    takeFrom,
    takeTo: toEnd ? null : wantedTo,
  };
}

/** The spliced packet list; throws when the pieces do not add up (the caller encodes in full). */
export function splicePackets(base: Buffer[], part: Buffer[], plan: SplicePlan): Buffer[] {
  const offset = plan.encodeFrom;
  const taken = part.slice(plan.takeFrom - offset, plan.takeTo === null ? undefined : plan.takeTo - offset);
  const after = plan.takeTo === null ? [] : base.slice(plan.takeTo);
  const out = [...base.slice(0, plan.takeFrom), ...taken, ...after];
  const expected = plan.takeTo === null ? plan.takeFrom + taken.length : base.length;
  if (taken.length === 0 || out.length !== base.length || out.length !== expected) {
    throw new Error(`Splice does not fit: ${out.length} packets for a base of ${base.length}`);
  }
  return out;
}

/** Premix sample range of a plan's encode, for ffmpeg's atrim. */
export function encodeRange(plan: SplicePlan, samples: number): { start: number; end: number } {
  return {
    start: plan.encodeFrom * AAC_FRAME_SAMPLES,
    end: Math.min(samples, plan.encodeTo * AAC_FRAME_SAMPLES),
  };
}
