// The console's maintenance, fuel and checklist-history screens (issue 4): a ticket goes from the
// driver's SOS and quote (sent through the API, as the phone's outbox would) through the
// dispatcher's approval, start and completion, to the accountant's payment — all in the console
// UI; a fuel report is approved and another rejected with a reason the driver then sees.
import { expect, type Page, test } from '@playwright/test';
import { headers, tokenOf } from './support/api';
import { loginThroughForm } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

const RECEIPT = 'public/icons/icon-192.png';

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/screens/console-maintenance-${name}.png` });
}

async function signIn(page: Page, username: string) {
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/$/);
}

/** The toast with the spec's text (top right). */
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test('a ticket from the driver quote to the accountant payment, in the console', async ({ page, browser, request }) => {
  // Six stages in two browser contexts: under a loaded CI machine this takes well over a minute.
  test.setTimeout(300_000);
  const driver = await tokenOf(request, 'taixe1');
  const sos = await request.post('/api/bao-duong-xe/su-co-sos', {
    headers: headers(driver, `01E2E${Date.now()}SOS000001`),
    data: { noiDungSuCo: 'Két nước rò rỉ, nhiệt độ máy tăng cao', odoHienTai: 45_010 },
  });
  expect(sos.status()).toBe(201);
  const id = (await sos.json()).data.id as number;
  const quote = await request.post(`/api/bao-duong-xe/${id}/bao-gia`, {
    headers: headers(driver, `01E2E${Date.now()}QUOTE00001`),
    data: { garaDeXuat: 'Gara Ô tô Phú Thọ', giaDeXuat: 1_800_000 },
  });
  expect(quote.status()).toBe(200);

  // ── dispatcher: the ticket waits in the default tab (CHO_DUYET) ─────────────────────────────
  await signIn(page, 'dieuphoi');
  await page.goto('/quan-ly-bao-duong');
  await expect(page.getByRole('heading', { level: 2, name: 'Quản lý bảo dưỡng & sửa chữa' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Chờ duyệt', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `#${id}` });
  await expect(row).toContainText('Gara Ô tô Phú Thọ');
  await shoot(page, 'tickets');
  await row.click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Phiếu #${id}`) });
  await expect(detail.getByText('Gara Ô tô Phú Thọ')).toBeVisible();
  await shoot(page, 'ticket-detail');

  await detail.getByRole('button', { name: 'Duyệt giá' }).click();
  await page.getByRole('dialog', { name: 'Duyệt giá' }).getByRole('button', { name: 'Duyệt giá' }).click();
  await expect(toast(page, 'Duyệt giá thành công!')).toBeVisible();

  await detail.getByRole('button', { name: 'Bắt đầu sửa' }).click();
  await page.getByRole('dialog', { name: 'Bắt đầu sửa chữa' }).getByRole('button', { name: 'Bắt đầu sửa' }).click();
  await expect(toast(page, 'Đã cập nhật trạng thái "Đang Sửa".')).toBeVisible();

  // Completion needs odometer, cost and receipt.
  await detail.getByRole('button', { name: 'Xác nhận hoàn thành' }).click();
  await expect(detail.getByText('Vui lòng nhập ODO, Chi phí thực tế và Ảnh biên lai.')).toBeVisible();
  await detail.getByLabel('ODO hoàn thành (km)').fill('45100');
  await detail.getByLabel('Chi phí thực tế (đ)').fill('1750000');
  await detail.locator('input[type="file"]').setInputFiles(RECEIPT);
  await detail.getByRole('button', { name: 'Xác nhận hoàn thành' }).click();
  await page
    .getByRole('dialog', { name: 'Xác nhận hoàn thành' })
    .getByRole('button', { name: 'Xác nhận hoàn thành' })
    .click();
  await expect(toast(page, 'Xác nhận hoàn thành thành công, chờ thanh toán.')).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Ảnh biên lai' })).toBeVisible();

  // The dispatcher is not offered the payment (the server would refuse it: API tests).
  await expect(detail.getByText('Chờ kế toán xác nhận thanh toán.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Xác nhận thanh toán' })).toHaveCount(0);

  // ── accountant ────────────────────────────────────────────────────────────────────────────
  const accountantContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const accountant = await accountantContext.newPage();
  await signIn(accountant, 'ketoan');
  await accountant.goto('/quan-ly-bao-duong?tab=CHO_THANH_TOAN');
  await accountant
    .getByRole('row')
    .filter({ hasText: `#${id}` })
    .click();
  const pay = accountant.getByRole('dialog', { name: new RegExp(`Phiếu #${id}`) });
  // …and the accountant is not offered the dispatcher's decisions.
  await expect(pay.getByRole('button', { name: 'Hủy phiếu' })).toHaveCount(0);
  await pay.getByLabel('Ghi chú thanh toán').fill('Chuyển khoản ACB');
  await pay.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await accountant
    .getByRole('dialog', { name: 'Xác nhận thanh toán' })
    .getByRole('button', { name: 'Xác nhận thanh toán' })
    .click();
  await expect(toast(accountant, 'Xác nhận thanh toán thành công!')).toBeVisible();
  await expect(pay.getByText('Chuyển khoản ACB')).toBeVisible();
  await expect(pay.getByText('Lê Thị Kim Ngân')).toBeVisible();
  await accountantContext.close();
});

test('fuel: one report approved, another rejected with a reason the driver sees', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, 'dieuphoi');
  await page.goto('/quan-ly-xang-dau');
  await expect(page.getByRole('heading', { level: 2, name: 'Quản lý xăng dầu' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Chờ duyệt', selected: true })).toBeVisible();
  await shoot(page, 'fuel');

  const rows = page.getByRole('table', { name: 'Danh sách báo cáo xăng dầu' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const pendingBefore = await rows.count();
  expect(pendingBefore).toBeGreaterThanOrEqual(2);

  // Approve the first.
  await rows.first().click();
  let detail = page.getByRole('dialog', { name: /Báo cáo xăng dầu #/ });
  await expect(detail.getByText('Chi tiết tính toán')).toBeVisible();
  await shoot(page, 'fuel-detail');
  await detail.getByRole('button', { name: 'Duyệt' }).click();
  await page.getByRole('dialog', { name: 'Duyệt báo cáo' }).getByRole('button', { name: 'Duyệt' }).click();
  await expect(toast(page, 'Duyệt thành công!')).toBeVisible();
  await expect(detail.getByText(/Đã duyệt bởi Trần Văn Điều/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Reject the next: the reason is mandatory.
  await expect(rows).toHaveCount(pendingBefore - 1);
  const target = rows.first();
  const plate = (await target.locator('td').nth(1).innerText()).trim();
  await target.click();
  detail = page.getByRole('dialog', { name: /Báo cáo xăng dầu #/ });
  const title = await detail.getByRole('heading').first().innerText();
  const fuelId = Number(title.match(/#(\d+)/)?.[1]);
  await detail.getByRole('button', { name: 'Từ chối' }).click();
  const reject = page.getByRole('dialog', { name: 'Từ chối báo cáo' });
  await reject.getByRole('button', { name: 'Từ chối' }).click();
  await expect(reject.getByText('Bạn phải nhập lý do từ chối.')).toBeVisible();
  await reject.getByLabel('Nhập lý do từ chối (bắt buộc):').fill('Ảnh biên lai không rõ số tiền');
  await reject.getByRole('button', { name: 'Từ chối' }).click();
  await expect(toast(page, 'Từ chối thành công!')).toBeVisible();
  await expect(detail.getByText('Lý do: Ảnh biên lai không rõ số tiền')).toBeVisible();
  expect(plate).toMatch(/\d/);

  // The driver sees the reason on their own list.
  const ownerLogs = await Promise.all(
    ['taixe1', 'taixe2'].map(async (u) => {
      const token = await tokenOf(request, u);
      const res = await request.get('/api/xang-dau/cua-toi?size=100', { headers: headers(token) });
      return (await res.json()).data.content as { id: number; trangThai: string; ghiChu: string | null }[];
    }),
  );
  const mine = ownerLogs.flat().find((l) => l.id === fuelId);
  expect(mine).toMatchObject({ trangThai: 'TU_CHOI', ghiChu: 'Ảnh biên lai không rõ số tiền' });
});

test('checklist history: filters and the detail with its items', async ({ page }) => {
  await signIn(page, 'dieuphoi');
  await page.goto('/quan-ly-checklist');
  await expect(page.getByRole('heading', { level: 2, name: 'Lịch sử checklist' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Lịch sử checklist' }).locator('tbody tr');
  await expect(rows.first()).toContainText('51C-123.45');
  await shoot(page, 'checklist');
  await page.getByText('Chỉ lỗi').click();
  await expect(rows.first()).toBeVisible();
  // The seeded checklist at 44.420 km has the cabin note (the driver's own shift may add newer rows).
  await rows.filter({ hasText: 'Nguyễn Văn Tài' }).filter({ hasText: '44.420' }).first().click();
  const detail = page.getByRole('dialog', { name: /Checklist #/ });
  await expect(detail.getByRole('row').filter({ hasText: 'Vệ sinh cabin' })).toContainText('Sàn cabin bám bùn');
  await shoot(page, 'checklist-detail');
});
