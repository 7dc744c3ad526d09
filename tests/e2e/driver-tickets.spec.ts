import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiGet, apiPost, headers, tokenOf, writeKey } from './support/api';
import { pickPhoto, SAMPLE_PHOTO } from './support/photo';
import { loginThroughForm, waitForServiceWorker } from './support/session';

// The driver's own maintenance tickets (spec 003 §3/§4) on the phone, /tai-xe-bao-duong: taixe2's
// SOS ticket gets a quote with a photo while offline ('Chờ gửi' at once), which syncs on
// reconnect; the dispatcher approves; offline again the driver starts the repair and completes it
// with odometer, cost and receipt photo; back online the server has CHO_THANH_TOAN with the
// phone's times. Also: a document viewed once opens again with no network.
// The console walks the same states in console-maintenance.spec.ts. Shots: /tmp/shots/tickets-*.png.

test.use({ viewport: { width: 390, height: 844 } });

const PLATE = '51D-678.90';
// The spec's texts (003 §5), asserted as the driver reads them.
const QUOTE_REQUIRED = 'Vui lòng nhập Gara và Giá đề xuất (phải > 0).';
const COMPLETE_REQUIRED = 'Vui lòng nhập ODO, Chi phí thực tế và Ảnh biên lai.';
const CONFIRM_START = 'Xác nhận gara đã bắt đầu sửa chữa?';
const run = Date.now().toString(36).slice(-5);

type Ticket = {
  id: number;
  trangThai: string;
  garaDeXuat: string | null;
  giaDeXuat: number | null;
  anhBaoGiaUrl: string | null;
  thoiDiemBatDau: string | null;
  thoiDiemHoanThanh: string | null;
  odoHoanThanh: number | null;
  chiPhiThucTe: number | null;
  bienLaiUrl: string | null;
};

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots/tickets-${name}.png`, animations: 'disabled' });
const chip = (page: Page) => page.getByTestId('sync-chip-label');
const ticketCard = (page: Page, id: number) => page.locator(`[data-testid="ticket-card"][data-ticket-id="${id}"]`);

/** The persisted query cache is written at most once a second: let it land before cutting the network. */
const letCacheSettle = (page: Page) => page.waitForTimeout(1_500);

async function openTicket(page: Page, id: number): Promise<Locator> {
  await ticketCard(page, id).click();
  const detail = page.getByRole('dialog', { name: `Phiếu #${id} · ${PLATE}` });
  await expect(detail).toBeVisible();
  return detail;
}

async function closeDetail(detail: Locator) {
  await detail.getByRole('button', { name: 'Đóng', exact: true }).click();
  await expect(detail).toBeHidden();
}

const serverTicket = (request: APIRequestContext, token: string, id: number) =>
  apiGet<Ticket>(request, token, `/api/bao-duong-xe/${id}`);

test('a ticket: quote offline, approved, start and complete offline, all reach the server', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const driver = await tokenOf(request, 'taixe2');
  const office = await tokenOf(request, 'dieuphoi');
  // The driver's list holds the tickets the driver raised: make one with the SOS, as the phone would.
  const incident = `E2E ${run} Đèn pha trái không sáng, gương chiếu hậu nứt`;
  const { id } = await apiPost<{ id: number }>(
    request,
    driver,
    '/api/bao-duong-xe/su-co-sos',
    { noiDungSuCo: incident, odoHienTai: 82_450 },
    201,
  );

  // ── online once: the list and the open tickets' details land in the persisted cache ─────────
  await loginThroughForm(page, 'taixe2');
  await expect(page).toHaveURL(/\/tai-xe/);
  await waitForServiceWorker(page);
  await page.goto('/tai-xe?tab=bao_duong');
  await page.getByRole('link', { name: 'Phiếu Sửa Chữa Của Tôi' }).click();
  await expect(page).toHaveURL(/\/tai-xe-bao-duong/);
  await expect(page.getByRole('heading', { name: 'Phiếu Sửa Chữa Của Tôi' })).toBeVisible();
  const card = ticketCard(page, id);
  await expect(card).toContainText('Mới');
  await expect(card).toContainText('Cần làm: gửi báo giá');
  await expect(page.getByRole('tab', { name: /^Mới \(\d+\)$/ })).toBeVisible();
  await letCacheSettle(page);
  await shoot(page, 'list');

  // ── offline: the quote, with a wrong input first (nothing typed is lost) ───────────────────
  await context.setOffline(true);
  await expect(chip(page)).toContainText('Ngoại tuyến');
  let detail = await openTicket(page, id);
  await expect(detail.getByText(incident)).toBeVisible();
  await detail.getByLabel('Gara đề xuất').fill('Gara Ô tô Bình Dương');
  await detail.getByRole('button', { name: 'Gửi báo giá' }).click();
  await expect(detail.getByText(QUOTE_REQUIRED)).toBeVisible();
  await expect(detail.getByLabel('Gara đề xuất')).toHaveValue('Gara Ô tô Bình Dương');
  await detail.getByLabel('Giá đề xuất').fill('2400000');
  await pickPhoto(page, 'Ảnh báo giá');
  await shoot(page, 'detail-quote');
  await detail.getByRole('button', { name: 'Gửi báo giá' }).click();
  const status = detail.getByTestId('ticket-status');
  await expect(status).toContainText('Chờ duyệt');
  await expect(status).toContainText('Chờ gửi');
  await expect(detail.getByText('Đang chờ điều phối duyệt báo giá.')).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Báo giá' })).toContainText('2.400.000');
  await closeDetail(detail);
  await expect(card).toContainText('Chờ duyệt');
  await expect(card).toContainText('Chờ gửi');
  await page.getByRole('tab', { name: /^Chờ duyệt/ }).click();
  await expect(card).toBeVisible();

  // ── coverage back: the quote is sent ────────────────────────────────────────────────────────
  await context.setOffline(false);
  await expect(chip(page)).toHaveText('Đã gửi hết', { timeout: 30_000 });
  let onServer = await serverTicket(request, office, id);
  expect(onServer).toMatchObject({ trangThai: 'CHO_DUYET', garaDeXuat: 'Gara Ô tô Bình Dương', giaDeXuat: 2_400_000 });
  expect(onServer.anhBaoGiaUrl).toMatch(/^\/api\/files\//);

  // ── the dispatcher approves ─────────────────────────────────────────────────────────────────
  await apiPost(request, office, `/api/bao-duong-xe/${id}/duyet`, {});
  await page.goto('/tai-xe-bao-duong?tab=DA_DUYET');
  await expect(card).toContainText('Đã duyệt');
  await expect(card).toContainText('Cần làm: báo gara bắt đầu sửa');
  await letCacheSettle(page);

  // ── offline: start, then completion (bad input first), one after the other ─────────────────
  await context.setOffline(true);
  const beforeStart = Date.now();
  detail = await openTicket(page, id);
  await expect(detail.getByRole('region', { name: 'Duyệt giá' })).toContainText('2.400.000');
  await detail.getByRole('button', { name: 'Gara đã bắt đầu sửa' }).click();
  const confirmStart = page.getByRole('dialog', { name: 'Bắt đầu sửa chữa' });
  await expect(confirmStart).toContainText(CONFIRM_START);
  await confirmStart.getByRole('button', { name: 'Bắt đầu sửa' }).click();
  await expect(status).toContainText('Đang Sửa');
  await expect(status).toContainText('Chờ gửi');
  const afterStart = Date.now();

  await detail.getByRole('button', { name: 'Xác nhận hoàn thành' }).click();
  await expect(detail.getByText(COMPLETE_REQUIRED)).toBeVisible();
  await detail.getByLabel('ODO hoàn thành').fill('83120');
  await detail.getByLabel('Chi phí thực tế').fill('2350000');
  await detail.getByRole('button', { name: 'Xác nhận hoàn thành' }).click();
  await expect(detail.getByText(COMPLETE_REQUIRED)).toBeVisible();
  await expect(detail.getByLabel('ODO hoàn thành')).toHaveValue('83.120 km');
  await pickPhoto(page, 'Ảnh biên lai');
  await shoot(page, 'detail-complete');
  await detail.getByRole('button', { name: 'Xác nhận hoàn thành' }).click();
  await page
    .getByRole('dialog', { name: 'Xác nhận hoàn thành' })
    .getByRole('button', { name: 'Xác nhận hoàn thành' })
    .click();
  await expect(status).toContainText('Chờ thanh toán');
  await expect(status).toContainText('Chờ gửi');
  await expect(detail.getByRole('region', { name: 'Hoàn thành' })).toContainText('2.350.000');
  await closeDetail(detail);
  // It left the DA_DUYET tab at once.
  await expect(card).toBeHidden();
  await page.getByRole('tab', { name: /^Chờ thanh toán/ }).click();
  await expect(card).toContainText('Chờ gửi');
  await shoot(page, 'list-queued');
  const beforeOnline = Date.now();

  // ── coverage back: start and completion are sent in order, dated by the phone ──────────────
  await context.setOffline(false);
  await expect(chip(page)).toHaveText('Đã gửi hết', { timeout: 30_000 });
  onServer = await serverTicket(request, office, id);
  expect(onServer).toMatchObject({ trangThai: 'CHO_THANH_TOAN', odoHoanThanh: 83_120, chiPhiThucTe: 2_350_000 });
  expect(onServer.bienLaiUrl).toMatch(/^\/api\/files\//);
  const startedAt = Date.parse(onServer.thoiDiemBatDau ?? '');
  expect(startedAt).toBeGreaterThanOrEqual(beforeStart - 2_000);
  expect(startedAt).toBeLessThanOrEqual(afterStart + 2_000);
  expect(Date.parse(onServer.thoiDiemHoanThanh ?? '')).toBeLessThan(beforeOnline + 2_000);
  await expect(card).toContainText('Chờ thanh toán');
  await expect(card).not.toContainText('Chờ gửi');
});

test('a document viewed online opens again offline', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const office = await tokenOf(request, 'dieuphoi');
  const driver = await tokenOf(request, 'taixe2');
  const me = await apiGet<{ idNguoiDung: number }>(request, driver, '/api/auth/me');
  const upload = await request.post('/api/images/upload', {
    headers: headers(office, writeKey('U')),
    multipart: {
      folderName: 'giay_to',
      files: { name: 'chung-chi.png', mimeType: 'image/png', buffer: readFileSync(SAMPLE_PHOTO) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const fileUrl = ((await upload.json()) as { data: { location: string }[] }).data[0]?.location;
  const name = `Chứng chỉ nghiệp vụ E2E ${run}`;
  await apiPost(
    request,
    office,
    '/api/giay-to',
    {
      maLoaiGiayTo: 'CHUNG_CHI_NV',
      tenHienThi: name,
      soGiayTo: `CC-${run}`,
      nguoiDungId: me.idNguoiDung,
      ngayHetHan: '2099-12-31',
      fileUrl,
      fileMime: 'image/png',
    },
    201,
  );

  await loginThroughForm(page, 'taixe2');
  await expect(page).toHaveURL(/\/tai-xe/);
  await waitForServiceWorker(page);
  await page.goto('/ho-so-xe-cua-toi');
  const image = async () => {
    await page.getByRole('button', { name: `Mở giấy tờ ${name}` }).click();
    const viewer = page.getByRole('dialog', { name });
    const img = viewer.getByRole('img', { name });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    return viewer;
  };
  await (await image()).getByRole('button', { name: 'Đóng' }).click();
  await letCacheSettle(page);

  // No network, and a fresh page: neither the in-memory copy nor the network can answer.
  await context.setOffline(true);
  await page.reload();
  const viewer = await image();
  await shoot(page, 'document-offline');
  await viewer.getByRole('button', { name: 'Đóng' }).click();
  // A document without a file still says so.
  await page
    .getByRole('button', { name: /^Mở giấy tờ GPLX hạng FC/ })
    .first()
    .click();
  await expect(page.getByText('Giấy tờ này chưa có file đính kèm.')).toBeVisible();
  await context.setOffline(false);
});
