import { expect, type Page, test } from '@playwright/test';
import { loginThroughForm } from './support/session';

// dist/login.html draws the form's first frame before its scripts run (src/features/auth/login-shell.html).
// It must look like the form it stands for, and nothing typed into it may be lost.

/** Every script of the page held until `release()`: the page shows only what its HTML and CSS draw. */
const holdScripts = (page: Page) => hold(page, '**/assets/*.js');

/** The page's requests for `pattern` held until `release()`. */
async function hold(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/** The boxes of the card's parts, in CSS pixels, rounded to a tenth. */
function boxesIn(page: Page, root: string) {
  return page.locator(root).evaluate((element) => {
    const box = (node: Element | null | undefined) => {
      if (!node) return null;
      const { x, y, width, height } = node.getBoundingClientRect();
      return [x, y, width, height].map((value) => Math.round(value * 10) / 10);
    };
    const labels = element.querySelectorAll('label');
    const password = element.querySelector('input[name="password"]');
    return {
      card: box(element.querySelector('main')),
      brand: box(element.querySelector('main p')),
      title: box(element.querySelector('h1')),
      usernameLabel: box(labels[0]),
      username: box(element.querySelector('input[name="username"]')),
      passwordLabel: box(labels[1]),
      // Mantine draws the password's border on a wrapper around the input.
      password: box(password?.closest('.mantine-PasswordInput-input') ?? password),
      submit: box([...element.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Đăng nhập')),
    };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the first frame of /login is the form's own card, box for box, at ${viewport.width}×${viewport.height}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const release = await holdScripts(page);
    // Not until 'load': that waits for the held scripts.
    await page.goto('/login', { waitUntil: 'commit' });
    const shell = page.locator('#login-shell');
    await expect(shell.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập');
    await expect(shell.getByText('Vận Tải')).toBeVisible();
    const drawn = await boxesIn(page, '#login-shell');

    release();
    await expect(page.locator('form')).toBeVisible();
    await expect(shell).toHaveCount(0);
    const form = await boxesIn(page, '#root');
    expect(Object.values(drawn).every(Boolean)).toBe(true);
    expect(drawn).toEqual(form);
    await context.close();
  });
}

test("the card is painted before the app's stylesheets arrive, and the form waits for them", async ({ page }) => {
  const releaseStyles = await hold(page, '**/assets/*.css');
  const releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const shell = page.locator('#login-shell');
  await expect(shell.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập');
  // Painted, not only parsed: a stylesheet in the head would hold the first paint until it loads.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  const unstyled = await boxesIn(page, '#login-shell');

  // The scripts arrive first: they wait for the stylesheets, so the form never draws without them.
  const entry = page.waitForResponse(/\/assets\/index-[\w-]+\.js$/);
  releaseScripts();
  await entry;
  // Time enough for the entry to render the form, were it not waiting for the stylesheets.
  await page.waitForTimeout(500);
  await expect(page.locator('#root form')).toHaveCount(0);
  await expect(shell).toBeVisible();

  releaseStyles();
  await expect(page.locator('#root form')).toBeVisible();
  await expect(shell).toHaveCount(0);
  // The card did not move when the app's CSS came (its body margin is the shell's own).
  expect(unstyled).toEqual(await boxesIn(page, '#root'));
});

test('what is typed before the scripts run is in the form, and the field keeps the focus', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#login-shell input[name="username"]').fill('taixe1');
  // Neither its button nor Enter sends anything: a form's native submit would have put the
  // password in the URL. (The button is aria-disabled, which Playwright will not click unforced.)
  await page.locator('#login-shell').getByRole('button', { name: 'Đăng nhập' }).click({ force: true });
  await page.locator('#login-shell input[name="password"]').fill('Demo@123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue('taixe1');
  await expect(page.getByLabel('Mật khẩu').first()).toHaveValue('Demo@123');
  await expect(page.getByLabel('Mật khẩu').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tai-xe$/);
  await expect(page.getByRole('heading', { name: 'Nguyễn Văn Tài' })).toBeVisible();
});

test('keys typed while the form takes the frame\u2019s place all reach the form', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#login-shell input[name="username"]').click();
  // A phone's pace, so the form's render spans many keys.
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
  release();
  // The form renders in slices while the frame still takes keys (routes/login.tsx): one key at a
  // time until the frame is gone, then a few into the form itself.
  const shell = page.locator('#login-shell');
  let typed = '';
  const typeOne = async () => {
    const key = String.fromCharCode(97 + (typed.length % 26));
    await page.keyboard.type(key);
    typed += key;
  };
  while (typed.length < 400 && (await shell.count()) > 0) await typeOne();
  for (let i = 0; i < 3; i++) await typeOne();
  expect(typed.length).toBeLessThan(400);
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue(typed);
  await expect(page.getByLabel('Tên đăng nhập')).toBeFocused();
});

test('the password field names its eye button in Vietnamese', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Hiện hoặc ẩn mật khẩu' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(0);
});

test('someone signed in who opens /login is sent home, and the shell goes with the login page', async ({ page }) => {
  await loginThroughForm(page, 'taixe2');
  await expect(page).toHaveURL(/\/tai-xe$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/tai-xe$/);
  await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toHaveCount(0);
});
