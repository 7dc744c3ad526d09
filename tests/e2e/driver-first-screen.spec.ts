import { expect, test } from '@playwright/test';
import { DRIVER_PHONE, keepPositionFresh } from './support/chromium';
import { createDriverWithVehicle } from './support/fleet';
import { loginThroughForm, waitForServiceWorker } from './support/session';

// A reopened dashboard's first screen already counts what this phone queued: the step and the
// next action never flash back to what the server last said while the offline database loads.
// One tap on that stale action would have queued the same report twice; the chip said "Đã gửi hết".

test.use(DRIVER_PHONE);
test.beforeEach(({ context }) => keepPositionFresh(context));

test('a dashboard reopened offline shows its queued receive from the first frame', async ({
  page,
  context,
  request,
}) => {
  const driver = await createDriverWithVehicle(request, String(Date.now()).slice(-5));
  await loginThroughForm(page, driver.username, driver.password);
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);
  await waitForServiceWorker(page);
  // The persisted query cache is written at most once a second.
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Nhận xe & bắt đầu ca' }).click();
  const receive = page.getByRole('dialog', { name: 'Nhận xe & bắt đầu ca' });
  await receive.getByLabel(/Số ODO lúc nhận xe/).fill(String(driver.odo + 10));
  await receive.getByRole('button', { name: 'Nhận xe' }).click();
  await expect(page.getByTestId('shift-step')).toHaveText('Đã nhận xe');

  // Every step text, chip label and "receive" button the page ever shows after the reload.
  await page.addInitScript(() => {
    const seen = { steps: [] as string[], chip: [] as string[], receiveButton: false, onLine: navigator.onLine };
    (globalThis as { seen?: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="shift-step"]')?.textContent;
      if (text && seen.steps.at(-1) !== text) seen.steps.push(text);
      const label = document.querySelector('[data-testid="sync-chip"]')?.textContent;
      if (label && seen.chip.at(-1) !== label) seen.chip.push(label);
      for (const button of document.querySelectorAll('button'))
        if (button.textContent?.trim() === 'Nhận xe & bắt đầu ca') seen.receiveButton = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(page.getByTestId('shift-step')).toHaveText('Đã nhận xe');
  await expect(page.getByRole('button', { name: 'Làm checklist đầu ca' })).toBeVisible();
  // Until the offline database has answered the dashboard's live read (its chunk loads after the
  // first screen), and a moment more.
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/dexie-/.test(r.name))),
    )
    .toBe(true);
  await page.waitForTimeout(1_000);
  const seen = await page.evaluate(
    () => (globalThis as { seen?: { steps: string[]; chip: string[]; onLine: boolean } }).seen,
  );
  expect(seen).toMatchObject({ steps: ['Đã nhận xe'], receiveButton: false });
  // Chromium 150 (Debian's today) leaves navigator.onLine true across a reload with the network
  // cut (the 156 of earlier runs made it false): the page is then a phone with bars but no data, which tries to send the
  // receive (its request's schema loads) and keeps it. Either way the chip counts the queued receive
  // from its first label and never says 'Đã gửi hết'.
  const offlineLabel = 'Ngoại tuyến1 mục chờ gửi';
  const contractsLoaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((r) => /\/assets\/(zod|envelope|fleet|attendance)-/.test(r.name)),
  );
  if (seen?.onLine === false) {
    expect(seen.chip).toEqual([offlineLabel]);
    // Its calls all failed without an answer, so nothing needed a schema: neither the contracts nor
    // zod loaded (lib/api.ts), ~0.3 s of a phone's main thread after the first screen.
    expect(contractsLoaded).toEqual([]);
  } else {
    expect(seen?.chip[0]).toBe('1 mục chờ gửi');
    for (const label of seen?.chip ?? []) expect(['1 mục chờ gửi', 'Đang gửi 0/1']).toContain(label);
  }
  // Offline, the worker answered with the dashboard's own page (src/shared/route-pages.ts): its
  // chunks were asked for with the page, and the entry's preload helper did not link them again.
  const preloads = await page.evaluate(
    () => document.querySelectorAll('link[rel="modulepreload"][href*="/assets/driver-screen-"]').length,
  );
  expect(preloads).toBe(1);
  // Its stylesheets too, each linked once by the page itself: the helper neither linked them again
  // nor made the route's chunk wait for their load events (vite.config.ts, routePagePreloads).
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  const dashboardPage = await (await page.request.get('/tai-xe')).text();
  expect(dashboardPage).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/driver-screen-[\w-]+\.css">/);
  expect(sheets.filter((href) => /^\/assets\/driver-screen-[\w-]+\.css$/.test(href))).toHaveLength(1);
  expect(new Set(sheets).size).toBe(sheets.length);
});

// The toasts' host mounts with the first toast (app/toasts-on-demand.tsx): a visit that shows none
// never pays for it, and the first one still shows, offline too (its module loaded after the screen).
test('the toasts appear with the first toast, offline, and not before', async ({ page, context, request }) => {
  const driver = await createDriverWithVehicle(request, String(Date.now()).slice(-5));
  await loginThroughForm(page, driver.username, driver.password);
  await expect(page.getByTestId('vehicle-plate')).toHaveText(driver.bienSo);
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /\/assets\/notifications-host-/.test(r.name)),
      ),
    )
    .toBe(true);
  // Offline, the receive form's chunk comes from the worker's precache.
  await waitForServiceWorker(page);
  await expect(page.locator('.mantine-Notifications-root')).toHaveCount(0);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Nhận xe & bắt đầu ca' }).click();
  const receive = page.getByRole('dialog', { name: 'Nhận xe & bắt đầu ca' });
  await receive.getByLabel(/Số ODO lúc nhận xe/).fill(String(driver.odo + 10));
  await receive.getByRole('button', { name: 'Nhận xe' }).click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Nhận xe thành công — đã lưu, sẽ gửi khi có mạng.' }),
  ).toBeVisible();
});
