/** One calibration sample: a phrase, its measured length and its features [1, syllables, pauses]. */
export interface Sample {
  phrase: string;
  seconds: number;
  features: [number, number, number];
}

/** Least squares for three unknowns: solve (XᵀX) b = Xᵀy by Cramer's rule. */
export function fit(samples: readonly Sample[]): [number, number, number] {
  const m = [0, 1, 2].map((i) =>
    [0, 1, 2].map((j) => samples.reduce((s, x) => s + x.features[i]! * x.features[j]!, 0)),
  );
  const v = [0, 1, 2].map((i) => samples.reduce((s, x) => s + x.features[i]! * x.seconds, 0));
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  const column = (k: number) => det(m.map((row, i) => row.map((x, j) => (j === k ? v[i]! : x))));
  return [column(0) / d, column(1) / d, column(2) / d];
}

export function predict(b: readonly number[], s: Sample): number {
  return s.features.reduce((sum, f, i) => sum + f * b[i]!, 0);
}

export function meanAbsError(b: readonly number[], samples: readonly Sample[]): number {
  return samples.reduce((sum, s) => sum + Math.abs(predict(b, s) - s.seconds), 0) / samples.length;
}
