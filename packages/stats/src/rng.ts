// Random draws for the Monte Carlo parts. The generator is always passed in, so every result is
// reproducible from a seed (tests, the benchmark) and nothing here touches Math.random.

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: tiny, fast, good enough for simulation (not for secrets). */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal by Box–Muller (one of the pair; simplicity beats the saved draw here). */
export function normalDraw(rng: Rng): number {
  let u = rng();
  while (u <= Number.EPSILON) u = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** Gamma(shape, 1) by Marsaglia–Tsang; shapes below 1 use the boost Gamma(a+1)·U^(1/a). */
export function gammaDraw(shape: number, rng: Rng): number {
  if (shape < 1) {
    let u = rng();
    while (u <= Number.EPSILON) u = rng();
    return gammaDraw(shape + 1, rng) * u ** (1 / shape);
  }
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normalDraw(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = rng();
    if (u < 1 - 0.0331 * x ** 4) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** Beta(alpha, beta) as X/(X+Y) of two Gamma draws. */
export function betaDraw(alpha: number, beta: number, rng: Rng): number {
  const x = gammaDraw(alpha, rng);
  const y = gammaDraw(beta, rng);
  return x / (x + y);
}
