import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DRIVER_PHONE, keepPositionFresh } from './support/chromium';
import { storedPhotoCount, takePhoto } from './support/photo';
import { DEMO_PASSWORD, loginThroughForm, waitForServiceWorker } from './support/session';

// A driver's whole shift with no network (issue 3): receive, checklist with a CRITICAL item NG and
// its photo, fuel with two photos, SOS, clock in and out, return — then a reload while still
// offline, then coverage comes back and the office API sees every record exactly once.
// Photos come from Chromium's fake camera; the position from Playwright's geolocation override.

test.use(DRIVER_PHONE);
test.beforeEach(({ context }) => keepPositionFresh(context));

const PLATE = '51C-123.45';
const SOS_TEXT = 'Nổ lốp sau bên phải, xe dừng ở lề đường (e2e)';
const FUEL_AMOUNT = 512_000;

/** Screens in full; an open modal as the phone shows it (a full-page shot would cut it oddly). */
async function shoot(page: Page, name: string, fullPage = true) {
  // A full-page shot of a scrolled page draws the sticky header mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/driver-${name}.png`, fullPage });
}

const chip = (page: Page) => page.getByTestId('sync-chip');
const step = (page: Page) => page.getByTestId('shift-step');

async function officeGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

test('a whole shift offline is queued, survives a reload and reaches the office exactly once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);

  // ── online: log in, let the worker install and the reads land in the persisted cache ───────────
  await loginThroughForm(page, 'taixe1');
  await expect(page).toHaveURL(/\/tai-xe/);
  await expect(page.getByRole('heading', { name: 'Nguyễn Văn Tài' })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByTestId('vehicle-plate')).toHaveText(PLATE);
  await expect(step(page)).toHaveText('Chưa nhận xe');
  await expect(page.getByText('Đã hết hạn').first()).toBeVisible();
  await expect(page.getByText('Sắp hết hạn').first()).toBeVisible();
  await expect(chip(page)).toContainText('Đã gửi hết');
  await shoot(page, '01-dashboard-online');
  // The persisted query cache is written at most once a second.
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await expect(chip(page)).toContainText('Ngoại tuyến');

  // ── receive ───────────────────────────────────────────────────────────────────────────────────
  await page.getByRole('button', { name: 'Nhận xe & bắt đầu ca' }).click();
  const receive = page.getByRole('dialog', { name: 'Nhận xe & bắt đầu ca' });
  await receive.getByLabel(/Số ODO lúc nhận xe/).fill('44000');
  await receive.getByRole('button', { name: 'Nhận xe' }).click();
  await expect(receive.getByText('Số ODO nhận xe (44000) không thể nhỏ hơn ODO đã ghi nhận (45000).')).toBeVisible();
  await receive.getByLabel(/Số ODO lúc nhận xe/).fill('45010');
  await shoot(page, '02-receive-modal', false);
  await receive.getByRole('button', { name: 'Nhận xe' }).click();
  await expect(step(page)).toHaveText('Đã nhận xe');
  await expect(page.getByLabel('Ca làm việc').getByText('Chờ gửi')).toBeVisible();
  await expect(chip(page)).toContainText('1 mục chờ gửi');
  await shoot(page, '03-dashboard-checklist-step');

  // ── checklist: every item answered, Phanh (CRITICAL) NG with note and photo ──────────────────────
  await page.getByRole('button', { name: 'Làm checklist đầu ca' }).click();
  await expect(page).toHaveURL(/\/tai-xe-checklist$/);
  await expect(page.getByRole('heading', { name: 'Checklist đầu ca' })).toBeVisible();
  await page.getByRole('button', { name: 'Gửi checklist' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Vui lòng nhập số ODO hợp lệ.' })).toBeVisible();
  await page.getByLabel('Số ODO hiện tại').fill('45020');
  await page.getByRole('button', { name: 'Gửi checklist' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bạn chưa kiểm tra hạng mục: "Phanh"' })).toBeVisible();

  const groups = page.getByRole('group').filter({ has: page.getByRole('button', { name: /: OK$/ }) });
  const names = await groups.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  expect(names[0]).toBe('Phanh');
  expect(names.at(-1)).toBe('Vệ sinh cabin'); // no position: last
  for (const name of names) {
    await page.getByRole('button', { name: `${name}: ${name === 'Phanh' ? 'Lỗi (NG)' : 'OK'}`, exact: true }).click();
  }
  const phanh = page.getByRole('group', { name: 'Phanh', exact: true });
  await phanh.getByLabel('Ghi chú lỗi').fill('Phanh tay không ăn, xe trôi khi đỗ dốc');
  await page.getByRole('button', { name: 'Gửi checklist' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Hạng mục "Phanh" là lỗi quan trọng, yêu cầu Ghi chú VÀ Hình ảnh.' }),
  ).toBeVisible();
  await takePhoto(page, 'Ảnh lỗi: Phanh');
  await shoot(page, '04-checklist');
  await page.getByRole('button', { name: 'Gửi checklist' }).click();

  // The device marks the vehicle unsafe at once and opens the maintenance tab, with no network.
  await expect(page).toHaveURL(/\/tai-xe\?tab=bao_duong/);
  await expect(page.getByRole('alert').filter({ hasText: 'Xe không an toàn — đã báo bảo dưỡng' })).toBeVisible();
  await expect(page.getByText('Từ checklist: lỗi nghiêm trọng')).toBeVisible();
  await expect(step(page)).toHaveText('Đang trong ca');
  await shoot(page, '05-dashboard-unsafe');

  // ── fuel with both photos ──────────────────────────────────────────────────────────────────────
  await page.getByRole('button', { name: 'Đổ xăng' }).click();
  const fuel = page.getByRole('dialog', { name: 'Báo cáo đổ xăng' });
  await fuel.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(fuel.getByText('Vui lòng nhập Số tiền hợp lệ (>= 1.000).')).toBeVisible();
  await fuel.getByLabel('Số tiền').fill(String(FUEL_AMOUNT));
  await fuel.getByLabel('Số lít').fill('20,5');
  await expect(fuel.getByTestId('fuel-unit-price')).toHaveText('24.976 đ/lít');
  await fuel.getByLabel('Số ODO hiện tại').fill('45080');
  await fuel.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(fuel.getByText('Vui lòng upload đủ 2 ảnh: Biên lai và ODO.')).toBeVisible();
  await takePhoto(page, 'Ảnh biên lai');
  await takePhoto(page, 'Ảnh đồng hồ ODO');
  await shoot(page, '06-fuel', false);
  await fuel.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(fuel).toBeHidden();

  // ── SOS: queued; the dispatcher can be called or texted meanwhile ──────────────────────────────
  await page.getByRole('button', { name: 'Báo sự cố' }).click();
  const sos = page.getByRole('dialog', { name: /SOS/ });
  await sos.getByRole('button', { name: 'Gửi SOS' }).click();
  await expect(sos.getByText('Vui lòng mô tả sự cố.')).toBeVisible();
  await sos.getByLabel('Mô tả sự cố').fill(SOS_TEXT);
  await expect(sos.getByText(/Đã lấy vị trí: 10\.776889, 106\.700806/)).toBeVisible();
  await shoot(page, '07-sos', false);
  await sos.getByRole('button', { name: 'Gửi SOS' }).click();
  await expect(sos.getByText('Chưa gửi được')).toBeVisible();
  await expect(sos.getByRole('link', { name: 'Gọi điều phối' })).toHaveAttribute('href', /^tel:\d+$/);
  const sms = await sos.getByRole('link', { name: 'Nhắn tin điều phối' }).getAttribute('href');
  expect(decodeURIComponent(sms ?? '')).toContain(`SOS xe ${PLATE}: ${SOS_TEXT}. Vị trí: 10.776889, 106.700806`);
  await shoot(page, '08-sos-queued', false);
  await sos.getByRole('button', { name: 'Đóng' }).click();

  // ── clock in and out with the front camera and a fresh position ───────────────────────────────
  for (const action of ['Chấm vào', 'Chấm ra'] as const) {
    await page.getByLabel('Chấm công hôm nay').getByRole('button', { name: action }).click();
    const punch = page.getByRole('dialog', { name: action });
    await expect(punch.getByText(/Đã lấy vị trí/)).toBeVisible();
    await takePhoto(page, 'Ảnh chân dung');
    if (action === 'Chấm vào') await shoot(page, '09-clock-in', false);
    await punch.getByRole('button', { name: action }).click();
    await expect(punch).toBeHidden();
    await expect(page.getByText(`${action} thành công — đã lưu, sẽ gửi khi có mạng.`)).toBeVisible();
  }
  await expect(page.getByLabel('Chấm công hôm nay').getByRole('button', { name: 'Chấm vào' })).toBeVisible();

  // ── return: the odometer may not go below the last reading (45080 from the fuel report) ───────────
  await page.getByRole('button', { name: 'Kết thúc ca & trả xe' }).click();
  const giveBack = page.getByRole('dialog', { name: 'Kết thúc ca & trả xe' });
  await giveBack.getByRole('button', { name: 'Trả xe' }).click();
  await expect(giveBack.getByText('Vui lòng nhập số ODO hợp lệ khi trả xe.')).toBeVisible();
  await giveBack.getByLabel('Số ODO khi trả xe').fill('45050');
  await giveBack.getByRole('button', { name: 'Trả xe' }).click();
  await expect(giveBack.getByText('Số ODO trả xe (45050) không thể nhỏ hơn ODO đã ghi nhận (45080).')).toBeVisible();
  await giveBack.getByLabel('Số ODO khi trả xe').fill('45120');
  await giveBack.getByLabel('Mức nhiên liệu còn lại (lít)').fill('30');
  await shoot(page, '10-return', false);
  await giveBack.getByRole('button', { name: 'Trả xe' }).click();
  await expect(step(page)).toHaveText('Chưa nhận xe');

  // 7 reports wait: receive, checklist, fuel, SOS, clock in, clock out, return.
  await expect(chip(page)).toContainText('7 mục chờ gửi');

  // ── reload while offline: everything is still there and still queued ───────────────────────────
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nguyễn Văn Tài' })).toBeVisible();
  // (After a reload Chromium reports navigator.onLine = true although the network stays cut — like
  // a phone with signal bars and no data: the chip then says what waits, not 'Ngoại tuyến'.)
  await expect(chip(page)).toContainText('7 mục chờ gửi');
  await expect(page.getByTestId('vehicle-plate')).toHaveText(PLATE);
  await expect(step(page)).toHaveText('Chưa nhận xe');
  await expect(page.getByRole('alert').filter({ hasText: 'Xe không an toàn — đã báo bảo dưỡng' })).toBeVisible();
  await page.getByRole('tab', { name: 'Bảo dưỡng' }).click();
  await expect(page.locator('[data-queued]').filter({ hasText: SOS_TEXT })).toBeVisible();
  await page.getByRole('tab', { name: 'Xăng dầu' }).click();
  await expect(page.locator('[data-queued]').filter({ hasText: 'Đổ xăng 512.000 đ' })).toBeVisible();
  await shoot(page, '11-dashboard-after-offline-reload');

  // Logging out now would strand the reports: the driver is asked first, with the list.
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  const leave = page.getByRole('dialog', { name: 'Đăng xuất?' });
  await expect(leave.getByText('Bạn còn 7 mục chưa gửi.', { exact: false })).toBeVisible();
  await expect(leave.getByRole('listitem')).toHaveCount(7);
  await shoot(page, '11b-logout-warning', false);
  await leave.getByRole('button', { name: 'Ở lại' }).click();
  await expect(leave).toBeHidden();

  await chip(page).click();
  await expect(page).toHaveURL(/\/tai-xe-hang-doi$/);
  await expect(page.getByRole('heading', { name: 'Hàng đợi gửi' })).toBeVisible();
  const items: Locator = page.getByTestId('outbox-item');
  await expect(items).toHaveCount(7);
  await expect(page.locator('[data-testid="outbox-item"][data-status="queued"]')).toHaveCount(7);
  // Photos: 1 checklist + 2 fuel + 2 attendance.
  await expect(page.getByRole('button', { name: /^Xem ảnh: Ảnh của/ })).toHaveCount(5);
  await shoot(page, '12-outbox-offline');

  // ── coverage returns: the outbox drains by itself ──────────────────────────────────────────────
  await context.setOffline(false);
  await expect
    .poll(async () => (await page.getByTestId('sync-chip-label').textContent()) ?? '', { timeout: 120_000 })
    .toMatch(/Đã gửi hết|cần xử lý/);
  await expect(page.getByTestId('sync-chip-label')).toHaveText('Đã gửi hết');
  await expect(page.locator('[data-testid="outbox-item"][data-status="sent"]')).toHaveCount(7);
  await expect(chip(page)).toContainText(/Đồng bộ lúc \d{2}:\d{2}/);
  await shoot(page, '13-outbox-sent');

  await page.goto('/tai-xe?tab=bao_duong');
  // The vehicle's seeded tickets show here too (which of them depends on the hour the demo data
  // was made): find ours by its text.
  const sosCard = page.locator('a, [role="button"], div').filter({ hasText: SOS_TEXT }).last();
  await expect(sosCard.getByText(/#\d+ · Sự cố đột xuất/)).toBeVisible();
  await expect(page.getByText(/#\d+ · Từ checklist/).first()).toBeVisible();
  await shoot(page, '14-dashboard-synced');
  await page.goto('/ho-so-xe-cua-toi');
  await expect(page.getByRole('heading', { name: 'Giấy tờ xe' })).toBeVisible();
  await shoot(page, '15-my-profile');

  // ── the office sees each record exactly once ──────────────────────────────────────────────────
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

  type Page_<T> = { content: T[] };
  const fuelLogs = await officeGet<
    Page_<{ soTien: number; soLit: number; xeBienSo: string; anhBienLaiUrl: string; anhOdoUrl: string }>
  >(request, token, '/api/xang-dau/list?size=100');
  const ours = fuelLogs.content.filter((l) => l.soTien === FUEL_AMOUNT);
  expect(ours).toHaveLength(1);
  expect(ours[0]).toMatchObject({ soLit: 20.5, xeBienSo: PLATE });
  expect(ours[0]?.anhBienLaiUrl).toMatch(/^\/api\/files\//);
  expect(ours[0]?.anhOdoUrl).toMatch(/^\/api\/files\//);

  const checklists = await officeGet<Page_<{ odo: number; xeBienSo: string; hasCriticalError: boolean }>>(
    request,
    token,
    '/api/checklist/history?size=100',
  );
  const ourChecklists = checklists.content.filter((c) => c.xeBienSo === PLATE && c.odo === 45_020);
  expect(ourChecklists).toHaveLength(1);
  expect(ourChecklists[0]?.hasCriticalError).toBe(true);

  const tickets = await officeGet<Page_<{ loaiBaoDuong: string; noiDungCongViec: string; xeBienSo: string }>>(
    request,
    token,
    '/api/bao-duong-xe?size=100',
  );
  expect(tickets.content.filter((t) => t.noiDungCongViec.includes(SOS_TEXT))).toHaveLength(1);
  expect(tickets.content.filter((t) => t.loaiBaoDuong === 'TU_CHECKLIST' && t.xeBienSo === PLATE)).toHaveLength(1);

  const punches = await officeGet<
    { tenDangNhap: string; gioVao: string | null; gioRa: string | null; latVao: number | null }[]
  >(request, token, '/api/cham-cong/admin/records');
  const mine = punches.filter((p) => p.tenDangNhap === 'taixe1');
  expect(mine).toHaveLength(1);
  expect(mine[0]?.gioVao).toBeTruthy();
  expect(mine[0]?.gioRa).toBeTruthy();
  expect(mine[0]?.latVao).toBeCloseTo(10.776_889, 5);

  // Received then returned: the order is ASSIGNED again, at the returned odometer; the vehicle
  // stays in maintenance because of the critical checklist.
  const driverLogin = await request.post('/api/auth/login', { data: { username: 'taixe1', password: DEMO_PASSWORD } });
  const driverToken = ((await driverLogin.json()) as { data: { accessToken: string } }).data.accessToken;
  const current = await officeGet<{ trangThai: string; trangThaiXe: string; odoGanNhat: number }>(
    request,
    driverToken,
    '/api/xe-assignments/me/current',
  );
  expect(current).toMatchObject({ trangThai: 'ASSIGNED', trangThaiXe: 'MAINTENANCE', odoGanNhat: 45_120 });
});

test('a report the server refuses needs attention, is edited from the outbox and sent once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await loginThroughForm(page, 'taixe2');
  await expect(page.getByTestId('vehicle-plate')).toHaveText('51D-678.90');
  await page.getByRole('button', { name: 'Nhận xe & bắt đầu ca' }).click();
  await page.getByRole('dialog', { name: 'Nhận xe & bắt đầu ca' }).getByRole('button', { name: 'Nhận xe' }).click();
  await expect(page.getByTestId('sync-chip-label')).toHaveText('Đã gửi hết', { timeout: 30_000 });

  // The server refuses the first fuel report (as it would a wrong reading) with its own message.
  const refusal = 'Số ODO không khớp với ảnh đồng hồ, vui lòng kiểm tra lại.';
  let refused = 0;
  await context.route('**/api/xang-dau', async (route) => {
    if (route.request().method() !== 'POST' || refused > 0) return route.fallback();
    refused += 1;
    await route.fulfill({ status: 422, json: { message: refusal, code: 'VALIDATION_ERROR' } });
  });

  await page.goto('/tai-xe-do-xang');
  await expect(page.getByRole('heading', { name: 'Báo cáo đổ xăng' })).toBeVisible();
  await page.getByLabel('Số tiền').fill('300000');
  await page.getByLabel('Số lít').fill('15');
  await expect(page.getByTestId('fuel-unit-price')).toHaveText('20.000 đ/lít');
  await page.getByLabel('Số ODO hiện tại').fill('82400');
  await takePhoto(page, 'Ảnh biên lai', { doubleTap: true });
  await takePhoto(page, 'Ảnh đồng hồ ODO');
  // The double tap stored one photo: two in all, one per field.
  expect(await storedPhotoCount(page)).toBe(2);
  await shoot(page, '20-fuel-route');
  await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(page).toHaveURL(/\/tai-xe\?tab=fuel/);

  await expect(page.getByTestId('sync-chip-label')).toHaveText('1 mục cần xử lý', { timeout: 30_000 });
  await page.getByTestId('sync-chip').click();
  const refusedItem = page.locator('[data-testid="outbox-item"][data-status="needs-attention"]');
  await expect(refusedItem).toContainText(refusal);
  await expect(refusedItem.getByText('Cần xử lý')).toBeVisible();
  await shoot(page, '21-outbox-needs-attention');

  await refusedItem.getByRole('button', { name: 'Sửa và gửi lại' }).click();
  await expect(page).toHaveURL(/\/tai-xe-do-xang\?edit=/);
  await expect(page.getByRole('heading', { name: 'Sửa báo cáo đổ xăng' })).toBeVisible();
  await expect(page.getByLabel('Số tiền')).toHaveValue('300.000 đ');
  await expect(page.getByRole('button', { name: 'Xem ảnh: Ảnh biên lai' })).toBeVisible();
  await page.getByLabel('Số tiền').fill('310000');
  await page.getByRole('button', { name: 'Lưu & gửi lại' }).click();
  await expect(page).toHaveURL(/\/tai-xe-hang-doi$/);
  await expect(page.getByTestId('sync-chip-label')).toHaveText('Đã gửi hết', { timeout: 30_000 });
  await expect(page.getByTestId('outbox-item').filter({ hasText: 'Báo cáo đổ xăng' })).toHaveCount(1);

  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  // The chip can read 'Đã gửi hết' for a moment while the edited report replaces the refused one:
  // wait for the office to see it rather than trusting that one frame.
  const taixe2Amounts = async () => {
    const logs = await officeGet<{ content: { soTien: number; xeBienSo: string }[] }>(
      request,
      token,
      '/api/xang-dau/list?size=100',
    );
    return logs.content.filter((l) => l.xeBienSo === '51D-678.90').map((l) => l.soTien);
  };
  await expect
    .poll(async () => (await taixe2Amounts()).filter((a) => a === 310_000).length, { timeout: 30_000 })
    .toBe(1);
  const taixe2 = (await taixe2Amounts()).map((soTien) => ({ soTien }));
  expect(taixe2.filter((l) => l.soTien === 300_000)).toHaveLength(0);
});
