import { expect, type Page, type Response, test } from '@playwright/test';
import type { DashboardOverview } from '../../src/contracts/dashboard';
import { loginThroughForm } from './support/session';

// The office home's overview: the tiles show the server's figures, the charts render, and a tile
// opens the screen that handles it, already filtered. Other specs approve and create records on the
// same database meanwhile, so figures are compared with the answer this page received, and the
// filtered screen with the request it makes. Screenshots: test-results/screens/dashboard-*.png.
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const isOverview = (r: Response) => r.url().includes('/api/dashboard/tong-quan') && r.status() === 200;

async function openDashboard(page: Page): Promise<DashboardOverview> {
  const answer = page.waitForResponse(isOverview);
  await loginThroughForm(page, 'dieuphoi');
  await expect(page).toHaveURL(/\/$/);
  return ((await (await answer).json()) as { data: DashboardOverview }).data;
}

for (const vp of VIEWPORTS) {
  test(`dashboard tiles show the server's figures (${vp.name})`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    const data = await openDashboard(page);
    const tiles = {
      'tile-xang-dau': data.choDuyet.xangDau,
      'tile-bao-gia': data.choDuyet.baoGia,
      'tile-thanh-toan': data.choDuyet.thanhToan,
      'tile-giay-to': data.giayTo.sapHetHan,
      'tile-loi': data.loiNghiemTrong.soLuong,
    };
    for (const [id, n] of Object.entries(tiles)) await expect(page.getByTestId(id)).toHaveText(String(n));
    await expect(page.getByText(`Trong 30 ngày · ${data.giayTo.daHetHan} đã hết hạn`)).toBeVisible();
    // The demo company has vehicles, so the donut chart renders with its total.
    const vehicles = data.xeTheoTrangThai.reduce((n, r) => n + r.soLuong, 0);
    expect(vehicles).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Xe theo trạng thái' }).getByText(`${vehicles} xe`)).toBeVisible();
    for (const doc of data.giayTo.ganNhat) await expect(page.getByText(doc.tenHienThi).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/dashboard-${vp.name}.png`, fullPage: true });
  });
}

test('a tile opens the filtered screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const data = await openDashboard(page);

  // The ticket screen opens on CHO_DUYET by itself: the payments tile proves the filter is carried.
  const payments = page.waitForResponse((r) => /\/api\/bao-duong-xe\?.*trangThai=CHO_THANH_TOAN/.test(r.url()));
  await page.getByRole('link', { name: `Chờ thanh toán: ${data.choDuyet.thanhToan}` }).click();
  await expect(page).toHaveURL(/\/quan-ly-bao-duong\?.*tab=CHO_THANH_TOAN/);
  expect((await payments).status()).toBe(200);
  await expect(page.getByRole('tab', { name: /Chờ thanh toán/, selected: true })).toBeVisible();

  await page.goBack();
  const fuel = page.waitForResponse((r) => /\/api\/xang-dau\/list\?.*trangThai=CHO_DUYET/.test(r.url()));
  await page.getByRole('link', { name: /^Xăng dầu chờ duyệt: \d+$/ }).click();
  await expect(page).toHaveURL(/\/quan-ly-xang-dau\?.*tab=CHO_DUYET/);
  expect((await fuel).status()).toBe(200);
});
