/**
 * `npm run bench:offline-ready`: a driver's first sign-in on a new phone, until the app works
 * offline. Each run is a fresh browser context (no worker, no caches): the login form, taixe1's
 * credentials, the dashboard, then the service worker's precache until it controls the page. Prints,
 * per run and as median / max: submit → dashboard usable, dashboard → worker in control
 * ("offline-ready"), and the CPU time Chromium's processes spent from submit to one second after
 * control (read from /proc, so Linux only), split by process type; and how many files the worker
 * precached. No CPU throttling: the worker's thread is not throttled by DevTools either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DRIVER, launchChromium, newDriverContext, waitForServiceWorker } from './lib/browser';
import { runBenchmark } from './lib/process';
import { percentile, printTable } from './lib/report';
import { DEMO_PASSWORD, startServer } from './lib/server';

const RUNS = Number(process.env.BENCH_OFFLINE_READY_RUNS ?? 5);
const TICK_MS = 10;

/** Cumulative CPU ms of every Chromium process now alive, by its --type (browser, renderer, utility:…). */
function chromiumCpu(): Map<string, number> {
  const byType = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // Chromium's child processes rewrite their command line as one space-separated string.
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
      if (!args[0]?.includes('chrom')) continue;
      const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
      const type = [flag('type') ?? 'browser', flag('utility-sub-type')?.split('.').pop()].filter(Boolean).join(':');
      // utime and stime: fields 14 and 15 of /proc/<pid>/stat, counted after the command's ')'.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()?.trim().split(' ') ?? [];
      const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      byType.set(type, (byType.get(type) ?? 0) + ms);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byType;
}

function spent(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const used = new Map<string, number>();
  for (const [type, ms] of after) if (ms > (before.get(type) ?? 0)) used.set(type, ms - (before.get(type) ?? 0));
  return used;
}

/** The page's CacheStorage, typed here: the benchmarks are checked without the DOM's types. */
interface PageCaches {
  keys(): Promise<string[]>;
  open(name: string): Promise<{ keys(): Promise<unknown[]> }>;
}

const precachedFiles = (page: Page) =>
  page.evaluate(async () => {
    const { caches } = globalThis as unknown as { caches: PageCaches };
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const counts = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length));
    return counts.reduce((a, b) => a + b, 0);
  });

await runBenchmark('offline-ready', 10 * 60_000, async () => {
  const server = await startServer('vt-bench-offline-ready');
  const browser = await launchChromium();
  const rows: string[][] = [];
  const toDashboard: number[] = [];
  const toReady: number[] = [];
  const cpuTotals: number[] = [];
  let files = 0;
  for (let run = 1; run <= RUNS; run++) {
    const context = await newDriverContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Tên đăng nhập').fill(DRIVER.username);
    await page.getByLabel('Mật khẩu').first().fill(DEMO_PASSWORD);
    const cpuBefore = chromiumCpu();
    const submitted = Date.now();
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('button', { name: DRIVER.primaryAction }).waitFor({ timeout: 30_000 });
    const usable = Date.now();
    await waitForServiceWorker(page);
    const ready = Date.now();
    await page.waitForTimeout(1_000);
    const cpu = spent(cpuBefore, chromiumCpu());
    const total = [...cpu.values()].reduce((a, b) => a + b, 0);
    files = await precachedFiles(page);
    toDashboard.push(usable - submitted);
    toReady.push(ready - usable);
    cpuTotals.push(total);
    rows.push([
      String(run),
      String(usable - submitted),
      String(ready - usable),
      String(total),
      [...cpu]
        .sort((a, b) => b[1] - a[1])
        .map(([type, ms]) => `${type} ${ms}`)
        .join(', '),
    ]);
    await context.close();
  }
  printTable(
    ['run', 'submit → dashboard ms', 'dashboard → offline-ready ms', 'Chromium CPU ms', 'by process'],
    rows,
    new Set([0, 1, 2, 3]),
  );
  const median = (values: number[]) => Math.round(percentile(values, 50));
  console.log(
    `\nFirst sign-in, ${files} files precached: dashboard in ${median(toDashboard)} ms (max ${Math.max(...toDashboard)}), ` +
      `offline-ready ${median(toReady)} ms after it (max ${Math.max(...toReady)}), Chromium CPU ${median(cpuTotals)} ms (median of ${RUNS}).`,
  );
  await server.stop();
  return 0;
});
