import { expect, type Page, test } from '@playwright/test';
import { loginThroughForm } from './support/session';

// Each screen at a phone and a desktop size: nothing overflows sideways, the driver's controls
// are glove-sized, and a screenshot is kept in test-results/screens/ for a person to look at.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

for (const vp of VIEWPORTS) {
  test.describe(`${vp.name} ${vp.width}×${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('login screen', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, `login-${vp.name}`);
    });

    test('driver dashboard: big touch targets', async ({ page }) => {
      await loginThroughForm(page, 'taixe1');
      await expect(page.getByRole('heading', { name: 'Nguyễn Văn Tài' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      for (const button of await page.getByRole('button').all()) {
        if (!(await button.isVisible())) continue;
        const box = await button.boundingBox();
        expect(box?.height ?? 0, (await button.textContent()) ?? '').toBeGreaterThanOrEqual(48);
      }
      await shoot(page, `tai-xe-${vp.name}`);
      // Drivers get work orders too: the dashboard leads to them and to their month.
      await page.getByRole('link', { name: /Lệnh & bảng công/ }).click();
      await expect(page.getByRole('heading', { name: 'Chấm công của tôi', level: 2 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Chờ xác nhận' })).toBeVisible();
    });

    test('console home and profile', async ({ page }) => {
      await loginThroughForm(page, 'admin');
      await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
      await expect(page.getByText('pglite', { exact: false }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, `home-${vp.name}`);
      await page.goto('/profile');
      await expect(page.getByText('admin@vantai.demo')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, `profile-${vp.name}`);
    });

    test('employee page: nothing sideways, the order buttons glove-sized', async ({ page }) => {
      await loginThroughForm(page, 'nhanvien1');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/cham-cong-nhan-vien');
      const orders = page.getByRole('region', { name: 'Lệnh của tôi' });
      await expect(orders.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Bảng công tháng' }).getByRole('gridcell').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      for (const button of await orders.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box?.height ?? 0, (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44);
      }
      await shoot(page, `cham-cong-nhan-vien-${vp.name}`);
    });
  });
}
