import { expect, type Page } from '@playwright/test';

/** A small PNG that is always in the repository. */
export const SAMPLE_PHOTO = 'public/icons/icon-192.png';

/**
 * Fills a PhotoField through the camera modal's file picker ('Chọn ảnh có sẵn' / the phone's own
 * camera app) — no camera needed — and waits for the field's thumbnail.
 */
export async function pickPhoto(page: Page, field: string, file = SAMPLE_PHOTO) {
  await page.getByRole('button', { name: `Chụp ảnh — ${field}` }).click();
  const camera = page.getByRole('dialog', { name: field });
  await camera.getByTestId('camera-file-input').setInputFiles(file);
  await camera.getByRole('button', { name: 'Dùng ảnh này' }).click();
  await expect(camera).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: `Xem ảnh: ${field}` })).toBeVisible();
}

/**
 * Fills a PhotoField with a fresh capture from Chromium's fake camera (the spec's browser needs
 * `--use-fake-device-for-media-stream --use-fake-ui-for-media-stream` and the camera permission).
 */
export async function takePhoto(page: Page, field: string, { doubleTap = false } = {}) {
  await page.getByRole('button', { name: `Chụp ảnh — ${field}` }).click();
  const camera = page.getByRole('dialog', { name: field });
  const shutter = camera.getByRole('button', { name: 'Chụp', exact: true });
  await expect(shutter).toBeEnabled({ timeout: 15_000 });
  await shutter.click();
  // A gloved double tap must still store one photo.
  await camera.getByRole('button', { name: 'Dùng ảnh này' }).click({ clickCount: doubleTap ? 2 : 1 });
  await expect(camera).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: `Xem ảnh: ${field}` })).toBeVisible();
}

/** How many photos this browser keeps on the device (IndexedDB, the offline db's `photos`). */
export const storedPhotoCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('van-tai-ops');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('photos').objectStore('photos').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
