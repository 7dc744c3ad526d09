import { type Browser, expect, type Page, test } from '@playwright/test';
import type { AttendanceMatrix } from '../../src/contracts/attendance';
import { cong, isMatrix, vnDay } from './support/attendance';
import { loginThroughForm } from './support/session';

// Attendance administration (spec 002 §2.9). The seed gives nhanvien1 and the drivers three weeks
// of closed attendance ending yesterday. The admin corrects one past day of taixe2 (taixe1 belongs
// to driver-offline.spec, nhanvien1 to the employee's own page) and the row's total follows; HR
// (nhanvien1: CHAM_CONG_XEM only) reads the same matrix without the adjust and close actions.

/** The latest seeded working day: yesterday, or the Saturday before when yesterday was a Sunday. */
function seededDay(): string {
  const at = new Date(Date.now() - 86_400_000);
  let day = vnDay(at);
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = vnDay(new Date(at.getTime() - 86_400_000));
  return day;
}

async function openMatrix(page: Page, user: string, month: string): Promise<AttendanceMatrix> {
  await loginThroughForm(page, user);
  await expect(page).toHaveURL(/\/$/);
  let answer = page.waitForResponse(isMatrix);
  await page.goto('/quan-ly-cham-cong');
  await expect(page.getByRole('heading', { name: 'Quản lý chấm công', level: 2 })).toBeVisible();
  let data = ((await (await answer).json()) as { data: AttendanceMatrix }).data;
  if (data.month !== month) {
    // Early in a month the seeded weeks lie in the previous one.
    answer = page.waitForResponse(isMatrix);
    await page.getByRole('button', { name: 'Tháng trước' }).click();
    data = ((await (await answer).json()) as { data: AttendanceMatrix }).data;
  }
  expect(data.month).toBe(month);
  return data;
}

const newPage = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();

test('admin adjusts a day of taixe2 and the total follows; HR reads without the actions', async ({ browser }) => {
  const day = seededDay();
  const month = day.slice(0, 7);
  const dayOfMonth = Number(day.slice(8));

  const page = await newPage(browser);
  const matrix = await openMatrix(page, 'admin', month);
  const row = matrix.rows.find((r) => r.tenDangNhap === 'taixe2');
  expect(row, 'taixe2 is in the matrix').toBeTruthy();
  if (!row) return;
  const cell = row.daily[dayOfMonth - 1];
  expect(cell?.status, 'the seed has taixe2 at work that day').not.toBe('ABSENT');
  const before = cell?.soCong ?? 0;

  const tr = page.getByTestId('matrix-row-taixe2');
  await expect(tr.getByTestId('matrix-total')).toHaveText(cong(row.totalCong));
  // Sundays are marked in the header, the toolbar is there for an editor.
  await expect(page.getByRole('columnheader', { name: /CN/ }).first()).toBeVisible();
  await expect(page.getByTestId('attendance-toolbar')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/chamcong-matrix.png' });
  // A month is wider than the screen: the matrix scrolls inside its box, the page never sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const box = page.getByTestId('attendance-matrix');
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  await tr.getByRole('button', { name: new RegExp(`^${row.hoTen}, ngày ${dayOfMonth}:`) }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Giờ vào sớm nhất')).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Buổi sáng' })).toBeVisible();
  await expect(modal.getByTestId('day-so-cong')).toHaveText(cong(before));
  await page.screenshot({ path: '/tmp/shots/chamcong-day.png' });

  const next = before === 0.75 ? 0.5 : 0.75;
  await modal.getByLabel('Số công (ghi đè)').fill(String(next));
  await modal.getByRole('button', { name: 'Lưu chỉnh sửa' }).click();
  await expect(page.getByText('Đã lưu chỉnh sửa')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(tr.getByTestId('matrix-total')).toHaveText(cong(row.totalCong - before + next));

  // HR: same matrix, no toolbar, and the day modal offers no adjust form.
  const hr = await newPage(browser);
  await openMatrix(hr, 'nhanvien1', month);
  const hrRow = hr.getByTestId('matrix-row-taixe2');
  await expect(hrRow.getByTestId('matrix-total')).toHaveText(cong(row.totalCong - before + next));
  await expect(hr.getByTestId('attendance-toolbar')).toHaveCount(0);
  await expect(hr.getByRole('button', { name: 'Đóng ca' })).toHaveCount(0);
  await hrRow.getByRole('button', { name: new RegExp(`^${row.hoTen}, ngày ${dayOfMonth}:`) }).click();
  await expect(hr.getByRole('dialog').getByText('Giờ vào sớm nhất')).toBeVisible();
  await expect(hr.getByRole('dialog').getByRole('button', { name: 'Lưu chỉnh sửa' })).toHaveCount(0);
  await hr.screenshot({ path: '/tmp/shots/chamcong-hr.png' });
});
