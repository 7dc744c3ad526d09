import { expect, type Page } from '@playwright/test';

/** The two sizes every screen is looked at (a phone in a driver's hand, an office desktop). */
export const PHONE = { name: 'phone', width: 390, height: 844 } as const;
export const DESKTOP = { name: 'desktop', width: 1440, height: 900 } as const;

/**
 * Screenshots of the current screen at both sizes to test-results/screens/<prefix>-<name>-<size>.png,
 * each asserting nothing scrolls sideways; ends at the desktop size. `closeToasts` first closes the
 * toasts of the step before (they would cover the header); `ready` runs after each resize.
 */
export async function shootBothSizes(
  page: Page,
  name: string,
  {
    prefix = 'marketing',
    closeToasts = false,
    ready,
  }: { prefix?: string; closeToasts?: boolean; ready?: () => Promise<void> } = {},
) {
  if (closeToasts) {
    // Always the first one: `.all()` hands back nth(i) locators, and closing (or a toast's own timer)
    // shifts the rest, so nth(1) may never exist again. A toast leaving on its own mid-click is fine.
    const toasts = page.locator('.mantine-Notification-root');
    await expect(async () => {
      if ((await toasts.count()) > 0)
        await toasts
          .first()
          .locator('button')
          .click({ timeout: 1_000 })
          .catch(() => {});
      expect(await toasts.count()).toBe(0);
    }).toPass({ timeout: 15_000 });
  }
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await ready?.();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${size.name}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/${prefix}-${name}-${size.name}.png`, fullPage: true });
  }
}
