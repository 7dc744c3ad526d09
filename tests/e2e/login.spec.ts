import { expect, type Page, test } from '@playwright/test';
import { loginThroughForm } from './support/session';

test.describe('đăng nhập', () => {
  test('a driver lands on the driver dashboard /tai-xe', async ({ page }) => {
    await loginThroughForm(page, 'taixe1');
    await expect(page).toHaveURL(/\/tai-xe$/);
    await expect(page.getByRole('heading', { name: 'Nguyễn Văn Tài' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    // The driver surface has no console sidebar.
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  test('an office user lands on the console / with header and sidebar', async ({ page }) => {
    await loginThroughForm(page, 'admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
    await expect(page.getByText('Quản trị viên').first()).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Tổng quan' })).toBeVisible();
  });

  test('a wrong password shows the exact message and stays on /login', async ({ page }) => {
    await loginThroughForm(page, 'ketoan', 'sai-mat-khau');
    await expect(page.getByRole('alert')).toHaveText('Tài khoản hoặc mật khẩu không đúng.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('both fields are required, in Vietnamese', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByText('Vui lòng nhập tên đăng nhập.')).toBeVisible();
    await expect(page.getByText('Vui lòng nhập mật khẩu.')).toBeVisible();
    // The theme's CSS variables come with the build (src/ui/theme-variables.css), not from a style
    // the provider writes at start: the primary shade 8 and the theme's fonts still apply.
    await expect(page.locator('style[data-mantine-styles="true"]')).toHaveCount(0);
    await page.mouse.move(0, 0); // off the button: its hover shade is 9
    await expect(page.locator('button.mantine-Button-root', { hasText: 'Đăng nhập' })).toHaveCSS(
      'background-color',
      'rgb(25, 113, 194)',
    );
    await expect(page.locator('body')).toHaveCSS('font-family', /^system-ui, -apple-system/);
  });

  test('a deep link without a session goes to /login and back after login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Tên đăng nhập').fill('dieuphoi');
    await page.getByLabel('Mật khẩu').first().fill('Demo@123');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Hồ sơ người dùng' })).toBeVisible();
    await expect(page.getByText('Trần Văn Điều').first()).toBeVisible();
  });

  test('a reload right after logging in keeps the session', async ({ page }) => {
    await loginThroughForm(page, 'ketoan');
    await expect(page).toHaveURL(/\/$/);
    // At once, before the query cache is persisted (it is throttled): the session is IndexedDB's.
    await page.goto('/quan-ly-xang-dau');
    await expect(page).toHaveURL(/\/quan-ly-xang-dau/);
    await expect(page.getByRole('heading', { level: 2, name: 'Quản lý xăng dầu' })).toBeVisible();
  });

  test('a first visit to /login opens no offline database; signing in starts the outbox engine', async ({ page }) => {
    const assets: string[] = [];
    page.on('request', (request) => assets.push(new URL(request.url()).pathname));
    const loaded = (prefix: string) => assets.some((asset) => asset.startsWith(`/assets/${prefix}-`));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    // Past main.tsx's 3-s fallback for starting the background work.
    await page.waitForTimeout(3_500);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
    expect({ dexie: loaded('dexie'), engine: loaded('start-background') }).toEqual({ dexie: false, engine: false });

    // Turning to the form fetches what submitting needs; signing in starts the engine.
    await page.getByLabel('Tên đăng nhập').focus();
    await expect.poll(() => loaded('login-request')).toBe(true);
    await page.getByLabel('Tên đăng nhập').fill('taixe1');
    await page.getByLabel('Mật khẩu').first().fill('Demo@123');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/tai-xe$/);
    await expect.poll(() => loaded('start-background')).toBe(true);
  });

  test("a first visit to /login gets the form's scripts with the page, brotli-compressed, and the manifest after the form", async ({
    page,
  }) => {
    const loginPage = await (await page.request.get('/login')).text();
    const shell = await (await page.request.get('/')).text();
    const dashboardPage = await (await page.request.get('/tai-xe')).text();
    const formChunk = loginPage.match(
      /<link rel="modulepreload" crossorigin href="(\/assets\/login-screen-[\w-]+\.js)">/,
    )?.[1];
    expect(formChunk).toBeDefined();
    expect(loginPage).not.toContain('rel="manifest"');
    // The driver's dashboard has a page of its own too (src/shared/route-pages.ts).
    expect(dashboardPage).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/driver-screen-[\w-]+\.js">/);
    expect(dashboardPage).not.toContain('rel="manifest"');
    // Every other route keeps the shell as built: the manifest linked, no route's chunks preloaded.
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(shell).not.toContain('login-screen');
    expect(shell).not.toContain('driver-screen');
    const script = await page.request.get(formChunk ?? '', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(script.headers()['content-encoding']).toBe('br');
    expect(script.headers().vary).toContain('accept-encoding');

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    // Asked for with the page, not once the entry had run: before the framework chunk had even arrived
    // (a lazy import cannot start before the entry that makes it was downloaded and run).
    const started = await page.evaluate(() => {
      const timing = (pattern: RegExp) =>
        performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name)) as PerformanceResourceTiming;
      return {
        form: timing(/\/assets\/login-screen-[\w-]+\.js$/).startTime,
        frameworkArrived: timing(/\/assets\/framework-[\w-]+\.js$/).responseEnd,
      };
    });
    expect(started.form).toBeLessThan(started.frameworkArrived);
    // Installing still works from /login: the manifest is linked once the form is on.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });

  test('logout clears the session and returns to /login', async ({ page }) => {
    await loginThroughForm(page, 'taixe2');
    await expect(page).toHaveURL(/\/tai-xe$/);
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/tai-xe');
    await expect(page).toHaveURL(/\/login/);
  });
});

// The first screens' chunks are classic scripts (scripts/vite-classic-chunks.ts): a page runs those
// it names, and a chunk's module loads the others when a screen needs them. None may run twice:
// that would be a second React, a second router, a second query cache.
test.describe('the first screens\u2019 scripts', () => {
  /** The classic scripts in the document, by file name without its hash. */
  const classicScripts = (page: Page) =>
    page.evaluate(() =>
      [...document.scripts]
        .map((script) => script.src)
        .filter((src) => src.endsWith('.classic.js'))
        .map((src) => src.replace(/^.*\/assets\/(.+)-[\w-]{8}\.classic\.js$/, '$1')),
    );

  test('the console, signed in from /login or reloaded, runs each once, loading what its page did not name', async ({
    page,
  }) => {
    // The API client (ky) and the offline database (dexie) load after the first screen, from their modules.
    const all = ['app-shell', 'dexie', 'driver-screen', 'framework', 'ky', 'login-screen', 'screens-shared'];
    await loginThroughForm(page, 'ketoan');
    await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
    // /login named the framework, the shell and the form; the console's layout needed the rest.
    await expect.poll(async () => (await classicScripts(page)).sort()).toEqual(all);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
    await expect.poll(async () => (await classicScripts(page)).sort()).toEqual(all);
  });

  test.describe('with no worker between the page and the link', () => {
    test.use({ serviceWorkers: 'block' });

    test('a script the page named that fails to download is fetched again, and the screen opens', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let refused = 0;
      await page.route(/\/assets\/app-shell-[\w-]{8}\.classic\.js$/, (route) =>
        refused++ === 0 ? route.abort('connectionreset') : route.continue(),
      );
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
      await expect(page.getByLabel('Tên đăng nhập')).toBeEditable();
      expect(refused).toBe(2);
      // The form's script, run before the shell's, did nothing; its module ran it again after.
      const scripts = await classicScripts(page);
      expect(scripts.slice(0, 5)).toEqual(['framework', 'app-shell', 'login-screen', 'app-shell', 'login-screen']);
      // What the page loads after the form (the toasts' store) comes once, and none of those again.
      expect(new Set(scripts.slice(5)).size).toBe(scripts.length - 5);
      expect(scripts.slice(5).filter((name) => scripts.slice(0, 5).includes(name))).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
