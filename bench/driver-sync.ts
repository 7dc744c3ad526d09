/**
 * `npm run bench:sync`: how fast a driver's day reaches the office over a thin uplink. Per uplink
 * (400 and 750 kbps; `-- --kbps=400,1000` to choose), on a fresh server and browser context:
 * taixe1 logs in online (service worker installed, reads cached), the network goes OFFLINE (CDP
 * Network.emulateNetworkConditions), 20 reports with 30 photos are queued in the app's IndexedDB
 * outbox exactly as enqueue()/savePhoto() store them (photos: 12 MP camera-like JPEGs compressed by
 * the app's own worker), then the network comes back throttled (150 ms latency, the uplink, 4 Mbps
 * down) and the app's own triggers drain it. Prints bytes sent, achieved time (online → last item
 * confirmed), ideal time (request bodies ÷ uplink), their ratio (target ≤ 1.10, issue 12), where the overhead
 * is, and what the office API received (each report exactly once). Figures, not assertions: exit 1
 * only when the run could not be measured.
 */
import type { Browser, BrowserContext, CDPSession, Page, Request } from '@playwright/test';
import {
  appPhotoSettings,
  CAMERA,
  type CompressedPhoto,
  compressWorkerUrl,
  DRIVER,
  installPageTools,
  launchChromium,
  loginThroughForm,
  newDriverContext,
  pageTool,
  type SeedItem,
  syncChipLabel,
  waitForServiceWorker,
} from './lib/browser';
import { runBenchmark } from './lib/process';
import { kib, printTable, seconds, verdict } from './lib/report';
import { apiJson, apiLogin, type BenchServer, ensureClientBuilt, startServer } from './lib/server';

const TARGET_RATIO = 1.1;
const LATENCY_MS = 150;
const DOWNLOAD_KBPS = 4_000;
const DEFAULT_UPLINKS_KBPS = [400, 750];
const BUDGET_MS = 30 * 60_000;

/** A driver's day: 3 clock-in/out pairs, 10 fuel reports (2 photos each), 4 SOS (1 photo) = 20 reports, 30 photos. */
const DAY = [
  'in',
  'fuel',
  'fuel',
  'sos',
  'fuel',
  'out',
  'in',
  'fuel',
  'sos',
  'fuel',
  'fuel',
  'out',
  'in',
  'fuel',
  'sos',
  'fuel',
  'sos',
  'fuel',
  'fuel',
  'out',
] as const;
const PHOTO_COUNT = DAY.reduce((n, k) => n + (k === 'fuel' ? 2 : 1), 0);
const POSITION = { lat: 10.776_889, lng: 106.700_806, accuracy: 15, fixAgeMs: 2_000 };

/** `--screen=/path`: the driver screen open while the outbox drains (default: the dashboard). */
function screenFromArgs(): string {
  return process.argv.find((a) => a.startsWith('--screen='))?.slice('--screen='.length) || '/tai-xe';
}
/** `--timeline`: print every request of the drain with its offsets from going online. */
const TIMELINE = process.argv.includes('--timeline');

/** Time covered by at least one of the intervals: overlapping requests count once. */
function timeInFlight(list: { start: number; end: number }[]): number {
  let total = 0;
  let cursor = Number.NEGATIVE_INFINITY;
  for (const { start, end } of [...list].sort((a, b) => a.start - b.start)) {
    if (end <= cursor) continue;
    total += end - Math.max(start, cursor);
    cursor = end;
  }
  return total;
}

function uplinksFromArgs(): number[] {
  const arg = process.argv.find((a) => a.startsWith('--kbps='));
  if (!arg) return DEFAULT_UPLINKS_KBPS;
  const list = arg
    .slice('--kbps='.length)
    .split(',')
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0);
  return list.length ? list : DEFAULT_UPLINKS_KBPS;
}

const money = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} đ`;
const vnDay = (epochMs: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(epochMs));

interface Photos {
  list: CompressedPhoto[];
  inputSizes: number[];
  ms: number;
}

/** 30 camera frames drawn in the page and compressed by the app's worker: what savePhoto() stores. */
async function makePhotos(page: Page): Promise<Photos> {
  const started = performance.now();
  const workerUrl = compressWorkerUrl();
  const settings = appPhotoSettings();
  const list: CompressedPhoto[] = [];
  const inputSizes: number[] = [];
  for (let i = 0; i < PHOTO_COUNT; i++) {
    const input = await pageTool(page, 'cameraJpeg', { seed: 100 + i, ...CAMERA });
    const { ms: _ms, ...photo } = await pageTool(page, 'compressWithAppWorker', { workerUrl, ...settings });
    inputSizes.push(input.size);
    list.push(photo);
  }
  return { list, inputSizes, ms: performance.now() - started };
}

interface DayPlan {
  items: SeedItem[];
  fuelAmounts: number[];
  sosTexts: string[];
  occurredAts: number[];
}

function planDay(tag: string, xeId: number, userId: number, odoStart: number): DayPlan {
  const items: SeedItem[] = [];
  const fuelAmounts: number[] = [];
  const sosTexts: string[] = [];
  const occurredAts: number[] = [];
  const now = Date.now();
  let photo = 0;
  let fuel = 0;
  let sos = 0;
  DAY.forEach((kind, i) => {
    // One report a minute over the last 20 minutes: the same day on the server, in order.
    const occurredAt = now - (DAY.length - i) * 60_000;
    occurredAts.push(occurredAt);
    if (kind === 'fuel') {
      fuel++;
      const soTien = 400_000 + fuel * 7_000;
      fuelAmounts.push(soTien);
      items.push({
        kind: 'fuel.report',
        group: `vehicle:${xeId}`,
        payload: {
          xeId,
          soTien,
          soLit: 16 + fuel * 0.5,
          odoKmCuoiKy: odoStart + fuel * 35,
          ghiChu: `${tag} đổ xăng #${fuel}`,
        },
        photos: [
          { field: 'anhBienLaiUrl', photo: photo++, folder: 'xang_dau' },
          { field: 'anhOdoUrl', photo: photo++, folder: 'xang_dau' },
        ],
        label: `Báo cáo đổ xăng ${money(soTien)}`,
        occurredAt,
      });
    } else if (kind === 'sos') {
      sos++;
      const text = `${tag} SOS #${sos}: nổ lốp sau bên phải, xe dừng ở lề đường`;
      sosTexts.push(text);
      items.push({
        kind: 'sos.report',
        group: 'sos:{id}',
        payload: { noiDungSuCo: text, lat: POSITION.lat, lng: POSITION.lng },
        photos: [{ field: 'anhSuCoUrl', photo: photo++, folder: 'sos' }],
        label: 'Báo sự cố SOS',
        occurredAt,
      });
    } else {
      items.push({
        kind: kind === 'in' ? 'attendance.check-in' : 'attendance.check-out',
        group: `attendance:${userId}`,
        payload: { ...POSITION, diaDiemText: `${POSITION.lat}, ${POSITION.lng}` },
        photos: [{ field: 'anhUrl', photo: photo++, folder: 'attendance' }],
        label: kind === 'in' ? 'Chấm công vào' : 'Chấm công ra',
        occurredAt,
      });
    }
  });
  return { items, fuelAmounts, sosTexts, occurredAts };
}

interface Seen {
  method: string;
  path: string;
  /** Epoch ms (Playwright's request timing). */
  start: number;
  end: number;
  /** Request body bytes (Content-Length); 0 for GET. */
  body: number;
  headers: number;
  status: number | null;
  replayed: boolean;
  fromServiceWorker: boolean;
  failure?: string;
}

/** Every request of the context from now on, with its body size, headers size and timing. */
function watchRequests(context: BrowserContext) {
  const seen: Seen[] = [];
  const pending: Promise<void>[] = [];
  const record = (request: Request, failure?: string) => {
    pending.push(
      (async () => {
        const timing = request.timing();
        const url = new URL(request.url());
        const headers = await request.allHeaders().catch(() => ({}) as Record<string, string>);
        const sizes = failure ? null : await request.sizes().catch(() => null);
        const response = failure ? null : await request.response().catch(() => null);
        const contentLength = Number((headers as Record<string, string>)['content-length'] ?? Number.NaN);
        seen.push({
          method: request.method(),
          path: url.pathname,
          start: timing.startTime,
          end: timing.startTime + Math.max(timing.responseEnd, 0),
          body: Number.isFinite(contentLength) ? contentLength : (request.postDataBuffer()?.length ?? 0),
          headers: sizes?.requestHeadersSize ?? 0,
          status: response?.status() ?? null,
          replayed: response ? (await response.allHeaders())['idempotent-replayed'] === 'true' : false,
          fromServiceWorker: request.serviceWorker() !== null,
          failure,
        });
      })().catch(() => undefined),
    );
  };
  const onFinished = (request: Request) => record(request);
  const onFailed = (request: Request) => record(request, request.failure()?.errorText ?? 'failed');
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onFailed);
  return {
    async stop(): Promise<Seen[]> {
      context.off('requestfinished', onFinished);
      context.off('requestfailed', onFailed);
      await Promise.all(pending);
      return seen.sort((a, b) => a.start - b.start);
    },
  };
}

const setNetwork = (cdp: CDPSession, conditions: { offline: boolean; kbps?: number }) =>
  cdp.send('Network.emulateNetworkConditions', {
    offline: conditions.offline,
    latency: conditions.kbps ? LATENCY_MS : 0,
    downloadThroughput: conditions.kbps ? (DOWNLOAD_KBPS * 1000) / 8 : -1,
    uploadThroughput: conditions.kbps ? (conditions.kbps * 1000) / 8 : -1,
  });

interface Arrival {
  lines: string[];
  allOnce: boolean;
}

/** What the office API holds for this run: each report once, every photo a distinct stored file. */
async function checkServer(server: BenchServer, plan: DayPlan, userId: number, locations: string[]): Promise<Arrival> {
  const admin = await apiLogin(server, 'admin');
  const lines: string[] = [];
  let allOnce = true;
  const referenced: string[] = [];

  const fuel = await apiJson<{
    content: { soTien: number; ghiChu: string | null; anhBienLaiUrl: string | null; anhOdoUrl: string | null }[];
  }>(server, 'GET', '/api/xang-dau/list?size=200', { token: admin });
  const tag = plan.items[1]?.payload.ghiChu;
  const prefix = typeof tag === 'string' ? tag.replace(/ đổ xăng #\d+$/, '') : '';
  const ours = fuel.content.filter((l) => l.ghiChu?.startsWith(prefix));
  const fuelCounts = plan.fuelAmounts.map((a) => ours.filter((l) => l.soTien === a).length);
  for (const l of ours) referenced.push(l.anhBienLaiUrl ?? '', l.anhOdoUrl ?? '');
  const fuelOk = fuelCounts.every((c) => c === 1) && ours.length === plan.fuelAmounts.length;
  allOnce &&= fuelOk;
  lines.push(
    `fuel reports (GET /api/xang-dau/list): ${ours.length} of ${plan.fuelAmounts.length}, ` +
      `each amount ${fuelOk ? 'exactly once' : `counts ${fuelCounts.join(',')}`}`,
  );

  const tickets = await apiJson<{ content: { noiDungCongViec: string; anhSuCoUrl: string | null }[] }>(
    server,
    'GET',
    '/api/bao-duong-xe?size=200',
    { token: admin },
  );
  const sosCounts = plan.sosTexts.map((t) => tickets.content.filter((x) => x.noiDungCongViec === t).length);
  for (const t of tickets.content.filter((x) => plan.sosTexts.includes(x.noiDungCongViec))) {
    referenced.push(t.anhSuCoUrl ?? '');
  }
  const sosOk = sosCounts.every((c) => c === 1);
  allOnce &&= sosOk;
  lines.push(
    `SOS tickets (GET /api/bao-duong-xe): ${sosCounts.reduce((a, b) => a + b, 0)} of ${plan.sosTexts.length}, ` +
      `${sosOk ? 'each exactly once' : `counts ${sosCounts.join(',')}`}`,
  );

  const days = [...new Set(plan.occurredAts.map(vnDay))];
  const sessions: { gioVao: string | null; gioRa: string | null; anhVaoUrl: string | null; anhRaUrl: string | null }[] =
    [];
  for (const day of days) {
    sessions.push(
      ...(await apiJson<typeof sessions>(server, 'GET', `/api/cham-cong/admin/records?date=${day}&userId=${userId}`, {
        token: admin,
      })),
    );
  }
  const located = new Set(locations);
  const mine = sessions.filter((s) => located.has(s.anhVaoUrl ?? '') || located.has(s.anhRaUrl ?? ''));
  for (const s of mine) referenced.push(s.anhVaoUrl ?? '', s.anhRaUrl ?? '');
  const pairs = DAY.filter((k) => k === 'in').length;
  const closed = mine.filter((s) => s.gioVao && s.gioRa && located.has(s.anhRaUrl ?? '')).length;
  const attendanceOk = mine.length === pairs && closed === pairs;
  allOnce &&= attendanceOk;
  lines.push(
    `attendance (GET /api/cham-cong/admin/records): ${mine.length} sessions of ${pairs}, ${closed} closed by their ` +
      `clock-out${attendanceOk ? ' — each punch exactly once' : ''}`,
  );

  const distinct = new Set(locations);
  const used = new Set(referenced.filter(Boolean));
  const photosOk =
    distinct.size === PHOTO_COUNT && used.size === PHOTO_COUNT && [...used].every((u) => distinct.has(u));
  allOnce &&= photosOk;
  lines.push(
    `photos: ${distinct.size} uploaded files for ${PHOTO_COUNT} photos, ${used.size} referenced by the records` +
      (photosOk ? ' — one file per photo' : ''),
  );
  return { lines, allOnce };
}

interface RunResult {
  kbps: number;
  achievedMs: number;
  idealMs: number;
  bodyBytes: number;
  headerBytes: number;
  drainRequests: number;
  arrival: Arrival;
  chip: string;
}

async function runAt(browser: Browser, kbps: number, photosCache: { value?: Photos }): Promise<RunResult> {
  console.log(
    `\n── uplink ${kbps} kbps, latency ${LATENCY_MS} ms, downlink ${DOWNLOAD_KBPS / 1000} Mbps; ` +
      `screen open while draining: ${screenFromArgs()} ──`,
  );
  const server = await startServer('vt-bench-sync');
  const context = await newDriverContext(browser, server.baseUrl);
  try {
    const page = await context.newPage();
    await loginThroughForm(page, DRIVER.username, /\/tai-xe/);
    await page.getByRole('heading', { name: DRIVER.name }).waitFor({ timeout: 30_000 });
    await waitForServiceWorker(page);
    await page.getByTestId('sync-chip-label').filter({ hasText: 'Đã gửi hết' }).waitFor({ timeout: 30_000 });
    const screen = screenFromArgs();
    if (screen !== '/tai-xe') {
      await page.goto(screen);
      await page.getByTestId('sync-chip-label').waitFor({ timeout: 30_000 });
    }
    // The persisted query cache is written at most once a second.
    await page.waitForTimeout(1_500);
    await installPageTools(page);

    const driverToken = await apiLogin(server, DRIVER.username);
    const assignment = await apiJson<{ xeId: number; odoGanNhat: number | null }>(
      server,
      'GET',
      '/api/xe-assignments/me/current',
      { token: driverToken },
    );
    const session = await pageTool(page, 'session');
    if (!session) throw new Error('no session row in IndexedDB after login');

    if (!photosCache.value) {
      photosCache.value = await makePhotos(page);
      const p = photosCache.value;
      const inputs = p.inputSizes.reduce((a, b) => a + b, 0);
      const outputs = p.list.reduce((a, b) => a + b.size, 0);
      console.log(
        `  photos: ${PHOTO_COUNT} camera frames ${CAMERA.width}×${CAMERA.height} (JPEG q${CAMERA.quality}, ` +
          `${kib(inputs / PHOTO_COUNT / 1024)} MiB each on average) → app worker → ` +
          `${p.list[0]?.width}×${p.list[0]?.height}, ${kib(outputs / PHOTO_COUNT, 0)} KiB each on average ` +
          `(${kib(Math.min(...p.list.map((x) => x.size)), 0)}–${kib(Math.max(...p.list.map((x) => x.size)), 0)} KiB); ` +
          `made in ${seconds(p.ms)} s`,
      );
    }
    const photos = photosCache.value;

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await setNetwork(cdp, { offline: true });
    await page.waitForFunction(() => !(globalThis as unknown as { navigator: { onLine: boolean } }).navigator.onLine);

    const tag = `bench-sync ${kbps}kbps ${new Date().toISOString()}`;
    const plan = planDay(tag, assignment.xeId, session.userId, (assignment.odoGanNhat ?? 45_000) + 10);
    const seeded = await pageTool(page, 'seedOutbox', {
      userId: session.userId,
      items: plan.items,
      photos: photos.list,
    });
    const before = await pageTool(page, 'outboxState', session.userId);
    console.log(
      `  queued offline: ${seeded.items} reports (${DAY.filter((k) => k === 'fuel').length} fuel, ` +
        `${DAY.filter((k) => k === 'sos').length} SOS, ${DAY.filter((k) => k === 'in').length} clock-in/out pairs) ` +
        `with ${seeded.photos} photos, ${kib(seeded.bytes)} KiB of JPEG; outbox: ${JSON.stringify(before.byStatus)}`,
    );

    const watch = watchRequests(context);
    const onlineAt = Date.now();
    await setNetwork(cdp, { offline: false, kbps });

    const idealGuessMs = ((seeded.bytes * 8) / (kbps * 1000)) * 1000;
    const deadline = onlineAt + Math.max(120_000, idealGuessMs * 2.5 + 60_000);
    let state = before;
    for (;;) {
      state = await pageTool(page, 'outboxState', session.userId);
      const sent = state.byStatus.sent ?? 0;
      if (sent === plan.items.length) break;
      if ((state.byStatus['needs-attention'] ?? 0) > 0) {
        throw new Error(`the server refused items:\n    ${state.errors.join('\n    ')}`);
      }
      if (Date.now() > deadline) {
        throw new Error(
          `outbox not empty ${seconds(Date.now() - onlineAt, 0)} s after going online: ${JSON.stringify(state.byStatus)}` +
            (state.errors.length ? `\n    ${state.errors.join('\n    ')}` : ''),
        );
      }
      await page.waitForTimeout(250);
    }
    const lastSentAt = state.lastSentAt ?? Date.now();
    const achievedMs = lastSentAt - onlineAt;
    // Let the refetches the drain triggers finish, then stop watching.
    await page.waitForTimeout(2_000);
    const seen = (await watch.stop()).filter((s) => s.start >= onlineAt);
    await setNetwork(cdp, { offline: false });
    const chip = await syncChipLabel(page);

    const drain = seen.filter((s) => s.method === 'POST' && s.start <= lastSentAt);
    const bodyBytes = drain.reduce((a, s) => a + s.body, 0);
    const headerBytes = drain.reduce((a, s) => a + s.headers, 0);
    const uplinkBytesPerMs = (kbps * 1000) / 8 / 1000;
    const idealMs = bodyBytes / uplinkBytesPerMs;

    // Per endpoint: requests, bytes, ideal time, time in flight, overhead per request.
    const groups = new Map<string, Seen[]>();
    for (const s of seen) {
      const key = `${s.method} ${s.path.replace(/\/\d+(?=\/|$)/g, '/:id')}`;
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    const rows: string[][] = [];
    for (const [key, list] of [...groups.entries()].sort((a, b) => b[1].length - a[1].length)) {
      const body = list.reduce((a, s) => a + s.body, 0);
      const flight = timeInFlight(list);
      const ideal = body / uplinkBytesPerMs;
      const statuses = [...new Set(list.map((s) => s.failure ?? String(s.status)))].join(',');
      rows.push([
        key,
        String(list.length),
        statuses,
        kib(body),
        kib(list.reduce((a, s) => a + s.headers, 0)),
        seconds(ideal),
        seconds(flight),
        String(Math.round((flight - ideal) / list.length)),
        list.some((s) => s.fromServiceWorker) ? 'worker' : 'page',
      ]);
    }
    // Time with no request of the drain in flight: the drain's own work between requests.
    let idle = 0;
    let cursor = onlineAt;
    for (const s of drain) {
      if (s.start > cursor) idle += s.start - cursor;
      cursor = Math.max(cursor, s.end);
    }
    idle += Math.max(0, lastSentAt - cursor);
    const firstStart = drain[0]?.start ?? Number.NaN;
    if (TIMELINE) {
      console.log('\n  timeline (ms from going online): start → end, idle before');
      let previousEnd = onlineAt;
      for (const s of seen) {
        const gap = s.method === 'POST' ? Math.round(s.start - previousEnd) : null;
        if (s.method === 'POST') previousEnd = s.end;
        console.log(
          `    ${String(Math.round(s.start - onlineAt)).padStart(7)} → ${String(Math.round(s.end - onlineAt)).padStart(7)}` +
            `  ${gap === null ? '      ' : String(gap).padStart(6)}  ${s.method} ${s.path} ${s.body ? `${kib(s.body)} KiB` : ''}`,
        );
      }
    }
    console.log('');
    printTable(
      ['request', 'n', 'status', 'body KiB', 'hdr KiB', 'ideal s', 'in flight s', 'overhead ms/req', 'from'],
      rows,
      new Set([1, 3, 4, 5, 6, 7]),
    );
    console.log(
      `  in flight = time with at least one such request between its start and its response's end (the drain uploads\n` +
        `  one photo ahead, so two uploads overlap); overhead/req = (in flight − body ÷ uplink) ÷ n.\n` +
        `  Idle with no drain request in flight: ${seconds(idle, 2)} s in total, of which online → first request ` +
        `${seconds(firstStart - onlineAt, 2)} s (online event + 200 ms debounce + IndexedDB); ` +
        `${drain.filter((s) => s.replayed).length} idempotent replays; ` +
        `${drain.filter((s) => s.fromServiceWorker).length} drain requests from the service worker (not throttled by page CDP).`,
    );

    const locations = state.photoLocations;
    const arrival = await checkServer(server, plan, session.userId, locations);
    console.log('\n  On the server:');
    for (const l of arrival.lines) console.log(`    ${l}`);
    console.log(`    sync chip after the drain: "${chip}"`);

    const ratio = achievedMs / idealMs;
    console.log(
      `\n  ${kbps} kbps: ${drain.length} requests, ${kib(bodyBytes)} KiB of bodies (+ ${kib(headerBytes)} KiB headers) — ` +
        `achieved ${seconds(achievedMs)} s, ideal ${seconds(idealMs)} s → ratio ${ratio.toFixed(3)}; ` +
        `overhead ${Math.round((achievedMs - idealMs) / Math.max(1, drain.length))} ms per request`,
    );
    return {
      kbps,
      achievedMs,
      idealMs,
      bodyBytes,
      headerBytes,
      drainRequests: drain.length,
      arrival,
      chip,
    };
  } finally {
    await context.close().catch(() => undefined);
    await server.stop();
  }
}

await runBenchmark('bench:sync', BUDGET_MS, async () => {
  ensureClientBuilt();
  const uplinks = uplinksFromArgs();
  console.log(
    `Sync of a driver's day through headless Chromium: ${DAY.length} reports with ${PHOTO_COUNT} photos queued offline ` +
      `as ${DRIVER.username}, then online with the uplink throttled (CDP Network.emulateNetworkConditions).\n` +
      'achieved = going online → the last item confirmed by the server (its sentAt); ideal = request bodies ÷ uplink.',
  );
  const browser = await launchChromium();
  const photosCache: { value?: Photos } = {};
  const results: RunResult[] = [];
  for (const kbps of uplinks) results.push(await runAt(browser, kbps, photosCache));

  console.log('');
  printTable(
    ['uplink', 'requests', 'body KiB', 'ideal s', 'achieved s', 'ratio', 'overhead ms/req', 'exactly once', 'verdict'],
    results.map((r) => [
      `${r.kbps} kbps`,
      String(r.drainRequests),
      kib(r.bodyBytes),
      seconds(r.idealMs),
      seconds(r.achievedMs),
      (r.achievedMs / r.idealMs).toFixed(3),
      String(Math.round((r.achievedMs - r.idealMs) / Math.max(1, r.drainRequests))),
      r.arrival.allOnce ? 'yes' : 'NO',
      verdict(r.achievedMs / r.idealMs, TARGET_RATIO, '', 3),
    ]),
    new Set([1, 2, 3, 4, 5, 6]),
  );
  const worst = Math.max(...results.map((r) => r.achievedMs / r.idealMs));
  console.log(
    `\nTarget: achieved ÷ ideal ≤ ${TARGET_RATIO} → worst ${worst.toFixed(3)}: ${worst <= TARGET_RATIO ? 'PASS' : 'OVER'}` +
      `; server received every report exactly once: ${results.every((r) => r.arrival.allOnce) ? 'yes' : 'NO'}`,
  );
  return 0;
});
