import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { FAKE_CAMERA_ARGS, findChromium, keepPositionFresh, PHONE_POSITION } from './support/chromium';
import { createDriverWithVehicle, type IsolatedDriver } from './support/fleet';
import { takePhoto } from './support/photo';
import { loginThroughForm, waitForServiceWorker } from './support/session';

// Issue 11 §1–§2: the driver app reopened with no data shows what it last knew on every screen —
// after a relaunch with the network cut, after queuing every kind of report and waiting out every
// retry and stale timer, after a reload in place, with bars but no data (requests aborted while
// the browser believes it is online), and a simulated day later. Then data comes back without an
// `online` event and the SOS goes first.

const ERROR_TEXT = /Lỗi tải dữ liệu|Không tải được|Lỗi tải/;
const DAY_MS = 24 * 60 * 60_000;

let driver: IsolatedDriver;
let profileDir: string;

test.beforeAll(async ({ request }) => {
  driver = await createDriverWithVehicle(request, String(Date.now()).slice(-5));
  profileDir = mkdtempSync(path.join(tmpdir(), 'vt-reopen-'));
});
test.afterAll(() => rmSync(profileDir, { recursive: true, force: true }));

/** The same phone profile every time: IndexedDB, the service worker and its caches survive. */
async function launch(baseURL: string, options: { offline?: boolean } = {}): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    args: FAKE_CAMERA_ARGS,
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    permissions: ['camera', 'geolocation'],
    geolocation: PHONE_POSITION,
    offline: options.offline ?? false,
  });
  keepPositionFresh(context);
  return context;
}

const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/reopen-${name}.png`, fullPage: true });
}

/** No screen may replace what it knew with an error. */
async function expectNoLoadError(page: Page) {
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
}

/** "MM/YYYY" in the phone's time zone. */
const monthOf = (date: Date) =>
  new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', month: '2-digit', year: 'numeric' }).format(date);

/**
 * Every driver screen with its real content, read from what the phone knows. `stale`: the server
 * cannot be reached, so the screens say from when their data is. `newMonth`: the phone's clock has
 * moved into a month it never loaded, so the attendance grid (which opens on the current month)
 * is looked at one month back, the one it knows.
 */
async function expectEveryScreen(page: Page, phase: string, stale: RegExp | null, newMonth = false) {
  const dataAge = async () => {
    if (stale) await expect(page.getByTestId('data-age')).toContainText(stale);
  };

  await page.goto('/tai-xe');
  await expect(page.getByRole('heading', { name: driver.hoTen })).toBeVisible();
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);
  await expect(page.getByText(driver.documentNo)).toBeVisible();
  await dataAge();
  await expectNoLoadError(page);
  await shoot(page, `${phase}-dashboard`);
  for (const tab of ['Xăng dầu', 'Checklist', 'Bảo dưỡng', 'Đơn hàng']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Đang tải...')).toHaveCount(0);
    await expectNoLoadError(page);
  }

  await page.goto('/tai-xe-checklist');
  await expect(page.getByRole('heading', { name: 'Checklist đầu ca' })).toBeVisible();
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);
  await expect(page.getByRole('group', { name: 'Phanh', exact: true })).toBeVisible();
  await dataAge();
  await expectNoLoadError(page);
  await shoot(page, `${phase}-checklist`);

  await page.goto('/tai-xe-do-xang');
  await expect(page.getByRole('heading', { name: 'Báo cáo đổ xăng' })).toBeVisible();
  await expect(page.getByLabel('Số tiền')).toBeVisible();
  await expectNoLoadError(page);

  await page.goto('/tai-xe-bao-duong');
  await expect(page.getByRole('heading', { name: 'Phiếu Sửa Chữa Của Tôi' })).toBeVisible();
  await expect(page.getByText('Đang tải...')).toHaveCount(0);
  await expectNoLoadError(page);

  await page.goto('/ho-so-xe-cua-toi');
  await expect(page.getByRole('heading', { name: 'Hồ sơ xe của tôi' })).toBeVisible();
  await expect(page.getByText(driver.hoTen).first()).toBeVisible();
  await expect(page.getByText(driver.bienSo).first()).toBeVisible();
  await expect(page.getByText(driver.documentNo)).toBeVisible();
  await dataAge();
  await expectNoLoadError(page);
  await shoot(page, `${phase}-profile`);

  await page.goto('/tai-xe-hang-doi');
  await expect(page.getByRole('heading', { name: 'Hàng đợi gửi' })).toBeVisible();

  await page.goto('/cham-cong-nhan-vien');
  await expect(page.getByText('Bảng công tháng')).toBeVisible();
  if (newMonth) await page.getByRole('button', { name: 'Tháng trước' }).click();
  await expect(page.getByText('Thống kê giờ làm')).toBeVisible();
  await expect(page.getByTestId('month-total')).toBeVisible();
  await expectNoLoadError(page);
  await shoot(page, `${phase}-attendance`);
}

const chip = (page: Page) => page.getByTestId('sync-chip');

/** Every kind of report, queued on the dashboard with no data getting through. */
async function queueEveryReport(page: Page) {
  await page.goto('/tai-xe');
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);

  await page.getByRole('button', { name: 'Nhận xe & bắt đầu ca' }).click();
  const receive = page.getByRole('dialog', { name: 'Nhận xe & bắt đầu ca' });
  await receive.getByLabel(/Số ODO lúc nhận xe/).fill(String(driver.odo + 10));
  await receive.getByRole('button', { name: 'Nhận xe' }).click();
  await expect(page.getByTestId('shift-step')).toHaveText('Đã nhận xe');

  await page.getByRole('button', { name: 'Làm checklist đầu ca' }).click();
  await expect(page.getByRole('heading', { name: 'Checklist đầu ca' })).toBeVisible();
  await page.getByLabel('Số ODO hiện tại').fill(String(driver.odo + 20));
  const groups = page.getByRole('group').filter({ has: page.getByRole('button', { name: /: OK$/ }) });
  for (const name of await groups.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
    await page.getByRole('button', { name: `${name}: OK`, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Gửi checklist' }).click();
  await expect(page.getByTestId('shift-step')).toHaveText('Đang trong ca');

  await page.getByRole('button', { name: 'Đổ xăng' }).click();
  const fuel = page.getByRole('dialog', { name: 'Báo cáo đổ xăng' });
  await fuel.getByLabel('Số tiền').fill('450000');
  await fuel.getByLabel('Số lít').fill('20');
  await fuel.getByLabel('Số ODO hiện tại').fill(String(driver.odo + 60));
  await takePhoto(page, 'Ảnh biên lai');
  await takePhoto(page, 'Ảnh đồng hồ ODO');
  await fuel.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(fuel).toBeHidden();

  await page.getByLabel('Chấm công hôm nay').getByRole('button', { name: 'Chấm vào' }).click();
  const punch = page.getByRole('dialog', { name: 'Chấm vào' });
  await takePhoto(page, 'Ảnh chân dung');
  await punch.getByRole('button', { name: 'Chấm vào' }).click();
  await expect(punch).toBeHidden();

  await page.getByRole('button', { name: 'Kết thúc ca & trả xe' }).click();
  const giveBack = page.getByRole('dialog', { name: 'Kết thúc ca & trả xe' });
  await giveBack.getByLabel('Số ODO khi trả xe').fill(String(driver.odo + 100));
  await giveBack.getByRole('button', { name: 'Trả xe' }).click();
  await expect(page.getByTestId('shift-step')).toHaveText('Chưa nhận xe');
  // Receive, checklist, fuel, clock-in, return.
  await expect(chip(page)).toContainText('5 mục chờ gửi');
}

/** An SOS with no answer says so within 10 s and offers the dispatcher's phone and SMS. */
async function sendSosUnanswered(page: Page, text: string, screenshot?: string) {
  await page.goto('/tai-xe');
  await page.getByRole('button', { name: 'Báo sự cố' }).click();
  const sos = page.getByRole('dialog', { name: /SOS/ });
  await sos.getByLabel('Mô tả sự cố').fill(text);
  await sos.getByRole('button', { name: 'Gửi SOS' }).click();
  await expect(sos.getByText('Chưa gửi được')).toBeVisible({ timeout: 10_000 });
  await expect(sos.getByRole('link', { name: 'Gọi điều phối' })).toHaveAttribute('href', /^tel:\d+$/);
  await expect(sos.getByRole('link', { name: 'Nhắn tin điều phối' })).toBeVisible();
  if (screenshot) await shoot(page, screenshot);
  await sos.getByRole('button', { name: 'Đóng' }).click();
}

/** Milliseconds from `start` until the outbox screen shows the SOS sent, then until nothing waits. */
async function timeRecovery(page: Page, start: number) {
  const sosItem = page.getByTestId('outbox-item').filter({ hasText: 'Báo cáo sự cố (SOS)' }).first();
  await expect(sosItem).toHaveAttribute('data-status', 'sent', { timeout: 25_000 });
  const sosMs = Date.now() - start;
  await expect(chip(page)).toContainText('Đã gửi hết', { timeout: 40_000 });
  return { sosMs, allMs: Date.now() - start };
}

test('every driver screen reopens with no data from what it last knew; data back sends the SOS first', async ({
  baseURL,
}) => {
  test.setTimeout(480_000);
  const base = baseURL ?? '';

  // ── online: log in, open every screen once so the phone knows them ──────────────────────────────
  let context = await launch(base);
  let page = await firstPage(context);
  await loginThroughForm(page, driver.username, driver.password);
  await expect(page).toHaveURL(/\/tai-xe/);
  await waitForServiceWorker(page);
  await expectEveryScreen(page, '1-online', null);
  await page.waitForTimeout(1_500); // the persisted cache is saved at most once a second
  await context.close();

  // ── relaunch with the network cut: every screen, then every kind of report ─────────────────────
  context = await launch(base, { offline: true });
  page = await firstPage(context);
  await expectEveryScreen(page, '2-offline', /Ngoại tuyến · dữ liệu lúc \d\d:\d\d/);
  await queueEveryReport(page);
  // Longer than every retry (≈3 s), stale (30 s), drain (30 s) and probe (≈18 s) timer.
  await page.waitForTimeout(35_000);
  await page.goto('/tai-xe'); // stale reads refetch on mount, and fail
  await page.waitForTimeout(3_000);
  await context.close();

  context = await launch(base, { offline: true });
  page = await firstPage(context);
  await expectEveryScreen(page, '3-relaunch-offline', /Ngoại tuyến · dữ liệu lúc/);
  await page.reload();
  await expect(page.getByText('Bảng công tháng')).toBeVisible();
  await page.goto('/tai-xe');
  await page.reload();
  await expect(page.getByRole('heading', { name: driver.hoTen })).toBeVisible();
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);
  await expect(chip(page)).toContainText('5 mục chờ gửi');
  await context.close();

  // ── bars but no data: the browser says online, every API request is dropped ─────────────────────
  context = await launch(base);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  page = await firstPage(context);
  await expectEveryScreen(page, '4-no-data', /Ngoại tuyến · dữ liệu lúc/);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await sendSosUnanswered(page, 'Xe chết máy trên cầu (reopen e2e)', 'sos-no-data');
  await page.goto('/tai-xe-hang-doi');
  await expect(page.getByTestId('outbox-item')).toHaveCount(6);
  await page.waitForTimeout(8_000); // the SOS's short fuse has fired at least once, and failed

  // Data comes back with no `online` event: the probe (or any answer) ends the backoffs.
  const noDataBack = Date.now();
  await context.unroute('**/api/**');
  const noData = await timeRecovery(page, noDataBack);
  await expect(page.getByTestId('data-age')).toHaveCount(0);

  // The other cut: the browser knows it is offline, and gets an `online` event back.
  await context.setOffline(true);
  await sendSosUnanswered(page, 'Kẹt xe do tai nạn phía trước (reopen e2e)');
  await page.goto('/tai-xe-hang-doi');
  const offlineBack = Date.now();
  await context.setOffline(false);
  const offline = await timeRecovery(page, offlineBack);
  test.info().annotations.push({
    type: 'recovery',
    description: `no-data cut: SOS ${noData.sosMs} ms, empty ${noData.allMs} ms; offline cut: SOS ${offline.sosMs} ms, empty ${offline.allMs} ms`,
  });
  console.log(
    `[reopen] data back → SOS confirmed / outbox empty: no-data cut ${noData.sosMs} / ${noData.allMs} ms; offline cut ${offline.sosMs} / ${offline.allMs} ms`,
  );
  await page.goto('/tai-xe');
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);
  await page.waitForTimeout(1_500);
  await context.close();

  // ── a day later, still no network: the last good data, dated ───────────────────────────────────
  context = await launch(base, { offline: true });
  const nextDay = new Date(Date.now() + DAY_MS + 2 * 60 * 60_000);
  await context.clock.install({ time: nextDay });
  page = await firstPage(context);
  await expectEveryScreen(
    page,
    '5-next-day',
    /Ngoại tuyến · dữ liệu lúc \d\d:\d\d ngày \d\d\/\d\d/,
    monthOf(nextDay) !== monthOf(new Date()),
  );
  await context.close();
});
