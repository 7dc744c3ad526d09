/**
 * `npm run bench:offline-start`: how soon the driver dashboard is usable when the app is opened with
 * no network, on a slow phone. taixe1 logs in online and visits /tai-xe once (the service worker
 * precaches the app, the query cache persists to IndexedDB), the page is closed; then, with the CPU
 * throttled ×4 (CDP Emulation.setCPUThrottlingRate on each new page), a new page opens /tai-xe —
 * first online (for comparison), then after `context.setOffline(true)`, then reopened "with bars but
 * no data" (issue 11): the browser says online but every API request fails at once ('no data') or is
 * never answered ('no answer'), so a start that waits for the network shows; last offline again with
 * the service worker stopped before each run ('worker stopped'), as a phone stops it a little after
 * the app goes to the background, so the reopen waits for the worker to start. Measured in the page from
 * navigation start (performance.now()) to "usable": the heading with the driver's name and the
 * primary action ('Nhận xe & bắt đầu ca') both rendered and visible (bench/lib/browser/usable-probe.js).
 * Seven runs each; p50/p95; target p95 ≤ 1 s offline and with no data. Online, also the blocking
 * time in the 5 s after the first paint (long tasks, as Lighthouse's TBT counts them; target ≤ 150 ms).
 * Figures, not assertions.
 */
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext, Page, Request, Route } from '@playwright/test';
import {
  DRIVER,
  launchChromium,
  loginThroughForm,
  newDriverContext,
  syncChipLabel,
  throttleCpu,
  waitForServiceWorker,
} from './lib/browser';
import { runBenchmark } from './lib/process';
import { blockingShare, ms, percentile, printTable, verdict } from './lib/report';
import { ensureClientBuilt, startServer } from './lib/server';
import { CPU_RATE, RUN_TIMEOUT_MS, RUNS, TARGET_MS, usableProbeScript } from './lib/start-settings';
import { assetSources, breakdown, mainThreadOf, parseTrace, TRACE_CATEGORIES } from './lib/trace';

const BUDGET_MS = 10 * 60_000;

/** The window after the first paint whose long tasks the online reopen counts (Lighthouse's TTI waits 5 s of quiet). */
const AFTER_PAINT_WINDOW_MS = 5_000;
/** Issue 12's TBT target, which Lighthouse measures. */
const TBT_TARGET_MS = 150;

interface Probe {
  documentAt: number;
  onLine: boolean;
  usableAt: number | null;
  fcp: number | null;
  paintedAt: number | null;
  headingAt: number | null;
  actionAt: number | null;
  controlled: boolean | null;
  longTasks: [number, number][];
}

interface Run {
  /**
   * With `settleMs`: Σ (part of each long task in [first paint, first paint + settleMs]) − 50 ms,
   * as Lighthouse's TBT counts it, and the longest such task; NaN otherwise.
   */
  blockingAfterPaint: number;
  longestAfterPaint: number;
  /** navigator.onLine when the document started. */
  onLine: boolean;
  /** Navigation start → the document exists (its first script runs). */
  document: number;
  usable: number;
  painted: number;
  fcp: number;
  domContentLoaded: number;
  /** The worker's start before it took the navigation (navigation timing fetchStart − workerStart; ~0 when running). */
  workerStart: number;
  controlled: boolean;
  /** Requests the page made before it was usable, and how many failed (offline: every API call). */
  requests: number;
  failed: number;
  chip: string;
}

interface Seen {
  url: string;
  /** Epoch ms. */
  start: number;
  fromWorker: boolean;
  failure: string | null;
}

interface Traced {
  trace: Buffer | null;
  seen: Seen[];
  timeOrigin: number;
}

/**
 * One new page at /tai-xe, CPU ×4; with `stopWorker`, after the service worker was stopped; with
 * `traceWith`, traced and with its requests logged (not counted).
 */
async function openDashboard(
  context: BrowserContext,
  { stopWorker = false, traceWith, settleMs }: { stopWorker?: boolean; traceWith?: Browser; settleMs?: number } = {},
): Promise<Run & { traced?: Traced }> {
  const page = await context.newPage();
  const seen: Seen[] = [];
  const pending: Promise<void>[] = [];
  // Failed requests have no timing: the time of the 'request' event is used for all.
  const issuedAt = new Map<Request, number>();
  const onIssued = (r: Request) => issuedAt.set(r, Date.now());
  const log = (r: Request, failure: string | null) => {
    try {
      if (r.frame().page() !== page) return;
    } catch {
      return; // a service worker's own request: no frame
    }
    pending.push(
      (async () => {
        const response = failure ? null : await r.response().catch(() => null);
        const start = r.timing().startTime > 0 ? r.timing().startTime : (issuedAt.get(r) ?? Number.NaN);
        seen.push({ url: r.url(), start, fromWorker: response?.fromServiceWorker() ?? false, failure });
      })(),
    );
  };
  const onLogFinished = (r: Request) => log(r, null);
  const onLogFailed = (r: Request) => log(r, r.failure()?.errorText ?? 'failed');
  try {
    const cdp = await context.newCDPSession(page);
    await throttleCpu(cdp, CPU_RATE);
    if (stopWorker) {
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
    }
    if (traceWith) {
      context.on('request', onIssued);
      context.on('requestfinished', onLogFinished);
      context.on('requestfailed', onLogFailed);
      await traceWith.startTracing(page, { categories: TRACE_CATEGORIES });
    }
    let requests = 0;
    let failed = 0;
    // A service worker's requests have no frame (frame() throws).
    const ofPage = (r: Request) => {
      try {
        return r.frame().page() === page;
      } catch {
        return false;
      }
    };
    const onRequest = (r: Request) => {
      if (ofPage(r)) requests++;
    };
    const onFailed = (r: Request) => {
      if (ofPage(r)) failed++;
    };
    context.on('request', onRequest);
    context.on('requestfailed', onFailed);
    await page.goto('/tai-xe', { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    const probe = (await Promise.race([
      page.evaluate(() => (globalThis as unknown as { __vtUsableDone?: Promise<Probe> }).__vtUsableDone ?? null),
      sleep(RUN_TIMEOUT_MS).then(() => {
        throw new Error(`the dashboard was not usable ${RUN_TIMEOUT_MS / 1000} s after navigation`);
      }),
    ])) as Probe | null;
    if (!probe) throw new Error('the usable probe did not run in the page');
    context.off('request', onRequest);
    context.off('requestfailed', onFailed);
    const timings = await page.evaluate(() => {
      const perf = globalThis.performance as unknown as {
        getEntriesByType(
          type: string,
        ): { domContentLoadedEventEnd?: number; workerStart?: number; fetchStart?: number }[];
      };
      const navigation = perf.getEntriesByType('navigation')[0];
      return {
        domContentLoaded: navigation?.domContentLoadedEventEnd ?? null,
        workerStart:
          navigation?.workerStart && navigation.fetchStart ? navigation.fetchStart - navigation.workerStart : null,
      };
    });
    const chip = await syncChipLabel(page);
    const afterPaint = settleMs ? await blockingAfterPaint(page, probe, settleMs) : null;
    let traced: Traced | undefined;
    if (traceWith) {
      const trace = await traceWith.stopTracing().catch(() => null);
      await page.waitForTimeout(500);
      context.off('requestfinished', onLogFinished);
      context.off('requestfailed', onLogFailed);
      await Promise.all(pending);
      const timeOrigin = await page.evaluate(() => performance.timeOrigin);
      traced = { trace, seen, timeOrigin };
    }
    return {
      traced,
      onLine: probe.onLine,
      document: probe.documentAt,
      usable: probe.usableAt ?? Number.NaN,
      painted: probe.paintedAt ?? Number.NaN,
      fcp: probe.fcp ?? Number.NaN,
      domContentLoaded: timings.domContentLoaded ?? Number.NaN,
      workerStart: timings.workerStart ?? Number.NaN,
      controlled: Boolean(probe.controlled),
      blockingAfterPaint: afterPaint?.blocking ?? Number.NaN,
      longestAfterPaint: afterPaint?.longest ?? Number.NaN,
      requests,
      failed,
      chip,
    };
  } finally {
    context.off('request', onIssued);
    context.off('requestfinished', onLogFinished);
    context.off('requestfailed', onLogFailed);
    await page.close();
  }
}

/**
 * Waits until `settleMs` after the first paint, then reads the page's long tasks in that window: what
 * the screen's start-up still does once it shows (data arriving, the outbox engine, the tabs), the
 * time a tap waits. Lighthouse's TBT counts the same, but on a traced page (its tracing makes a
 * read code cache expensive, bench/README.md) and from a simulated first paint.
 */
async function blockingAfterPaint(page: Page, probe: Probe, settleMs: number) {
  if (probe.fcp === null) return null;
  const end = probe.fcp + settleMs;
  const now = (await page.evaluate(() => performance.now())) as number;
  if (end > now) await page.waitForTimeout(end - now);
  const tasks = (await page.evaluate(() => (globalThis as unknown as { __vtUsable: Probe }).__vtUsable.longTasks)) as [
    number,
    number,
  ][];
  let blocking = 0;
  let longest = 0;
  for (const [start, duration] of tasks) {
    const share = blockingShare(start, duration, probe.fcp, end);
    longest = Math.max(longest, share.part);
    blocking += share.blocking;
  }
  return { blocking, longest };
}

/** The traced offline start: main-thread time by kind and by script, and the request waterfall. */
function printTraced(traced: Traced, usableMs: number, documentMs: number) {
  if (!traced.trace) return;
  const trace = parseTrace(traced.trace);
  const end = trace.marks.get('vt:usable')?.ts;
  // The probe's first mark is often missing: it is made before the new renderer's tracing starts.
  // The probe measured both instants, so the document's start is the usable mark less the gap.
  const start =
    trace.marks.get('vt:document')?.ts ?? (end === undefined ? undefined : end - (usableMs - documentMs) * 1000);
  const main = mainThreadOf(trace, 'vt:usable');
  if (start === undefined || end === undefined || main.length === 0) {
    console.log('\n  (traced run: no vt:usable mark in the trace; no breakdown)');
    return;
  }
  const names = assetSources();
  const b = breakdown(main, start, end, names);
  console.log(
    `\n  Traced offline start (not counted; tracing adds overhead): document → usable ${ms(b.windowMs)} ms, main thread busy ` +
      `${ms(b.busyMs)} ms (${((b.busyMs / b.windowMs) * 100).toFixed(0)} %), idle ${ms(b.windowMs - b.busyMs)} ms ` +
      `(waiting: worker responses, IndexedDB, timers); longest task ${ms(b.longestTaskMs)} ms.`,
  );
  printTable(
    ['main thread, document → usable', 'ms'],
    [...b.byKind.entries()].sort((x, y) => y[1] - x[1]).map(([k, v]) => [k, ms(v)]),
    new Set([1]),
  );
  console.log('');
  printTable(
    ['script time by file (top-most script events)', 'ms'],
    [...b.byScript.entries()]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 10)
      .map(([k, v]) => [k, ms(v)]),
    new Set([1]),
  );
  const usableAt = traced.timeOrigin + usableMs;
  const before = traced.seen.filter((r) => r.start <= usableAt).sort((x, y) => x.start - y.start);
  // Consecutive requests answered the same way within 150 ms of each other form one line.
  const lines: { from: number; to: number; how: string; names: string[] }[] = [];
  for (const r of before) {
    const how = r.failure ? `FAILED (${r.failure})` : r.fromWorker ? 'from the worker' : 'from the network';
    const u = new URL(r.url);
    const file = u.pathname.split('/').pop() ?? '';
    const name = (names.get(file) ?? u.pathname).replace(/^.* = /, '');
    const at = r.start - traced.timeOrigin;
    const last = lines.at(-1);
    if (last && last.how === how && at - last.to <= 150) {
      last.to = at;
      last.names.push(name);
    } else lines.push({ from: at, to: at, how, names: [name] });
  }
  console.log(`\n  Requests before usable (${before.length}), ms from navigation start:`);
  for (const l of lines) {
    const shown = [...new Set(l.names)];
    console.log(
      `    ${`${ms(l.from)}${l.to > l.from ? `–${ms(l.to)}` : ''}`.padStart(9)}  ${l.how}: ${l.names.length} × ` +
        `${shown.slice(0, 6).join(', ')}${shown.length > 6 ? `, … (${shown.length} different)` : ''}`,
    );
  }
}

await runBenchmark('bench:offline-start', BUDGET_MS, async () => {
  ensureClientBuilt();
  console.log(
    `Driver dashboard start, headless Chromium 390×844, CPU ×${CPU_RATE} (CDP, main thread), ${RUNS} new pages per case.\n` +
      `usable = navigation start → the heading "${DRIVER.name}" and the button "${DRIVER.primaryAction}" rendered and visible.`,
  );
  const server = await startServer('vt-bench-offline-start');
  const browser = await launchChromium();
  const context = await newDriverContext(browser, server.baseUrl);
  await context.addInitScript({
    content: usableProbeScript(),
  });

  // Online once: log in, the dashboard, the worker installed, the query cache persisted.
  const first = await context.newPage();
  await loginThroughForm(first, DRIVER.username, /\/tai-xe/);
  await first.getByRole('heading', { name: DRIVER.name }).waitFor({ timeout: 30_000 });
  await first.getByRole('button', { name: DRIVER.primaryAction }).waitFor({ timeout: 30_000 });
  await waitForServiceWorker(first);
  await first.getByTestId('sync-chip-label').filter({ hasText: 'Đã gửi hết' }).waitFor({ timeout: 30_000 });
  // The persisted query cache is written at most once a second.
  await first.waitForTimeout(1_500);
  await first.close();

  const MODES = ['online', 'offline', 'no data', 'no answer', 'worker stopped'] as const;
  const results: Record<(typeof MODES)[number], Run[]> = {
    online: [],
    offline: [],
    'no data': [],
    'no answer': [],
    'worker stopped': [],
  };
  // 'no data': every API request (the page's and the worker's) fails as on a dead mobile link;
  // 'no answer': they are never answered. The browser believes it is online in both.
  const dropApi = (route: Route) => route.abort('internetdisconnected');
  const holdApi = () => undefined;
  for (const mode of MODES) {
    await context.setOffline(mode === 'offline' || mode === 'worker stopped');
    if (mode === 'no data') await context.route('**/api/**', dropApi);
    if (mode === 'no answer') await context.route('**/api/**', holdApi);
    for (let i = 1; i <= RUNS; i++) {
      const run = await openDashboard(context, {
        stopWorker: mode === 'worker stopped',
        // Online, the reopen fetches, checks and shows fresh data after its first paint.
        settleMs: mode === 'online' ? AFTER_PAINT_WINDOW_MS : undefined,
      });
      results[mode].push(run);
      console.log(
        `  ${mode.padEnd(14)} #${i}: usable ${ms(run.usable).padStart(5)} ms (painted ${ms(run.painted).padStart(5)})  ` +
          `FCP ${ms(run.fcp).padStart(5)}  DOMContentLoaded ${ms(run.domContentLoaded).padStart(5)}  ` +
          `navigator.onLine ${String(run.onLine).padEnd(5)}  ${run.controlled ? 'served by the worker' : 'NOT controlled'}  ` +
          `${run.requests} requests (${run.failed} failed)  chip "${run.chip}"`,
      );
    }
    if (mode === 'no data') await context.unroute('**/api/**', dropApi);
    if (mode === 'no answer') await context.unroute('**/api/**', holdApi);
  }
  await context.setOffline(true);
  // One more offline start, traced (tracing slows it down: not counted): where the time goes.
  const tracedRun = await openDashboard(context, { traceWith: browser });
  const traced = tracedRun.traced;
  console.log(
    `  traced  #${RUNS + 1}: usable ${ms(tracedRun.usable)} ms, document ${ms(tracedRun.document)} ms (not counted)`,
  );
  await context.setOffline(false);
  if (traced?.trace && process.env.BENCH_TRACE) {
    writeFileSync(process.env.BENCH_TRACE, traced.trace);
    console.log(`\n  trace of the traced start written to ${process.env.BENCH_TRACE} (DevTools › Performance)`);
  }
  if (traced?.trace) printTraced(traced, tracedRun.usable, tracedRun.document);

  console.log('');
  const rows: string[][] = [];
  for (const mode of MODES) {
    const list = results[mode];
    const row = (label: string, all: number[]) => {
      const values = all.filter(Number.isFinite);
      return [
        mode.padEnd(14),
        label,
        ms(Math.min(...values)),
        ms(percentile(values, 50)),
        ms(percentile(values, 95)),
        ms(Math.max(...values)),
        all.length > values.length ? `${all.length - values.length} run(s) without it` : '',
      ];
    };
    rows.push(
      row(
        'usable (heading + primary action)',
        list.map((r) => r.usable),
      ),
    );
    rows.push(
      row(
        '  … painted (next frame)',
        list.map((r) => r.painted),
      ),
    );
    rows.push(
      row(
        'first contentful paint',
        list.map((r) => r.fcp),
      ),
    );
    rows.push(
      row(
        'document exists (navigation done)',
        list.map((r) => r.document),
      ),
    );
    rows.push(
      row(
        'DOMContentLoaded',
        list.map((r) => r.domContentLoaded),
      ),
    );
    rows.push(
      row(
        'of which: worker start (ms)',
        list.map((r) => r.workerStart),
      ),
    );
    if (mode === 'online') {
      rows.push(
        row(
          `blocking after first paint, ${AFTER_PAINT_WINDOW_MS / 1000} s (ms)`,
          list.map((r) => r.blockingAfterPaint),
        ),
      );
      rows.push(
        row(
          '  longest task in it (ms)',
          list.map((r) => r.longestAfterPaint),
        ),
      );
    }
  }
  printTable(['case', 'ms from navigation start', 'min', 'p50', 'p95', 'max', ''], rows, new Set([2, 3, 4, 5]));

  const offline = results.offline.map((r) => r.usable);
  const online = results.online.map((r) => r.usable);
  // Offline runs split by what navigator.onLine said (Playwright's setOffline does not always flip it).
  for (const said of [false, true]) {
    const list = results.offline.filter((r) => r.onLine === said).map((r) => r.usable);
    if (list.length === 0) continue;
    console.log(
      `  offline runs with navigator.onLine ${said}: ${list.length}, usable p50 ${ms(percentile(list, 50))} ms, ` +
        `max ${ms(Math.max(...list))} ms${said ? ' (the page sends its API reads; they fail)' : ''}`,
    );
  }
  const p95 = percentile(offline, 95);
  console.log(
    `\nOffline start to a usable dashboard (CPU ×${CPU_RATE}): p50 ${ms(percentile(offline, 50))} ms, p95 ${ms(p95)} ms ` +
      `(online: p50 ${ms(percentile(online, 50))} ms, p95 ${ms(percentile(online, 95))} ms). ` +
      `Target p95 ≤ ${TARGET_MS} ms → ${verdict(p95, TARGET_MS, ' ms')}`,
  );
  const blocking = results.online.map((r) => r.blockingAfterPaint).filter(Number.isFinite);
  if (blocking.length > 0) {
    const blockingP95 = percentile(blocking, 95);
    console.log(
      `Online reopen, blocking time in the ${AFTER_PAINT_WINDOW_MS / 1000} s after the first paint (a phone's TBT, ` +
        `no trace recorded): p50 ${ms(percentile(blocking, 50))} ms, p95 ${ms(blockingP95)} ms → ` +
        `${verdict(blockingP95, TBT_TARGET_MS, ' ms')}`,
    );
  }
  const reopened = {
    'no data': 'Reopened with no data (API requests fail)',
    'no answer': 'Reopened with no answer (API requests hang)',
    'worker stopped': 'Reopened offline with the service worker stopped',
  } as const;
  for (const mode of ['no data', 'no answer', 'worker stopped'] as const) {
    const list = results[mode].map((r) => r.usable);
    const modeP95 = percentile(list, 95);
    console.log(
      `${reopened[mode]}: ` +
        `p50 ${ms(percentile(list, 50))} ms, p95 ${ms(modeP95)} ms → ${verdict(modeP95, TARGET_MS, ' ms')}`,
    );
  }
  await context.close();
  await server.stop();
  return 0;
});
