/** The value at quantile `q` (0–1) of samples, nearest rank. */
export const quantile = (samples: readonly number[], q: number) => {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};

export type Summary = { n: number; p50: number; p95: number; p99: number; max: number; mean: number };

export const summarize = (samples: readonly number[]): Summary => ({
  n: samples.length,
  p50: quantile(samples, 0.5),
  p95: quantile(samples, 0.95),
  p99: quantile(samples, 0.99),
  max: Math.max(...samples),
  mean: samples.reduce((a, b) => a + b, 0) / samples.length,
});

export const ms = (value: number) => value.toFixed(1).padStart(8);
