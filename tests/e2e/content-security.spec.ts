import { expect, type Page, test } from '@playwright/test';
import { keepPositionFresh } from './support/chromium';
import { createDriverWithVehicle } from './support/fleet';
import { loginThroughForm } from './support/session';

// The pages keep to the server's Content-Security-Policy (server/app.ts: scripts from 'self', no
// 'unsafe-eval'). Until zod ran jitless in the browser (contracts/zod-vi.ts), the first schema of
// every page probed `new Function` and logged a script-src violation, about 12 ms of a busy main
// thread each time; a violation here is either wasted work or a policy about to break a feature.

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (globalThis as { cspViolations?: string[] }).cspViolations ?? ['no recorder']);

test('the driver dashboard parses its answers without a policy violation', async ({ page, context, request }) => {
  keepPositionFresh(context);
  const driver = await createDriverWithVehicle(request, String(Date.now()).slice(-5));
  await recordViolations(page);
  await loginThroughForm(page, driver.username, driver.password);
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);
  // The answers' schemas load after the answers (lib/api.ts): wait until zod is on the page.
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/zod-/.test(r.name))),
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);
  await page.waitForTimeout(1_000);
  expect(await violations(page)).toEqual([]);
});

test('the office home keeps to the policy', async ({ page }) => {
  await recordViolations(page);
  await loginThroughForm(page, 'dieuphoi');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Xe theo trạng thái' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
