import { expect, type Locator, type Page } from '@playwright/test';
import { pickPhoto } from './photo';

/** Today in Vietnam as the date-time field reads it: 'dd/mm/yyyy'. */
export const vnToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** Picks an option of a Mantine select by its label. */
export async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * The manager's start / end of an order: the position is there, no photo → the spec's message and
 * nothing sent; with a photo → the success toast and the modal closes.
 */
export async function stamp(page: Page, card: Locator, button: string, dialogTitle: string, done: string) {
  await card.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog.getByText(/Đã lấy vị trí: 10\.776889, 106\.700806/)).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Vui lòng chụp ảnh trước.');
  await pickPhoto(page, 'Ảnh hiện trường');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Assigns one employee (by login) in the open assign modal. */
export async function assignOne(page: Page, assign: Locator, username: string) {
  await assign.getByLabel('Nhân viên', { exact: true }).fill(username);
  await page.getByRole('option', { name: new RegExp(`\\(${username}\\)`) }).click();
  // The list stays open for more picks; a click on the title closes it.
  await assign.getByRole('heading').first().click();
  await assign.getByRole('button', { name: 'Gán nhân viên' }).click();
  await expect(page.getByText('Đã gán nhân viên')).toBeVisible();
  await expect(assign).toBeHidden();
}
