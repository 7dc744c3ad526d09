/**
 * `npm run bench:offline-start:bare`: bench:offline-start's reopen of the driver dashboard, CPU ×4,
 * measured in a Chromium that no Playwright is attached to (bench/lib/bare-chromium.ts), as on a
 * phone, and the same pages with DevTools' Runtime domain on, interleaved, to show what that
 * attachment costs the start.
 *
 * taixe1 logs in online through the form in a Playwright persistent profile and opens /tai-xe once
 * (the worker precaches the app, the query cache is persisted); Playwright closes it and a bare
 * Chromium opens the same profile. The link is a proxy in front of the server
 * (bench/lib/fault-proxy.ts): online; offline (every request refused: the worker serves the app);
 * no data (API requests refused at once); no answer (API requests never answered). Each new page
 * gets the CPU throttle, the phone's viewport, locale and time zone, and the usable probe of
 * bench:offline-start (bench/lib/browser/usable-probe.js) through the pipe. Figures, not assertions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium';
import { type BareChromium, launchBareChromium } from './lib/bare-chromium';
import { DRIVER, loginThroughForm, waitForServiceWorker } from './lib/browser';
import { type LinkMode, startFaultProxy } from './lib/fault-proxy';
import { freePort, onCleanup, runBenchmark } from './lib/process';
import { ms, percentile, printTable, verdict } from './lib/report';
import { ensureClientBuilt, startServer } from './lib/server';
import { CPU_RATE, RUN_TIMEOUT_MS, RUNS, TARGET_MS, usableProbeScript } from './lib/start-settings';

const BUDGET_MS = 12 * 60_000;

const CASES: { label: string; link: LinkMode }[] = [
  { label: 'online', link: 'pass' },
  { label: 'offline', link: 'down' },
  { label: 'no data', link: 'no data' },
  { label: 'no answer', link: 'no answer' },
];
const VARIANTS = ['bare', 'Runtime on'] as const;

interface Run {
  usable: number;
  fcp: number;
  domContentLoaded: number;
  onLine: boolean;
  controlled: boolean;
  chip: string;
}

interface Evaluated<T> {
  result?: { value?: T };
  exceptionDetails?: { text: string };
}

/** One new page at /tai-xe in the bare browser; with `runtime`, the Runtime domain on, as Playwright has it. */
async function openDashboard(browser: BareChromium, baseUrl: string, probe: string, runtime: boolean): Promise<Run> {
  const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  const send = <T>(method: string, params: Record<string, unknown> = {}) => browser.send<T>(method, params, sessionId);
  const evaluate = async <T>(expression: string) => {
    const answer = await send<Evaluated<T>>('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (answer.exceptionDetails) throw new Error(`in the page: ${answer.exceptionDetails.text}`);
    return answer.result?.value;
  };
  try {
    // What bench/lib/browser.ts's newDriverContext gives Playwright's pages.
    await send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 1, mobile: false });
    await send('Emulation.setLocaleOverride', { locale: 'vi-VN' });
    await send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Ho_Chi_Minh' });
    await send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await send('Page.enable');
    await send('Page.addScriptToEvaluateOnNewDocument', { source: probe });
    if (runtime) await send('Runtime.enable');
    await send('Page.navigate', { url: `${baseUrl}/tai-xe` });
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    // Until the new document (with the probe) is the one evaluated in; then the probe's promise.
    for (;;) {
      const found = await evaluate<Omit<Run, 'chip' | 'domContentLoaded'> | null>(
        `location.pathname === '/tai-xe' && globalThis.__vtUsableDone
          ? globalThis.__vtUsableDone.then((p) => ({ usable: p.usableAt, fcp: p.fcp, onLine: p.onLine, controlled: Boolean(p.controlled) }))
          : null`,
      );
      if (found) {
        if (found.usable === null) throw new Error('the dashboard was not usable within the probe’s wait');
        const rest = await evaluate<{ domContentLoaded: number; chip: string }>(
          `({ domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
              chip: (document.querySelector('[data-testid="sync-chip-label"]')?.textContent ?? '').trim() })`,
        );
        return { ...found, domContentLoaded: rest?.domContentLoaded ?? Number.NaN, chip: rest?.chip ?? '' };
      }
      if (Date.now() > deadline) throw new Error(`/tai-xe did not open within ${RUN_TIMEOUT_MS / 1000} s`);
      await sleep(20);
    }
  } finally {
    await browser.send('Target.closeTarget', { targetId });
  }
}

await runBenchmark('bench:offline-start:bare', BUDGET_MS, async () => {
  ensureClientBuilt();
  console.log(
    `Driver dashboard start with no Playwright attached, headless Chromium 390×844, CPU ×${CPU_RATE}, ${RUNS} new pages per case and variant.\n` +
      `usable = navigation start → the heading "${DRIVER.name}" and the button "${DRIVER.primaryAction}" rendered and visible.\n` +
      `Variants, interleaved: bare (as on a phone); Runtime on (what every Playwright page has, bench:offline-start).`,
  );
  const server = await startServer('vt-bench-offline-start-bare');
  const proxy = await startFaultProxy(server.port, await freePort());
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vt-bench-profile-'));
  const removeProfile = onCleanup(`remove ${profile}`, () => rmSync(profile, { recursive: true, force: true }));

  // Online once, in the profile the bare browser opens next.
  const setup = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: proxy.baseUrl,
    viewport: { width: 390, height: 844 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    serviceWorkers: 'allow',
  });
  const first = setup.pages()[0] ?? (await setup.newPage());
  await loginThroughForm(first, DRIVER.username, /\/tai-xe/);
  await first.getByRole('button', { name: DRIVER.primaryAction }).waitFor({ timeout: 30_000 });
  await waitForServiceWorker(first);
  await first.getByTestId('sync-chip-label').filter({ hasText: 'Đã gửi hết' }).waitFor({ timeout: 30_000 });
  // The persisted query cache is written at most once a second.
  await first.waitForTimeout(1_500);
  await setup.close();

  const browser = await launchBareChromium(profile);
  const probe = usableProbeScript();
  const results = new Map<string, Run[]>();
  for (const { label, link } of CASES) {
    proxy.setMode(link);
    for (let i = 1; i <= RUNS; i++) {
      // Alternating which goes first: the machine's speed drifts within a case.
      for (const variant of i % 2 ? VARIANTS : [...VARIANTS].reverse()) {
        const run = await openDashboard(browser, proxy.baseUrl, probe, variant === 'Runtime on');
        const key = `${label}|${variant}`;
        results.set(key, [...(results.get(key) ?? []), run]);
        console.log(
          `  ${label.padEnd(9)} ${variant.padEnd(10)} #${i}: usable ${ms(run.usable).padStart(5)} ms  FCP ${ms(run.fcp).padStart(5)}  ` +
            `DOMContentLoaded ${ms(run.domContentLoaded).padStart(5)}  navigator.onLine ${String(run.onLine).padEnd(5)}  ` +
            `${run.controlled ? 'served by the worker' : 'NOT controlled'}  chip "${run.chip}"`,
        );
      }
    }
  }
  await browser.close();

  console.log('');
  const rows: string[][] = [];
  for (const { label } of CASES) {
    for (const variant of VARIANTS) {
      const list = (results.get(`${label}|${variant}`) ?? []).map((r) => r.usable);
      rows.push([
        label,
        variant,
        ms(Math.min(...list)),
        ms(percentile(list, 50)),
        ms(percentile(list, 95)),
        ms(Math.max(...list)),
      ]);
    }
    const bare = results.get(`${label}|bare`) ?? [];
    const attached = results.get(`${label}|Runtime on`) ?? [];
    const differences = attached.map((run, i) => run.usable - (bare[i]?.usable ?? Number.NaN));
    rows.push([label, 'on − bare (paired)', '', ms(percentile(differences, 50)), '', '']);
  }
  printTable(['case', 'variant', 'min', 'p50', 'p95', 'max'], rows, new Set([2, 3, 4, 5]));
  console.log('');
  for (const { label } of CASES.slice(1)) {
    const list = (results.get(`${label}|bare`) ?? []).map((r) => r.usable);
    const p95 = percentile(list, 95);
    console.log(
      `Bare, ${label}: usable p50 ${ms(percentile(list, 50))} ms, p95 ${ms(p95)} ms → ${verdict(p95, TARGET_MS, ' ms')}`,
    );
  }
  await proxy.close();
  await server.stop();
  await removeProfile();
  return 0;
});
