import { expect, test } from '@playwright/test';
import { apiPost, tokenOf } from './support/api';
import { loginThroughForm } from './support/session';
import { cardOn, columnOn, createTask } from './support/work';

// A long column shows its first 30 cards and says how many more there are (issue 14: a 20 × 500
// board draws a few hundred cards, not 10 000); "Xem thêm" brings the rest, the count stays the
// column's whole count.
test('a column of 33 tasks shows 30 cards, its count, and the rest on "Xem thêm"', async ({ page, request }) => {
  const token = await tokenOf(request, 'admin');
  const title = `Kho dài ${Date.now().toString(36)}`;
  const ws = await apiPost<{ id: number }>(request, token, '/api/workspaces', { tieuDe: title }, 201);
  const col = await apiPost<{ id: number }>(
    request,
    token,
    `/api/workspaces/${ws.id}/columns`,
    { tenCot: 'Cần giao', active: true },
    201,
  );
  for (let i = 1; i <= 33; i++) await createTask(request, token, ws.id, col.id, `Đơn giao số ${i}`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughForm(page, 'admin');
  await expect(page).not.toHaveURL(/login/);
  await page.goto(`/bang-phan-chia-cong-viec/${ws.id}`);
  const column = columnOn(page, 'Cần giao');
  await expect(column.getByLabel('33 công việc')).toBeVisible();
  const cards = column.locator('[data-task-id]:not([data-dnd-placeholder])');
  await expect(cards).toHaveCount(30);
  await expect(cardOn(column, 'Đơn giao số 30')).toBeVisible();
  await expect(cardOn(column, 'Đơn giao số 31')).toHaveCount(0);
  await column.getByRole('button', { name: 'Xem thêm 3 công việc (còn 3)' }).click();
  await expect(cards).toHaveCount(33);
  await expect(cardOn(column, 'Đơn giao số 33')).toBeVisible();
  await expect(column.getByRole('button', { name: /^Xem thêm/ })).toHaveCount(0);
  await expect(column.getByLabel('33 công việc')).toBeVisible();
});
