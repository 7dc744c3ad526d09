import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginThroughForm, waitForServiceWorker } from './support/session';

// The driver's transport orders (spec 003 §3/§4) on the phone: taixe2 accepts an order online, loses
// coverage, arrives at pickup, loads, arrives at delivery and completes — each step shown at once
// as 'Chờ gửi' — then reports a second order failed with its reason; back online the outbox drains
// and the dispatcher's console shows the order finished with the phone's step times.
// The console's create form is covered by console-orders.spec.ts: the orders are created via the API.
// Screenshots at 390×844 land in /tmp/shots/orders-*.png.

test.use({ viewport: { width: 390, height: 844 } });

const PLATE = '51D-678.90';
const run = Date.now().toString(36).slice(-5);
const DELIVERY = `E2E ${run} Giao 8 kiện hàng cho Kho Linh Trung`;
const FAILING = `E2E ${run} Lấy hàng mẫu tại NCC Tân Tạo`;
const REASON = 'Kho đóng cửa, không liên lạc được người nhận.';
const STEP_DONE = 'Cập nhật trạng thái đơn hàng thành công.';

type Order = { id: number; trangThai: string; [time: string]: unknown };

async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** dd/MM/yyyy HH:mm in Vietnam time, as the screens show it. */
function vnDateTime(iso: string) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** What the phone's screen shows (a full-page shot cuts a full-screen modal oddly). */
const shoot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/orders-${name}.png` });

const card = (page: Page, name: string) => page.getByTestId('order-card').filter({ hasText: name });
const chip = (page: Page) => page.getByTestId('sync-chip-label');

/** Taps a step, checks the confirmation names it and where it leads, confirms. */
async function takeStep(page: Page, detail: Locator, label: string, to: string, shot?: string) {
  await detail.getByRole('button', { name: label, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Xác nhận thao tác' });
  await expect(confirm).toContainText(`${label}?`);
  await expect(confirm).toContainText(`Đơn hàng sẽ chuyển sang ${to}.`);
  if (shot) await shoot(page, shot);
  await confirm.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(confirm).toBeHidden();
}

async function dispatcherPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await loginThroughForm(page, 'dieuphoi');
  await expect(page).toHaveURL(/\/$/);
  return page;
}

test('taixe2 takes an order through its steps offline; the dispatcher sees it finished with the phone times', async ({
  page,
  context,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);

  // ── the dispatcher gives taixe2 two orders on their vehicle ──────────────────────────────────────
  const office = await tokenOf(request, 'dieuphoi');
  const drivers = await apiGet<{ idNguoiDung: number; tenDangNhap: string; xeId: number | null; bienSo: string }[]>(
    request,
    office,
    '/api/nguoi-dung/tai-xe-options-status',
  );
  const taixe2 = drivers.find((d) => d.tenDangNhap === 'taixe2');
  expect(taixe2?.bienSo).toBe(PLATE);
  const create = async (tenDonHang: string, loaiDonHang: string, thoiGianHen: string) => {
    const res = await request.post('/api/don-hang', {
      headers: { authorization: `Bearer ${office}` },
      data: { tenDonHang, loaiDonHang, taiXeId: taixe2?.idNguoiDung, xeId: taixe2?.xeId, thoiGianHen, ghiChu: null },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: Order }).data;
  };
  const delivery = await create(DELIVERY, 'GIAO_HANG', '2030-01-15T09:30');
  const failing = await create(FAILING, 'LAY_HANG', '2030-01-15T14:00');

  // ── the driver opens 'Đơn hàng': CHO_NHAN first ─────────────────────────────────────────────────
  await loginThroughForm(page, 'taixe2');
  await expect(page).toHaveURL(/\/tai-xe/);
  await waitForServiceWorker(page);
  await page.getByRole('tab', { name: 'Đơn hàng' }).click();
  await expect(page).toHaveURL(/tab=van_hang/);
  await expect(page.getByRole('heading', { name: 'Công việc hôm nay' })).toBeVisible();
  await expect(page.getByLabel('Trạng thái đơn hàng')).toHaveValue('CHO_NHAN');
  await expect(card(page, DELIVERY)).toContainText('Chờ nhận');
  await expect(card(page, DELIVERY)).toContainText(`Giao hàng · Xe ${PLATE}`);
  await expect(card(page, DELIVERY)).toContainText('Hẹn: 15/01/2030 09:30');
  await expect(card(page, FAILING)).toContainText('Lấy hàng · Xe');
  await card(page, DELIVERY).scrollIntoViewIfNeeded();
  await shoot(page, 'tab');

  // ── accept online ───────────────────────────────────────────────────────────────────────────────
  await card(page, DELIVERY).click();
  const detail = page.getByRole('dialog', { name: `Đơn hàng #${delivery.id}` });
  await expect(detail.getByText(DELIVERY)).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Đã có hàng, bắt đầu giao' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Báo Thất Bại' })).toBeVisible();
  await expect(detail.locator('[data-done="true"]')).toHaveCount(1);
  await shoot(page, 'detail');
  await takeStep(page, detail, 'Nhận & Đi lấy hàng', 'Đã nhận', 'confirm');
  await expect(detail.getByRole('button', { name: 'Đã đến điểm lấy hàng', exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Đã có hàng, bắt đầu giao' })).toHaveCount(0);
  await expect(chip(page)).toHaveText('Đã gửi hết', { timeout: 30_000 });
  await expect
    .poll(async () => (await apiGet<Order>(request, office, `/api/don-hang/${delivery.id}`)).trangThai)
    .toBe('DA_NHAN');

  // The 'Đã nhận' list, read once online, is what the phone will show offline.
  await detail.getByRole('button', { name: 'Đóng', exact: true }).click();
  await page.getByLabel('Trạng thái đơn hàng').selectOption('DA_NHAN');
  await expect(card(page, DELIVERY)).toContainText('Đã nhận');
  await page.getByLabel('Trạng thái đơn hàng').selectOption('CHO_NHAN');
  await expect(card(page, FAILING)).toBeVisible();
  await expect(card(page, DELIVERY)).toHaveCount(0);
  // The persisted query cache is written at most once a second.
  await page.waitForTimeout(1_500);

  // ── coverage lost: the rest of the order in a dead zone ───────────────────────────────────────
  await context.setOffline(true);
  await expect(chip(page)).toHaveText('Ngoại tuyến');
  await page.getByLabel('Trạng thái đơn hàng').selectOption('DA_NHAN');
  await card(page, DELIVERY).click();
  await expect(detail).toBeVisible();

  await takeStep(page, detail, 'Đã đến điểm lấy hàng', 'Đã đến điểm lấy');
  await expect(detail.getByText('Đã đến điểm lấy', { exact: true })).toBeVisible();
  await expect(detail.getByText('Chờ gửi').first()).toBeVisible();
  await takeStep(page, detail, 'Lấy hàng xong', 'Đã lấy hàng');
  await takeStep(page, detail, 'Đã đến điểm giao hàng', 'Đã đến điểm giao');
  await expect(detail.locator('[data-pending="true"]')).toHaveCount(3);
  await expect(detail.locator('[data-done="true"]')).toHaveCount(5);
  await expect(detail.getByText('Bước này đã lưu, sẽ gửi khi có mạng.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Hoàn thành đơn' })).toBeVisible();
  await shoot(page, 'detail-offline');
  // The progress further down the (full-screen, scrolling) detail.
  await detail.locator('[data-pending="true"]').last().scrollIntoViewIfNeeded();
  await shoot(page, 'detail-offline-progress');

  // Closed, the card stays in the list it was opened from, showing the state this phone reached.
  await detail.getByRole('button', { name: 'Đóng', exact: true }).click();
  await expect(card(page, DELIVERY)).toContainText('Đã đến điểm giao');
  await expect(card(page, DELIVERY)).toContainText('Chờ gửi');
  await shoot(page, 'tab-offline');
  // A state never listed online still shows the orders this phone moved into it.
  await page.getByLabel('Trạng thái đơn hàng').selectOption('DA_DEN_DIEM_GIAO');
  await expect(card(page, DELIVERY)).toContainText('Chờ gửi');
  await card(page, DELIVERY).click();
  await takeStep(page, detail, 'Hoàn thành đơn', 'Hoàn thành');
  // The detail closes once the order is finished.
  await expect(detail).toBeHidden();
  await expect(page.getByText(`${STEP_DONE.replace(/\.$/, '')} — đã lưu, sẽ gửi khi có mạng.`)).toBeVisible();

  // ── the second order fails, with its mandatory reason ──────────────────────────────────────────
  await page.getByLabel('Trạng thái đơn hàng').selectOption('CHO_NHAN');
  await card(page, FAILING).click();
  const failingDetail = page.getByRole('dialog', { name: `Đơn hàng #${failing.id}` });
  await failingDetail.getByRole('button', { name: 'Báo Thất Bại' }).click();
  const fail = page.getByRole('dialog', { name: 'Báo Thất Bại' });
  await expect(fail).toContainText('Đơn hàng sẽ kết thúc ở trạng thái Thất bại.');
  await fail.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(fail.getByText('Bạn phải nhập lý do.')).toBeVisible();
  await fail.getByLabel('Lý do thất bại').fill(REASON);
  await shoot(page, 'fail-reason');
  await fail.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(failingDetail).toBeHidden();
  await expect(page.getByText('Đã báo đơn hàng thất bại — đã lưu, sẽ gửi khi có mạng.')).toBeVisible();
  await expect(card(page, FAILING)).toContainText('Thất bại');
  await expect(card(page, FAILING)).toContainText('Chờ gửi');
  await card(page, FAILING).click();
  await expect(failingDetail.getByText('Đơn hàng này đã kết thúc.')).toBeVisible();
  await expect(failingDetail.getByText(`Lý do: ${REASON}`)).toBeVisible();
  await expect(failingDetail.getByRole('button', { name: 'Báo Thất Bại' })).toHaveCount(0);
  await failingDetail.getByRole('button', { name: 'Đóng', exact: true }).click();
  await expect(page.getByTestId('sync-chip')).toContainText('5 mục chờ gửi');
  const offlineUntil = Date.now();

  // ── still offline, the app is reopened: the lists read once come back with the steps on top ──────
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Công việc hôm nay' })).toBeVisible();
  await expect(card(page, FAILING)).toContainText('Thất bại');
  await expect(card(page, FAILING)).toContainText('Chờ gửi');
  await page.getByLabel('Trạng thái đơn hàng').selectOption('DA_NHAN');
  await expect(card(page, DELIVERY)).toContainText('Hoàn thành');
  await expect(card(page, DELIVERY)).toContainText('Chờ gửi');

  // ── coverage back: the outbox drains in order ──────────────────────────────────────────────────
  await context.setOffline(false);
  await expect(chip(page)).toHaveText('Đã gửi hết', { timeout: 30_000 });
  // The refreshed CHO_NHAN list no longer holds the failed order.
  await expect(card(page, FAILING)).toHaveCount(0);

  const done = await apiGet<Order>(request, office, `/api/don-hang/${delivery.id}`);
  expect(done.trangThai).toBe('HOAN_THANH');
  const times = [
    'thoiDiemNhanDon',
    'thoiDiemDenDiemLay',
    'thoiDiemLayHangXong',
    'thoiDiemDenDiemGiao',
    'thoiDiemHoanThanh',
  ];
  const stamps = times.map((t) => Date.parse(String(done[t])));
  expect(stamps.every(Number.isFinite)).toBe(true);
  expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
  // Dated when the driver tapped, not when coverage came back.
  expect(stamps.at(-1)).toBeLessThanOrEqual(offlineUntil);
  const failed = await apiGet<Order>(request, office, `/api/don-hang/${failing.id}`);
  expect(failed).toMatchObject({ trangThai: 'THAT_BAI', lyDoThatBai: REASON });

  // ── the dispatcher's console ──────────────────────────────────────────────────────────────────
  const desk = await dispatcherPage(browser, testInfo.project.use.baseURL);
  await desk.goto('/quan-ly-don-hang');
  await desk.getByRole('textbox', { name: 'Tìm kiếm' }).fill(`E2E ${run}`);
  await desk.getByRole('tab', { name: 'Hoàn thành' }).click();
  // The table cuts names at 40 characters: find the rows by this run's prefix.
  const row = desk.getByRole('row', { name: new RegExp(`E2E ${run} Giao`) });
  await expect(row).toContainText('Hoàn thành');
  await row.getByRole('button', { name: 'Chi tiết' }).click();
  const deskDetail = desk.getByRole('dialog', { name: `Đơn hàng #${delivery.id}` });
  await expect(deskDetail.locator('[data-done="true"]')).toHaveCount(6);
  await expect(deskDetail.getByText('Chưa thực hiện')).toHaveCount(0);
  for (const t of times) await expect(deskDetail.getByText(vnDateTime(String(done[t]))).first()).toBeVisible();
  await desk.keyboard.press('Escape');
  await desk.getByRole('tab', { name: 'Thất bại' }).click();
  await desk
    .getByRole('row', { name: new RegExp(`E2E ${run} Lấy`) })
    .getByRole('button', { name: 'Chi tiết' })
    .click();
  await expect(desk.getByRole('dialog', { name: `Đơn hàng #${failing.id}` })).toContainText(REASON);
  await desk.context().close();
});

test('a step the server refuses holds the order until it is discarded; then the server state shows again', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const office = await tokenOf(request, 'dieuphoi');
  const drivers = await apiGet<{ idNguoiDung: number; tenDangNhap: string; xeId: number | null }[]>(
    request,
    office,
    '/api/nguoi-dung/tai-xe-options-status',
  );
  const taixe2 = drivers.find((d) => d.tenDangNhap === 'taixe2');
  const name = `E2E ${run} Giao phụ tùng cho Gara Bình Chánh`;
  const res = await request.post('/api/don-hang', {
    headers: { authorization: `Bearer ${office}` },
    data: { tenDonHang: name, loaiDonHang: 'GIAO_HANG', taiXeId: taixe2?.idNguoiDung, xeId: taixe2?.xeId },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = ((await res.json()) as { data: Order }).data;

  // The server refuses the accept once, with its own message.
  const refusal = 'Không thể thực hiện thao tác này khi đơn hàng đang ở trạng thái "Thất bại".';
  let refused = 0;
  await context.route(`**/api/don-hang/${order.id}/nhan-don`, async (route) => {
    if (refused > 0) return route.fallback();
    refused += 1;
    await route.fulfill({ status: 422, json: { message: refusal, code: 'CONFLICT' } });
  });

  await loginThroughForm(page, 'taixe2');
  await expect(page).toHaveURL(/\/tai-xe/);
  await page.getByRole('tab', { name: 'Đơn hàng' }).click();
  await card(page, name).click();
  const detail = page.getByRole('dialog', { name: `Đơn hàng #${order.id}` });
  await takeStep(page, detail, 'Nhận & Đi lấy hàng', 'Đã nhận');

  // Refused: the order is back to what the server has, its actions held until the item is handled.
  await expect(detail.getByRole('alert')).toContainText('Máy chủ từ chối thao tác');
  await expect(detail.getByRole('alert')).toContainText(refusal);
  await expect(detail.getByText('Chờ nhận', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Nhận & Đi lấy hàng' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Báo Thất Bại' })).toHaveCount(0);
  await shoot(page, 'detail-refused');
  await detail.getByRole('link', { name: 'Mở hàng đợi gửi' }).click();
  await expect(page).toHaveURL(/\/tai-xe-hang-doi$/);
  const item = page.locator('[data-testid="outbox-item"][data-status="needs-attention"]');
  await expect(item).toContainText(`Nhận & Đi lấy hàng · đơn #${order.id} ${name}`);
  await expect(item).toContainText(refusal);
  await item.getByRole('button', { name: 'Xóa', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Xóa khỏi hàng đợi' })
    .getByRole('button', { name: 'Xóa', exact: true })
    .click();
  await expect(item).toHaveCount(0);

  // Discarded: the order shows the server's state again and can be accepted for real.
  await page.goto('/tai-xe?tab=van_hang');
  await expect(card(page, name)).toContainText('Chờ nhận');
  await expect(card(page, name)).not.toContainText('Cần xử lý');
  await card(page, name).click();
  await takeStep(page, detail, 'Nhận & Đi lấy hàng', 'Đã nhận');
  await expect(chip(page)).toHaveText('Đã gửi hết', { timeout: 30_000 });
  await expect
    .poll(async () => (await apiGet<Order>(request, office, `/api/don-hang/${order.id}`)).trangThai)
    .toBe('DA_NHAN');
});
