/** Weighted least squares towards priors, the solver of the fit (fit.ts, method §3). */

/**
 * Solve (A + diag(lambda)) theta = b + lambda * prior for a small symmetric system (Gaussian elimination).
 * @example ridgeSolve([[1]], [2], [0], [0]) // [2]
 */
export function ridgeSolve(
  a: number[][],
  b: number[],
  lambda: number[],
  prior: number[],
): number[] {
  const n = b.length;
  const m = a.map((row, i) => [
    ...row.map((v, j) => v + (i === j ? lambda[i]! : 0)),
    b[i]! + lambda[i]! * prior[i]!,
  ]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) return prior.slice();
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Normal equations of weighted least squares: X'WX and X'Wy. */
export function normal(rows: Array<{ x: number[]; y: number; w: number }>, k: number) {
  const a = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const b = new Array<number>(k).fill(0);
  for (const { x, y, w } of rows) {
    for (let i = 0; i < k; i++) {
      b[i]! += w * x[i]! * y;
      for (let j = 0; j < k; j++) a[i]![j]! += w * x[i]! * x[j]!;
    }
  }
  return { a, b };
}
