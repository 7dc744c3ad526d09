import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';
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
