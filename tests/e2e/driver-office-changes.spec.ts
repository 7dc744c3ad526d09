import { expect, type Page, test } from '@playwright/test';
import { apiGet, headers, tokenOf, writeKey } from './support/api';
import { DRIVER_PHONE, keepPositionFresh } from './support/chromium';
import { createDriver, createDriverWithVehicle } from './support/fleet';
import { takePhoto } from './support/photo';
import { loginThroughForm, waitForServiceWorker } from './support/session';

// Issue 11 §3, the audit's scenario: the driver is on shift with no coverage and queues a fuel
// report and the return; meanwhile the dispatcher hands the vehicle to another driver. Back online
// both count (they happened while the driver held the vehicle) — the odometer is kept — and only a
// report made after the handover is refused, saying what happened, with a working way out.

test.use(DRIVER_PHONE);
test.beforeEach(({ context }) => keepPositionFresh(context));

const chip = (page: Page) => page.getByTestId('sync-chip');

async function reportFuel(page: Page, amount: string, odo: number) {
  const form = page.getByRole('main');
  await form.getByLabel('Số tiền').fill(amount);
  await form.getByLabel('Số lít').fill('18');
  await form.getByLabel('Số ODO hiện tại').fill(String(odo));
  await takePhoto(page, 'Ảnh biên lai');
  await takePhoto(page, 'Ảnh đồng hồ ODO');
  await form.getByRole('button', { name: 'Gửi báo cáo' }).click();
}

test('a handover while the driver is offline loses nothing the driver did before it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = String(Date.now()).slice(-5);
  const driver = await createDriverWithVehicle(request, tag);
  const next = await createDriver(request, `${tag}9`);
  const returnOdo = driver.odo + 600;

  // ── on shift, online ─────────────────────────────────────────────────────────────────────────
  await loginThroughForm(page, driver.username, driver.password);
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Nhận xe & bắt đầu ca' }).click();
  const receive = page.getByRole('dialog', { name: 'Nhận xe & bắt đầu ca' });
  await receive.getByLabel(/Số ODO lúc nhận xe/).fill(String(driver.odo + 5));
  await receive.getByRole('button', { name: 'Nhận xe' }).click();
  await expect(chip(page)).toContainText('Đã gửi hết');

  // ── no coverage: fuel and the return are queued ───────────────────────────────────────────────
  await context.setOffline(true);
  await page.goto('/tai-xe-do-xang');
  await reportFuel(page, '700000', driver.odo + 300);
  await expect(page).toHaveURL(/\/tai-xe/);
  await page.goto('/tai-xe');
  await page.getByRole('button', { name: 'Làm checklist đầu ca' }).click();
  await page.getByLabel('Số ODO hiện tại').fill(String(driver.odo + 310));
  const groups = page.getByRole('group').filter({ has: page.getByRole('button', { name: /: OK$/ }) });
  for (const name of await groups.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
    await page.getByRole('button', { name: `${name}: OK`, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Gửi checklist' }).click();
  await page.getByRole('button', { name: 'Kết thúc ca & trả xe' }).click();
  const giveBack = page.getByRole('dialog', { name: 'Kết thúc ca & trả xe' });
  await giveBack.getByLabel('Số ODO khi trả xe').fill(String(returnOdo));
  await giveBack.getByLabel('Mức nhiên liệu còn lại (lít)').fill('25');
  await giveBack.getByRole('button', { name: 'Trả xe' }).click();
  await expect(page.getByTestId('shift-step')).toHaveText('Chưa nhận xe');

  // ── the dispatcher hands the vehicle to another driver ────────────────────────────────────────
  const office = await tokenOf(request, 'dieuphoi');
  const handover = await request.post(
    `/api/xe-assignments/handover?xeId=${driver.xeId}&toTaiXeId=${next.userId}&lyDo=${encodeURIComponent('Đổi ca')}`,
    { headers: headers(office, writeKey('H')) },
  );
  expect(handover.status(), await handover.text()).toBe(201);

  // Still offline, the phone does not know yet: a fuel report made now is after the handover.
  await page.goto('/tai-xe-do-xang');
  await reportFuel(page, '123000', returnOdo + 10);

  // ── coverage back ─────────────────────────────────────────────────────────────────────────────
  await context.setOffline(false);
  await expect(chip(page)).toContainText('1 mục cần xử lý', { timeout: 60_000 });
  await page.goto('/tai-xe-hang-doi');
  const refused = page.getByTestId('outbox-item').filter({ hasText: '123.000' });
  await expect(refused).toHaveAttribute('data-status', 'needs-attention');
  await expect(refused).toContainText(new RegExp(`đã được bàn giao cho ${next.hoTen} lúc \\d\\d:\\d\\d`));
  for (const label of ['700.000', 'Trả xe', 'Checklist']) {
    await expect(page.getByTestId('outbox-item').filter({ hasText: label }).first()).toHaveAttribute(
      'data-status',
      'sent',
    );
  }
  await page.screenshot({ path: 'test-results/screens/office-changes-outbox.png', fullPage: true });
  // The way out works: discarding the refused report empties the queue.
  await refused.getByRole('button', { name: 'Xóa' }).click();
  await page
    .getByRole('dialog', { name: 'Xóa khỏi hàng đợi' })
    .getByRole('button', { name: 'Xóa', exact: true })
    .click();
  await expect(chip(page)).toContainText('Đã gửi hết');

  // The office sees the fuel report on the vehicle and the returned odometer.
  const accountant = await tokenOf(request, 'ketoan');
  const fuel = await apiGet<{ content: { soTien: number; xeId: number }[] }>(
    request,
    accountant,
    `/api/xang-dau/list?xeId=${driver.xeId}&size=50`,
  );
  expect(fuel.content.map((f) => Number(f.soTien))).toEqual([700_000]);
  const vehicle = await apiGet<{ odoGanNhat: number }>(request, office, `/api/xe/${driver.xeId}`);
  expect(Number(vehicle.odoGanNhat)).toBe(returnOdo);
});
