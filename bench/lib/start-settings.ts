/**
 * What bench:offline-start and bench:offline-start:bare share: the CPU slowdown, the target, a run's
 * time limit, and the usable probe (bench/lib/browser/usable-probe.js) set up for the demo driver.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DRIVER } from './browser';

/** BENCH_START_RUNS=n: more starts per case, for comparing two builds on a noisy machine. */
export const RUNS = Number(process.env.BENCH_START_RUNS ?? 7);
if (!(Number.isInteger(RUNS) && RUNS >= 1))
  throw new Error(`BENCH_START_RUNS must be a whole number ≥ 1, not "${process.env.BENCH_START_RUNS}"`);
/**
 * CDP slows the page's main thread only; streaming compilation and other worker threads keep the
 * machine's speed. `BENCH_CPU_RATE=1` with the whole bench in a CPU-quota cgroup (bench/README.md)
 * slows every thread instead, to check that a change does not just move work off the measured thread.
 */
export const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
if (!(CPU_RATE >= 1)) throw new Error(`BENCH_CPU_RATE must be a number ≥ 1, not "${process.env.BENCH_CPU_RATE}"`);
export const TARGET_MS = 1_000;
export const RUN_TIMEOUT_MS = 30_000;

/** The probe as an init script: it looks for the driver's name and the dashboard's primary action. */
export function usableProbeScript(): string {
  const probe = readFileSync(path.join(import.meta.dirname, 'browser', 'usable-probe.js'), 'utf8');
  return `globalThis.__vtProbeConfig = ${JSON.stringify({ name: DRIVER.name, action: DRIVER.primaryAction })};\n${probe}`;
}
