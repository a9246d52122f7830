/** Taps on each side of an output sample (in input samples at upsampling); ffmpeg's default filter is as long. */
const HALF_TAPS = 16;
/** Pass band as a share of the lower Nyquist frequency: a little headroom for the window's roll-off. */
const PASS = 0.97;
/** Rate pairs with more distinct phases than this get no table (it would outgrow the phrase). */
const MAX_PHASES = 4096;

/** Blackman window over [-1, 1]. */
const blackman = (u: number) => 0.42 + 0.5 * Math.cos(Math.PI * u) + 0.08 * Math.cos(2 * Math.PI * u);
const sinc = (x: number) => (x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x));
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The kernel's taps for an output sample `frac` input samples past input sample 0: first offset and weights. */
function taps(frac: number, reach: number, cutoff: number): { first: number; weights: Float64Array } {
  const first = Math.ceil(frac - reach);
  const last = Math.floor(frac + reach);
  const weights = new Float64Array(last - first + 1);
  for (let j = 0; j < weights.length; j++) {
    const x = frac - (first + j);
    weights[j] = cutoff * sinc(cutoff * x) * blackman(x / reach);
  }
  return { first, weights };
}

/**
 * Mono 16-bit PCM from `from` Hz to `to` Hz by windowed-sinc interpolation (band-limited to the lower
 * of the two Nyquist frequencies). In process: an espeak-ng phrase (22,050 Hz) becomes the canonical
 * 48 kHz without an ffmpeg process per phrase, which a translation's voices waited on.
 *
 * An output sample falls at one of `to / gcd(from, to)` fractional positions between input samples
 * (320 for 22,050 → 48,000), so the kernel is computed once per position, not per tap per sample:
 * the resampling runs on the worker's event loop, and computing it per tap took ~55 ms per second
 * of voice.
 */
export function resamplePcm16(input: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return input.slice();
  const step = from / to;
  // Downsampling widens the kernel so it also filters at the new, lower Nyquist frequency.
  const stretch = Math.max(1, step);
  const cutoff = PASS / stretch;
  const reach = HALF_TAPS * stretch;
  const out = new Int16Array(Math.round((input.length * to) / from));
  const g = Number.isInteger(from) && Number.isInteger(to) ? gcd(from, to) : 0;
  const phases = g > 0 ? to / g : Number.POSITIVE_INFINITY;
  const table = phases <= MAX_PHASES ? new Map<number, ReturnType<typeof taps>>() : null;
  for (let i = 0; i < out.length; i++) {
    // Output sample i sits at input position base + rest / to (exact integers: no drift over a phrase).
    const rest = table ? (i * from) % to : 0;
    const base = table ? (i * from - rest) / to : Math.floor(i * step);
    const frac = table ? rest / to : i * step - base;
    let kernel = table?.get(rest);
    if (!kernel) {
      kernel = taps(frac, reach, cutoff);
      table?.set(rest, kernel);
    }
    const { first, weights } = kernel;
    let acc = 0;
    const lo = Math.max(0, -(base + first));
    const hi = Math.min(weights.length - 1, input.length - 1 - (base + first));
    for (let j = lo; j <= hi; j++) acc += input[base + first + j]! * weights[j]!;
    out[i] = Math.max(-32768, Math.min(32767, Math.round(acc)));
  }
  return out;
}
