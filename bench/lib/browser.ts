/**
 * Headless Chromium for the browser benchmarks, with the e2e suite's executable and flags
 * (tests/e2e/support/chromium.ts), a phone-sized driver context, the login the e2e does through the
 * real form, and the in-page helpers of browser/page-tools.js. Browsers and contexts are registered
 * with the cleanup registry (process.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/support/chromium';
import { onCleanup } from './process';
import { DEMO_PASSWORD, distDir } from './server';

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
    timeout: 60_000,
  });
  onCleanup('close Chromium', () => browser.close());
  return browser;
}

/** A 390×844 phone in Vietnamese, Ho Chi Minh City time, like the e2e driver tests. */
export async function newDriverContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    serviceWorkers: 'allow',
  });
  onCleanup('close browser context', () => context.close());
  return context;
}

/** The driver of the demo data: `taixe1`, Nguyễn Văn Tài, holding 51C-123.45 (ASSIGNED). */
export const DRIVER = {
  username: 'taixe1',
  name: 'Nguyễn Văn Tài',
  plate: '51C-123.45',
  /** The dashboard's primary action in the ASSIGNED state. */
  primaryAction: 'Nhận xe & bắt đầu ca',
} as const;

/**
 * Logs in through the real form (as tests/e2e/support/session.ts does) and waits for `landing`.
 * `baseUrl` for a page whose context has none (a browser Playwright connected to).
 */
export async function loginThroughForm(
  page: Page,
  username: string,
  landing: RegExp,
  { password = DEMO_PASSWORD, baseUrl = '' }: { password?: string; baseUrl?: string } = {},
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu').first().fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(landing, { timeout: 30_000 });
}

/** Resolves once a service worker controls the page (precache installed and claimed). */
export async function waitForServiceWorker(page: Page) {
  // A function, not a string: the app's CSP (no 'unsafe-eval') refuses string predicates.
  await page.waitForFunction(
    () => {
      const { navigator } = globalThis as unknown as {
        navigator: { serviceWorker?: { controller: { state: string } | null } };
      };
      return navigator.serviceWorker?.controller?.state === 'activated';
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** The chip label on driver screens ('Đã gửi hết', 'N mục chờ gửi', 'Ngoại tuyến', …). */
export const syncChipLabel = async (page: Page) =>
  (
    (await page
      .getByTestId('sync-chip-label')
      .textContent({ timeout: 5_000 })
      .catch(() => null)) ?? ''
  ).trim();

/** Throttles the page's renderer main thread (CDP Emulation.setCPUThrottlingRate). */
export async function throttleCpu(cdp: CDPSession, rate: number) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * The URL path of the app's photo compressor worker (src/offline/compress.worker.ts, built to a hashed
 * file that the manifest lists as an asset of the chunk holding photos.ts).
 */
export function compressWorkerUrl(): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { assets?: string[] }
  >;
  const file = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((asset) => /\/compress\.worker-[\w-]+\.js$/.test(asset));
  if (!file) throw new Error('dist/.vite/manifest.json lists no compress.worker-*.js asset');
  return `/${file}`;
}

/** A 12 MP camera frame (4:3), encoded as phones do (JPEG ≈ 0.92). */
export const CAMERA = { width: 4000, height: 3000, quality: 0.92 } as const;

/**
 * savePhoto()'s settings (PHOTO_MAX_SIDE, PHOTO_QUALITY), read from src/offline/photos.ts's text so the
 * benchmark follows the app (bench code does not import src/); 1600 px and 0.82 if not found.
 */
export function appPhotoSettings(): { maxSide: number; quality: number } {
  let text = '';
  try {
    text = readFileSync(path.join(distDir, '..', 'src', 'offline', 'photos.ts'), 'utf8');
  } catch {
    // keep the defaults
  }
  const maxSide = Number(/PHOTO_MAX_SIDE\s*=\s*([\d_]+)/.exec(text)?.[1]?.replaceAll('_', '') ?? 1600);
  const quality = Number(/PHOTO_QUALITY\s*=\s*([\d.]+)/.exec(text)?.[1] ?? 0.82);
  return { maxSide, quality };
}

const PAGE_TOOLS = path.join(import.meta.dirname, 'browser', 'page-tools.js');

/**
 * Installs browser/page-tools.js as `globalThis.__vtBench` in the page (through CDP, so the app's CSP
 * does not apply). Its functions are typed by PageTools below.
 */
export async function installPageTools(page: Page) {
  await page.evaluate(readFileSync(PAGE_TOOLS, 'utf8'));
}

export interface CompressedPhoto {
  /** Base64 of the JPEG bytes. */
  base64: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
}

export interface SeedItem {
  kind: 'fuel.report' | 'sos.report' | 'attendance.check-in' | 'attendance.check-out';
  /** Ordering group (src/offline/actions.ts); `{id}` is replaced by the item's id (SOS: `sos:{id}`). */
  group: string;
  payload: Record<string, unknown>;
  photos: { field: string; photo: number; folder: string }[];
  label: string;
  occurredAt: number;
}

/** What page-tools.js puts on globalThis.__vtBench (see that file for the details). */
export interface PageTools {
  cameraJpeg(options: { seed: number; width: number; height: number; quality: number }): Promise<{
    size: number;
    width: number;
    height: number;
    ms: number;
  }>;
  lastJpegBase64(): Promise<string>;
  useInput(base64: string, name: string): void;
  compressWithAppWorker(options: {
    workerUrl: string;
    maxSide: number;
    quality: number;
  }): Promise<CompressedPhoto & { ms: number }>;
  session(): Promise<{ userId: number; username: string } | null>;
  seedOutbox(options: { userId: number; items: SeedItem[]; photos: CompressedPhoto[] }): Promise<{
    items: number;
    photos: number;
    bytes: number;
  }>;
  outboxState(userId: number): Promise<{
    total: number;
    byStatus: Record<string, number>;
    lastSentAt: number | null;
    errors: string[];
    /** Where the uploaded photos went (`/api/files/…`). */
    photoLocations: string[];
  }>;
  newestPhoto(): Promise<{
    id: string;
    size: number;
    width: number;
    height: number;
    mime: string;
    count: number;
  } | null>;
  startLongTasks(): void;
  stopLongTasks(): { count: number; longest: number; total: number; entries: { start: number; duration: number }[] };
  timePhotoSave(options: { thumbAlt: string; previousSrc: string | null; mark: string; timeoutMs: number }): Promise<{
    ms: number;
    start: number;
    end: number;
    src: string;
  }>;
}

/** Calls one page-tools function in the page. */
export async function pageTool<K extends keyof PageTools>(
  page: Page,
  name: K,
  ...args: Parameters<PageTools[K]>
): Promise<Awaited<ReturnType<PageTools[K]>>> {
  return page.evaluate(
    ([fn, fnArgs]) => {
      const tools = (globalThis as unknown as { __vtBench?: Record<string, (...a: unknown[]) => unknown> }).__vtBench;
      const f = tools?.[fn];
      if (!f) throw new Error(`page tools not installed (${fn})`);
      return f(...fnArgs);
    },
    [name, args] as [string, unknown[]],
  ) as Promise<Awaited<ReturnType<PageTools[K]>>>;
}
