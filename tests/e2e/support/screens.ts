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
    for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
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
