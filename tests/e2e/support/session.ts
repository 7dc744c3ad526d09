import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@123';

/** Logs in through the real form, the way a person does. */
export async function loginThroughForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu').first().fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Resolves once a service worker controls the page (precache installed and claimed). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      const reg = await navigator.serviceWorker.ready;
      return Boolean(reg.active && navigator.serviceWorker.controller);
    },
    undefined,
    { timeout: 30_000 },
  );
}
