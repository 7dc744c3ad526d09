import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { readXlsx } from '../support/xlsx';
import { SAMPLE_PHOTO } from './support/photo';
import { DESKTOP, shootBothSizes } from './support/screens';
import { loginThroughForm } from './support/session';

// Quick quotation against the real server and the fake model (AI_VISION=1 in playwright.config.ts):
// the customer is filled, a photo becomes three proposed lines, a quantity is edited (and a bad one
// shows its message), the quote survives a reload, and baogia.xlsx is downloaded and read back.
async function choosePhoto(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.locator('#main-content').getByLabel('Chọn ảnh báo giá').click();
  await (await chooser).setFiles(SAMPLE_PHOTO);
}

test('a quotation from a photo to baogia.xlsx', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginThroughForm(page, 'marketing1');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/bao-gia-nhanh');
  await expect(page.getByRole('heading', { name: 'Báo giá nhanh', level: 2 })).toBeVisible();
  const main = page.locator('#main-content');

  // Defaults: page "1", the person in charge is the signed-in user.
  await expect(main.getByLabel('Trang')).toHaveValue('1');
  await expect(main.getByLabel('Người phụ trách')).not.toHaveValue('');

  // §5: nothing to export yet.
  await main.getByRole('button', { name: 'Xuất Excel' }).click();
  await expect(main.getByText('Nhập đầy đủ thông tin khách hàng và sản phẩm trước khi xuất!')).toBeVisible();
  await expect(main.getByText('Nhập tên công ty khách hàng.')).toBeVisible();

  await main.getByLabel('Tên công ty khách hàng').fill('Công ty TNHH Minh Tiến');
  await main.getByLabel('Địa chỉ').fill('12 Nguyễn Trãi, Hà Nội');
  await main.getByLabel('Điện thoại').fill('0901 234 567');
  await main.getByLabel('Người liên hệ').fill('Chị Lan');
  await main.getByLabel('Số tờ').fill('2');
  // The company name is there; a line is still missing.
  await expect(main.getByText('Nhập tên công ty khách hàng.')).toBeHidden();
  await expect(main.getByText('Nhập đầy đủ thông tin khách hàng và sản phẩm trước khi xuất!')).toBeVisible();

  // A photo → the fake model's three lines (the table was empty: they come straight in).
  await expect(main.getByText('Đọc bằng mô hình AI')).toBeVisible();
  await choosePhoto(page);
  await main.getByRole('button', { name: 'Đọc ảnh' }).click();
  await expect(page.getByText('Đã thêm 3 dòng sản phẩm đọc từ ảnh. Hãy kiểm tra lại trước khi xuất.')).toBeVisible();
  await expect(main.getByTestId('quote-line')).toHaveCount(3);
  await expect(main.getByLabel('Tên sản phẩm dòng 1')).toHaveValue('Thùng carton 5 lớp');
  await expect(main.getByLabel('Đơn giá dòng 1')).toHaveValue('15.500');
  await expect(main.getByTestId('quote-total')).toHaveText('8.320.000 đ');
  await expect(main.getByText('Nhập đầy đủ thông tin khách hàng và sản phẩm trước khi xuất!')).toBeHidden();

  // A quantity that is not a number: its message, never rewritten; then a good one.
  const quantity = main.getByLabel('Số lượng dòng 1');
  await quantity.fill('12o');
  await expect(main.getByText('Số lượng không hợp lệ.')).toBeVisible();
  await expect(quantity).toHaveValue('12o');
  await expect(main.getByTestId('quote-total')).toHaveText('—');
  await quantity.fill('200');
  await expect(main.getByText('Số lượng không hợp lệ.')).toBeHidden();
  // 200 × 15 500 + 20 × 185 000 + 30 × 92 000
  await expect(main.getByTestId('quote-total')).toHaveText('9.560.000 đ');
  await shootBothSizes(page, 'quotation');

  // Kept in the browser: a reload loses nothing.
  await page.reload();
  await expect(main.getByLabel('Tên công ty khách hàng')).toHaveValue('Công ty TNHH Minh Tiến');
  await expect(main.getByLabel('Số lượng dòng 1')).toHaveValue('200');

  // Another photo while lines are typed: the user chooses to add them after.
  await choosePhoto(page);
  await main.getByRole('button', { name: 'Đọc ảnh' }).click();
  const ask = page.getByRole('dialog', { name: 'Đọc sản phẩm từ ảnh' });
  await expect(ask.getByText('Đã đọc được 3 dòng sản phẩm từ ảnh.', { exact: false })).toBeVisible();
  await ask.getByRole('button', { name: 'Hủy bỏ' }).click();
  await expect(ask).toBeHidden();
  await expect(main.getByTestId('quote-line')).toHaveCount(3);

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Xuất Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('baogia.xlsx');
  const path = test.info().outputPath('baogia.xlsx');
  await file.saveAs(path);
  const { cells } = readXlsx(new Uint8Array(readFileSync(path)));
  expect(cells.C2).toBe('Công ty TNHH Minh Tiến');
  expect(cells.C4).toBe('0901 234 567');
  expect(cells.B12).toBe('Thùng carton 5 lớp');
  expect(cells.E12).toBe('200');
  expect(cells.G12).toBe('3100000');
  expect(cells.B15).toBe('Tổng cộng');
  expect(cells.G15).toBe('9560000');
});

// Without a vision model the photo goes through the quote-image relay. The server's side of that is
// covered by tests/api/quotations/webhook-path.test.ts; here the screen's part: the relay's answer is
// stood in for (capabilities, the 202 delivery, its polled state), so the test does not depend on
// which webhook the e2e server is configured with.
test('without a vision model: the quote-image webhook proposes lines, or its failure is said', async ({ page }) => {
  const delivery = {
    id: 9001,
    kind: 'quote-image',
    requestId: '5d7c1f7e-0000-4000-8000-000000000001',
    attempts: 0,
    responseStatus: null,
    responseMessage: null,
    result: null,
    userId: null,
    userName: 'marketing1',
    createdAt: '2026-11-25T03:00:00.000Z',
    deliveredAt: null,
  };
  let relay: 'ok' | 'fail' = 'ok';
  await page.route('**/api/quotations/capabilities', (route) =>
    route.fulfill({ json: { data: { ai: false, webhook: true } } }),
  );
  await page.route('**/api/automation/quote-image', (route) =>
    relay === 'ok'
      ? route.fulfill({ status: 202, json: { data: { ...delivery, state: 'queued' } } })
      : route.fulfill({ status: 422, json: { message: 'Chưa cấu hình webhook ảnh báo giá.', code: 'VALIDATION' } }),
  );
  await page.route('**/api/automation/deliveries/9001', (route) =>
    route.fulfill({
      json: {
        data: {
          ...delivery,
          state: 'delivered',
          attempts: 1,
          responseStatus: 200,
          deliveredAt: '2026-11-25T03:00:01.000Z',
          result: {
            lines: [{ tensp: 'Băng keo trong', xuatxu: 'Việt Nam', donvi: 'cuộn', soluong: '50', dongia: '8.500' }],
          },
        },
      },
    }),
  );
  await page.setViewportSize(DESKTOP);
  await loginThroughForm(page, 'marketing1');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/bao-gia-nhanh');
  const main = page.locator('#main-content');
  // "Làm mới báo giá" asks, then starts an empty quote.
  await main.getByRole('button', { name: 'Làm mới báo giá' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Làm mới báo giá' }).click();
  await expect(main.getByLabel('Tên công ty khách hàng')).toHaveValue('');

  await expect(main.getByText('Đọc qua webhook n8n')).toBeVisible();
  await choosePhoto(page);
  await main.getByRole('button', { name: 'Đọc ảnh' }).click();
  await expect(main.getByLabel('Tên sản phẩm dòng 1')).toHaveValue('Băng keo trong');
  await expect(main.getByTestId('quote-total')).toHaveText('425.000 đ');

  relay = 'fail';
  await main.getByRole('button', { name: 'Đọc ảnh' }).click();
  await expect(main.getByText('Lỗi khi gửi ảnh sang N8N! Chưa cấu hình webhook ảnh báo giá.')).toBeVisible();
  await expect(main.getByTestId('quote-line')).toHaveCount(1);
  await expect(main.getByText('Lần gửi gần đây')).toBeVisible();
  await shootBothSizes(page, 'quotation-webhook');
});
