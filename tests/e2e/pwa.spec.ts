import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { apiGet, tokenOf } from './support/api';
import { CHROMIUM_ARGS, findChromium, PHONE_POSITION } from './support/chromium';
import { createDriverWithVehicle } from './support/fleet';
import { serviceWorkerOf } from './support/service-worker';
import { loginThroughForm, waitForServiceWorker } from './support/session';

test.describe('PWA', () => {
  test('the app is installable (no installability errors)', async ({ baseURL }) => {
    // A throwaway context is incognito, which Chromium never lets install: use a real profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'vt-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/login');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ lang: 'vi', display: 'standalone', start_url: '/' });
      expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
      expect(manifest.icons.some((i: { purpose?: string }) => i.purpose?.includes('maskable'))).toBe(true);
      expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toContain('/tai-xe');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after one online visit a deep route reloads offline from the worker', async ({ page, context }) => {
    await loginThroughForm(page, 'dieuphoi');
    await expect(page).toHaveURL(/\/$/);
    await waitForServiceWorker(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Hồ sơ người dùng' })).toBeVisible();

    await context.setOffline(true);
    const response = await page.reload();
    // Served by the worker, not the network (which is cut) and not Chromium's offline page.
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Hồ sơ người dùng' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Tổng quan' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a route never opened online still opens offline (its lazy chunk is precached)', async ({ page, context }) => {
    await loginThroughForm(page, 'taixe3');
    await expect(page).toHaveURL(/\/tai-xe$/);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    // /profile's code was never loaded in this page: only the precache can provide it.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Hồ sơ người dùng' })).toBeVisible();
    await page.goto('/tai-xe');
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a reopened dashboard draws first; the offline database loads after it', async ({ page }) => {
    await loginThroughForm(page, 'taixe3');
    await expect(page).toHaveURL(/\/tai-xe$/);
    await waitForServiceWorker(page);
    // When the driver's name first reaches the page, on the clock the resource timings use.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('h1')) return;
        (globalThis as { headingAt?: number }).headingAt ??= performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Dexie (download, evaluation, opening the database) came before the dashboard's first render
    // when the session watch started at once; the outbox's live reads and that watch load it after.
    const dexieStarts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/dexie-[\w-]+\.js$/.test(r.name))
          .map((r) => r.startTime),
      );
    await expect.poll(async () => (await dexieStarts()).length).toBeGreaterThan(0);
    const headingAt = await page.evaluate(() => (globalThis as { headingAt?: number }).headingAt ?? null);
    expect(headingAt).not.toBeNull();
    for (const at of await dexieStarts()) expect(at).toBeGreaterThan(headingAt ?? Number.POSITIVE_INFINITY);
  });

  test('with no page open, a background sync to a restarted worker sends the queued SOS, once', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const driver = await createDriverWithVehicle(request, String(Date.now()).slice(-5));
    const sosText = `Kẹt phanh trên đèo, xe đứng bên phải (${driver.username})`;
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHONE_POSITION);
    await loginThroughForm(page, driver.username, driver.password);
    await expect(page.getByRole('heading', { level: 1, name: driver.hoTen })).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Báo sự cố' }).click();
    const sos = page.getByRole('dialog', { name: /SOS/ });
    await sos.getByLabel('Mô tả sự cố').fill(sosText);
    await sos.getByRole('button', { name: 'Gửi SOS' }).click();
    await expect(sos.getByText('Chưa gửi được')).toBeVisible({ timeout: 10_000 });
    const admin = await tokenOf(request, 'admin');
    const ticketsWithSos = async () => {
      const tickets = await apiGet<{ content: { noiDungCongViec: string }[] }>(
        request,
        admin,
        '/api/bao-duong-xe?size=100',
      );
      return tickets.content.filter((t) => t.noiDungCongViec.includes(sosText)).length;
    };
    // No page of the app is left to send it: only the worker can.
    await page.close();
    const blank = await context.newPage();
    const origin = new URL(baseURL ?? '').origin;
    const { cdp, registrationId, runningStatus } = await serviceWorkerOf(blank, origin);
    // Back online; the worker stopped, as a phone stops it, then started as for an event: it has run
    // only sw.ts, and the sync loads the outbox's sender on demand (sw/on-demand.ts). Chromium 156
    // drops the CDP connection when a sync is dispatched to a stopped worker, and Playwright keeps a
    // worker started while the context was offline offline: hence online first, then a start.
    await context.setOffline(false);
    await cdp.send('ServiceWorker.stopAllWorkers');
    await expect.poll(runningStatus).toBe('stopped');
    await cdp.send('ServiceWorker.startWorker', { scopeURL: `${origin}/` });
    await expect.poll(runningStatus).toBe('running');
    expect(await ticketsWithSos()).toBe(0);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'outbox', lastChance: false });

    await expect.poll(ticketsWithSos, { timeout: 30_000 }).toBe(1);
    // The worker recorded it as sent: the reopened app has nothing left to send, and sends nothing twice.
    await blank.goto('/tai-xe');
    await expect(blank.getByTestId('sync-chip-label')).toHaveText('Đã gửi hết');
    expect(await ticketsWithSos()).toBe(1);
  });

  test('API calls are never answered with the app shell', async ({ page, context }) => {
    await loginThroughForm(page, 'ketoan');
    await waitForServiceWorker(page);
    const res = await page.evaluate(async () => {
      const r = await fetch('/api/khong-co');
      return { status: r.status, type: r.headers.get('content-type') };
    });
    expect(res.status).toBe(404);
    expect(res.type).toContain('application/json');
    await context.setOffline(true);
    const offline = await page.evaluate(() =>
      fetch('/api/health').then(
        (r) => `status ${r.status}`,
        () => 'network error',
      ),
    );
    expect(offline).toBe('network error');
    await context.setOffline(false);
  });
});
