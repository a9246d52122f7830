/** Taps on each side of an output sample (in input samples at upsampling); ffmpeg's default filter is as long. */
const HALF_TAPS = 16;
/** Pass band as a share of the lower Nyquist frequency: a little headroom for the window's roll-off. */
const PASS = 0.97;

/** Blackman window over [-1, 1]. */
const blackman = (u: number) => 0.42 + 0.5 * Math.cos(Math.PI * u) + 0.08 * Math.cos(2 * Math.PI * u);
const sinc = (x: number) => (x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x));

/**
 * Mono 16-bit PCM from `from` Hz to `to` Hz by windowed-sinc interpolation (band-limited to the lower
 * of the two Nyquist frequencies). In process: an espeak-ng phrase (22,050 Hz) becomes the canonical
 * 48 kHz without an ffmpeg process per phrase, which a translation's voices waited on.
 */
export function resamplePcm16(input: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return input.slice();
  const step = from / to;
  // Downsampling widens the kernel so it also filters at the new, lower Nyquist frequency.
  const stretch = Math.max(1, step);
  const cutoff = PASS / stretch;
  const reach = HALF_TAPS * stretch;
  const out = new Int16Array(Math.round((input.length * to) / from));
  for (let i = 0; i < out.length; i++) {
    const t = i * step;
    let acc = 0;
    const last = Math.min(input.length - 1, Math.floor(t + reach));
    for (let k = Math.max(0, Math.ceil(t - reach)); k <= last; k++) {
      const x = t - k;
      acc += input[k]! * cutoff * sinc(cutoff * x) * blackman(x / reach);
    }
    out[i] = Math.max(-32768, Math.min(32767, Math.round(acc)));
  }
  return out;
}
