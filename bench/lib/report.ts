/** Printing helpers shared by the benchmarks: aligned tables, percentiles, units, verdicts. */

/** Prints an aligned table, two spaces of indent; columns in `rightAligned` are padded on the left. */
export function printTable(headers: string[], rows: string[][], rightAligned: Set<number>) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`  ${line(headers)}`);
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(`  ${line(r)}`);
}

/** Nearest-rank percentile (p in 0..100) of the values; NaN when empty. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

export const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)}` : '—');
export const seconds = (msValue: number, digits = 1) =>
  Number.isFinite(msValue) ? `${(msValue / 1000).toFixed(digits)}` : '—';
export const kib = (bytes: number, digits = 1) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(digits) : '—');

/** "PASS (…)" or "OVER (…)" for a figure against an upper bound. */
export function verdict(value: number, limit: number, unit: string, digits = 0): string {
  const fmt = (n: number) => `${n.toFixed(digits)}${unit}`;
  if (!Number.isFinite(value)) return 'NO FIGURE';
  return value <= limit ? `PASS (${fmt(limit - value)} to spare)` : `OVER by ${fmt(value - limit)}`;
}

/**
 * A task's part in the window [from, to] and what Lighthouse's TBT counts of it: that part less
 * 50 ms (bench:lighthouse on its simulated tasks, bench:offline-start on a page's long tasks).
 */
export function blockingShare(start: number, duration: number, from: number, to: number) {
  const part = Math.min(start + duration, to) - Math.max(start, from);
  return { part, blocking: Math.max(0, part - 50) };
}
