/**
 * The board's drag-to-drop interaction in Chromium (issue 14: INP ≤ 100 ms at CPU ×4): the production
 * server with a 20-column board of `tasks` cards with deadlines made through the API, the board open
 * at 1440×900 as `admin`, the renderer throttled ×4, then cards dragged by mouse to the next column. Each drop
 * opens the confirmation, which is cancelled (the board stays as it was for the next drag). The
 * figure is the Event Timing API's duration of every interaction (pointerdown, pointerup, the
 * cancel click) — what INP reports — per interaction, the longest of its events.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { MAX_EDGE_PX } from '@/features/work/board/model/edge-scroll';
import { launchChromium, loginThroughForm, throttleCpu } from './browser';
import { ensureClientBuilt, startServer } from './server';

const COLUMNS = 20;
const CPU_RATE = 4;

type Api = (method: string, url: string, body?: unknown) => Promise<{ data: { id: number } }>;

async function apiAs(baseUrl: string, username: string, password: string): Promise<Api> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return async (method, url, body) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: { id: number } };
  };
}

/** Durations of every interaction, and the same grouped by the event that took longest in each. */
export type DragFigures = {
  interactions: number[];
  drops: number;
  byEvent: Record<string, number[]>;
  /** The slowest interactions with the long animation frames they spanned (what ran, what rendered). */
  frames: string[];
  /**
   * Wall time of each pointer move while dragging (CDP answers a mouse event once the page has
   * handled it): how smoothly the card follows the pointer. Not an INP figure (moves are not
   * interactions), but what a person dragging sees.
   */
  moves: number[];
};

/**
 * `profile`: a file to write the renderer's CPU profile of the drags to (.cpuprofile, for DevTools or
 * bench/lib/profile-summary.ts); build with `--minify false` to read function names.
 */
export async function measureDragInteractions(
  tasks: number,
  drags: number,
  password: string,
  profile?: string,
  trace?: string,
): Promise<DragFigures> {
  ensureClientBuilt();
  const server = await startServer('vt-bench-board-drag');
  try {
    const api = await apiAs(server.baseUrl, 'admin', password);
    const ws = await api('POST', '/api/workspaces', { tieuDe: 'Bảng đo kéo thả' });
    const columnIds: number[] = [];
    for (let c = 0; c < COLUMNS; c++) {
      columnIds.push((await api('POST', `/api/workspaces/${ws.data.id}/columns`, { tenCot: `Cột ${c + 1}` })).data.id);
    }
    // Deadlines from 5 days past to 5 days ahead, as bench:board's API figures: a real board's cards
    // have running countdowns (every second) and deadline styles.
    const now = Date.now();
    for (let i = 0; i < tasks; i++) {
      const columnId = columnIds[i % COLUMNS] as number;
      await api('POST', `/api/workspaces/${ws.data.id}/columns/${columnId}/tasks`, {
        tieuDe: `Việc ${i + 1}`,
        doUuTien: (['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const)[i % 4],
        ngayKetThuc: new Date(now + ((i % 11) - 5) * 86_400_000).toISOString().slice(0, 16),
      });
    }

    const browser = await launchChromium();
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    const page = await context.newPage();
    await loginThroughForm(page, 'admin', /\/$/, { password });
    await page.goto(`/bang-phan-chia-cong-viec/${ws.data.id}`);
    const card = (title: string) => page.locator(`[data-task-id][aria-label="${title}"]:not([data-dnd-placeholder])`);
    await card('Việc 1').waitFor({ timeout: 60_000 });
    // Page code (this file is type-checked without the DOM library: the page's globals are typed here).
    await page.evaluate(() => {
      type EventEntry = {
        interactionId?: number;
        duration: number;
        name: string;
        startTime: number;
        processingStart: number;
        processingEnd: number;
      };
      type Script = {
        invoker: string;
        sourceFunctionName: string;
        duration: number;
        forcedStyleAndLayoutDuration: number;
      };
      type FrameEntry = { startTime: number; duration: number; renderStart: number; scripts: Script[] };
      type Observer = new (
        cb: (list: { getEntries(): (EventEntry & FrameEntry)[] }) => void,
      ) => { observe(o: { type: string; durationThreshold?: number; buffered?: boolean }): void };
      type Seen = { name: string; duration: number; startTime: number; delay: number; handlers: number };
      const w = globalThis as unknown as {
        __interactions: Map<number, Seen>;
        __frames: FrameEntry[];
        PerformanceObserver: Observer;
      };
      w.__interactions = new Map();
      w.__frames = [];
      new w.PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.interactionId) continue;
          const seen = w.__interactions.get(e.interactionId);
          if (!seen || e.duration > seen.duration)
            w.__interactions.set(e.interactionId, {
              name: e.name,
              duration: e.duration,
              startTime: e.startTime,
              delay: e.processingStart - e.startTime,
              handlers: e.processingEnd - e.processingStart,
            });
        }
      }).observe({ type: 'event', durationThreshold: 16 });
      // Long animation frames: which scripts (and their forced layouts) and how much rendering.
      new w.PerformanceObserver((list) => {
        for (const f of list.getEntries()) {
          w.__frames.push({
            startTime: f.startTime,
            duration: f.duration,
            renderStart: f.renderStart,
            scripts: f.scripts.map((x) => ({
              invoker: x.invoker,
              sourceFunctionName: x.sourceFunctionName,
              duration: x.duration,
              forcedStyleAndLayoutDuration: x.forcedStyleAndLayoutDuration,
            })),
          });
        }
      }).observe({ type: 'long-animation-frame' });
    });
    const cdp = await context.newCDPSession(page);
    await throttleCpu(cdp, CPU_RATE);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }

    // A Chromium trace of the drags for DevTools: tasks, layout, paint, frames, and what invalidated
    // style, layout and paint (which nodes, why).
    if (trace) {
      await browser.startTracing(page, {
        path: trace,
        screenshots: false,
        categories: [
          '-*',
          'devtools.timeline',
          'v8.execute',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'disabled-by-default-devtools.timeline.invalidationTracking',
          'toplevel',
          'latencyInfo',
        ],
      });
    }
    // CSS, not getByRole: Playwright polls its locators inside the page, and its role engine walked
    // the 500-card board (ARIA roles and names of every element) on the throttled main thread while
    // the drop being measured rendered — ~5 s of the page's CPU in 12 drags, in the figures.
    const confirm = page.locator('[role="dialog"]', { hasText: 'Di chuyển công việc' });
    let drops = 0;
    const moves: number[] = [];
    const timedMove = async (x: number, y: number) => {
      const t = performance.now();
      await page.mouse.move(x, y);
      moves.push(performance.now() - t);
    };
    // Playwright's waitFor polls the page on every animation frame: started at once after a drop or
    // a click, its queries ran in the frame that answers the interaction (~10–30 ms at CPU ×4).
    // Waiting first lets that frame be the app's alone (Event Timing ends at its paint).
    const outsideTheFrame = () => page.waitForTimeout(400);
    const rowBox = await page.locator('[data-board-row]').boundingBox();
    if (!rowBox) throw new Error('board row not on screen');
    const rowRight = rowBox.x + rowBox.width;
    for (let d = 0; d < drags; d++) {
      // Cards of the first three columns (on screen at 1440 px), each to the column on its right.
      const from = card(`Việc ${1 + (d % 3) + COLUMNS * Math.floor(d / 3)}`);
      const target = page.locator('[data-column-id]').nth((d % 3) + 1);
      const a = await from.boundingBox();
      const b = await target.boundingBox();
      if (!a || !b) throw new Error('card or column not on screen');
      await page.mouse.move(a.x + a.width / 2, a.y + 20);
      await page.mouse.down();
      await page.mouse.move(a.x + a.width / 2 + 8, a.y + 28, { steps: 4 });
      // The same path as 20 + 2 steps of page.mouse.move, each step timed.
      const [x0, y0] = [a.x + a.width / 2 + 8, a.y + 28];
      // The fourth column is cut by the row's right edge: its visible part, outside the edge zone
      // where the row scrolls sideways (model/edge-scroll.ts; covered by the e2e test).
      const [x1, y1] = [Math.min(b.x + b.width / 2, rowRight - MAX_EDGE_PX - 10), b.y + 120];
      for (let i = 1; i <= 20; i++) await timedMove(x0 + ((x1 - x0) * i) / 20, y0 + ((y1 - y0) * i) / 20);
      for (let i = 1; i <= 2; i++) await timedMove(x1, y1 + i);
      await page.mouse.up();
      await outsideTheFrame();
      await confirm.waitFor({ state: 'visible', timeout: 30_000 });
      drops++;
      // A person's click: pointer events at the button. Locator.click() first installs listeners that
      // check the hit target on the pointerdown (~15 ms of the throttled main thread in the click
      // being measured), a cost no user pays.
      const cancel = await confirm.locator('button', { hasText: 'Hủy bỏ' }).boundingBox();
      if (!cancel) throw new Error('no cancel button');
      await page.mouse.click(cancel.x + cancel.width / 2, cancel.y + cancel.height / 2);
      await outsideTheFrame();
      await confirm.waitFor({ state: 'hidden', timeout: 30_000 });
      // The cancelled move refetches the board; let it settle before the next drag.
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
    }
    // Event Timing reports an interaction after its next paint.
    await page.waitForTimeout(1000);
    if (trace) await browser.stopTracing();
    if (profile) {
      const { profile: data } = await cdp.send('Profiler.stop');
      writeFileSync(profile, JSON.stringify(data));
    }
    type Frame = {
      startTime: number;
      duration: number;
      renderStart: number;
      scripts: {
        invoker: string;
        sourceFunctionName: string;
        duration: number;
        forcedStyleAndLayoutDuration: number;
      }[];
    };
    const { seen, frames: loaf } = await page.evaluate(() => {
      const w = globalThis as unknown as {
        __interactions: Map<
          number,
          { name: string; duration: number; startTime: number; delay: number; handlers: number }
        >;
        __frames: Frame[];
      };
      return { seen: [...w.__interactions.values()], frames: w.__frames };
    });
    const interactions = seen.map((s) => s.duration);
    const byEvent: Record<string, number[]> = {};
    for (const s of seen) byEvent[s.name] = [...(byEvent[s.name] ?? []), s.duration];
    // The slowest interactions, each with the long frames it spanned: scripts by invoker, then rendering.
    const frames = [...seen]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 6)
      .map((s) => {
        const spanned = loaf.filter(
          (f) => f.startTime < s.startTime + s.duration && f.startTime + f.duration > s.startTime,
        );
        const parts = spanned.flatMap((f) => [
          ...f.scripts
            .filter((x) => x.duration >= 2)
            .map(
              (x) =>
                `    ${x.duration.toFixed(0).padStart(4)} ms ${x.invoker} ${x.sourceFunctionName}` +
                (x.forcedStyleAndLayoutDuration ? ` (forced layout ${x.forcedStyleAndLayoutDuration.toFixed(0)})` : ''),
            ),
          `    ${(f.startTime + f.duration - f.renderStart).toFixed(0).padStart(4)} ms rendering (frame of ${f.duration.toFixed(0)} ms)`,
        ]);
        // Event Timing's three parts: waiting for the main thread, the handlers, then until the next paint.
        const split = `input delay ${s.delay.toFixed(0)}, handlers ${s.handlers.toFixed(0)}, presentation ${(s.duration - s.delay - s.handlers).toFixed(0)}`;
        return [`  ${s.name} ${s.duration} ms (${split}):`, ...parts].join('\n');
      });
    await browser.close();
    return { interactions, drops, byEvent, frames, moves };
  } finally {
    await server.stop();
  }
}
