// stats.mjs — small helpers for the benchmark: medians, seeded randomness, number formatting.

/** Median of a list of numbers (NaN for an empty list). */
export function median(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** mulberry32: a seeded PRNG in [0, 1), so both libraries see the same sequence of choices. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A rate with a unit suffix: 12.3M, 456k, 789. */
export function si(x) {
  if (!Number.isFinite(x)) return '-';
  if (x >= 1e9) return `${(x / 1e9).toFixed(2)}G`;
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)}M`;
  if (x >= 1e4) return `${(x / 1e3).toFixed(0)}k`;
  if (x >= 1e3) return `${(x / 1e3).toFixed(1)}k`;
  return x.toFixed(x >= 100 ? 0 : 1);
}

/** A ratio like 1.23x. */
export function ratio(a, b) {
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : NaN;
}
export function fmtRatio(r) {
  return Number.isFinite(r) ? `${r >= 100 ? r.toFixed(0) : r.toFixed(2)}x` : '-';
}

/** Bytes as KB with one decimal. */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Renders rows (arrays of strings) as an aligned text table; the first row is the header. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** Runs `fn` repeatedly for at least `seconds`; returns { count, seconds } (count from fn's return). */
export function timed(fn, seconds) {
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    count += fn();
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < seconds);
  return { count, seconds: elapsed };
}
