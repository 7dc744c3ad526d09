import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiGet, apiPost, tokenOf } from './support/api';
import { SAMPLE_PHOTO } from './support/photo';
import { loginThroughForm, waitForServiceWorker } from './support/session';

// Issue 14, the task dialog: a task opened from ?openTask, comments written with Enter, an image
// pasted into a comment, pin / edit / delete by the author; and a phone in the field filing a
// REPORT with a photo and a status change offline, which reach the manager's open board when the
// network is back. Each test makes its own workspace (admin) so nothing else touches it.

interface Setup {
  workspaceId: number;
  columnId: number;
  taskId: number;
  tieuDe: string;
}

async function workspaceWithTask(request: APIRequestContext, assignee?: string): Promise<Setup> {
  const admin = await tokenOf(request, 'admin');
  const stamp = Date.now();
  const ws = await apiPost<{ id: number }>(
    request,
    admin,
    '/api/workspaces',
    { tieuDe: `Kho bãi E2E ${stamp}`, moTa: 'Hộp thoại công việc' },
    201,
  );
  const column = await apiPost<{ id: number }>(
    request,
    admin,
    `/api/workspaces/${ws.id}/columns`,
    { tenCot: 'Việc cần làm' },
    201,
  );
  const assignedUserIds: number[] = [];
  if (assignee) {
    const me = await apiGet<{ idNguoiDung: number }>(request, await tokenOf(request, assignee), '/api/auth/me');
    assignedUserIds.push(me.idNguoiDung);
  }
  const tieuDe = `Kiểm kê kho ${stamp}`;
  const task = await apiPost<{ id: number }>(
    request,
    admin,
    `/api/workspaces/${ws.id}/columns/${column.id}/tasks`,
    { tieuDe, moTa: 'Đếm hàng trong kho A', doUuTien: 'HIGH', assignedUserIds },
    201,
  );
  return { workspaceId: ws.id, columnId: column.id, taskId: task.id, tieuDe };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: /Chi tiết công việc/ });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function openTask(page: Page, s: Setup) {
  await page.goto(`/bang-phan-chia-cong-viec/${s.workspaceId}?openTask=${s.taskId}`);
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { name: s.tieuDe })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/** A paste of one PNG, as the browser fires it for a copied screenshot. */
async function pasteImage(target: Locator, name: string) {
  await target.evaluate(async (el, fileName) => {
    const bytes = await (await fetch('/icons/icon-192.png')).arrayBuffer();
    const data = new DataTransfer();
    data.items.add(new File([bytes], fileName, { type: 'image/png' }));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, name);
}

const commentWith = (dialog: Locator, text: string) => dialog.getByTestId('comment').filter({ hasText: text });

async function commentMenu(page: Page, comment: Locator, item: string) {
  await comment.getByRole('button', { name: 'Thao tác bình luận' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a task from ?openTask: comment with Enter, paste an image into it, pin, edit, delete', async ({
  page,
  request,
}) => {
  // One long story (about 45 s here): slower machines get three times the default.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const s = await workspaceWithTask(request);
  await loginThroughForm(page, 'admin');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const dialog = await openTask(page, s);
  await expect(dialog.getByText('Đếm hàng trong kho A')).toBeVisible();
  await expect(dialog.getByText('Chưa có bình luận nào.')).toBeVisible();

  const box = dialog.getByRole('textbox', { name: 'Nội dung bình luận' });
  // Content is required even with files.
  await box.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Nội dung bình luận không được để trống.')).toBeVisible();

  // Enter sends; Shift+Enter breaks the line.
  await box.fill('Đã bắt đầu kiểm kê');
  await box.press('Shift+Enter');
  await box.pressSequentially('dãy kệ số 1');
  await expect(box).toHaveValue('Đã bắt đầu kiểm kê\ndãy kệ số 1');
  await box.press('Enter');
  await expect(toast(page, 'Đã thêm bình luận!')).toBeVisible();
  await expect(commentWith(dialog, 'dãy kệ số 1')).toBeVisible();
  await expect(box).toHaveValue('');

  // An image pasted while the comment box has the focus goes to the comment.
  await box.fill('Ảnh kệ hàng');
  await pasteImage(box, 'ke-hang.png');
  await expect(toast(page, 'Đã dán 1 file vào bình luận')).toBeVisible();
  await expect(dialog.getByLabel('Tệp đính kèm bình luận')).toContainText('ke-hang.png');
  await box.press('Enter');
  const withPhoto = commentWith(dialog, 'Ảnh kệ hàng');
  await expect(withPhoto.getByRole('button', { name: 'ke-hang.png', exact: true })).toBeVisible();
  await expect(withPhoto).toContainText('KB');

  // With the box closed, a pasted image goes to the task.
  await box.blur();
  await pasteImage(dialog.getByRole('heading', { name: s.tieuDe }), 'so-do-kho.png');
  await expect(toast(page, 'Đã dán 1 file vào nhiệm vụ')).toBeVisible();
  await expect(
    dialog.getByLabel('Thông tin công việc').getByRole('button', { name: 'so-do-kho.png', exact: true }),
  ).toBeVisible();

  // Pasting text into a field is left alone: the browser's own paste is not cancelled.
  await box.focus();
  const textPasteGoesOn = await box.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'chữ dán');
    return el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  expect(textPasteGoesOn).toBe(true);
  await box.blur();

  // Pin: the author's own comment, pinned first.
  await commentMenu(page, commentWith(dialog, 'dãy kệ số 1'), 'Ghim');
  await expect(toast(page, 'Đã ghim bình luận.')).toBeVisible();
  await expect(dialog.getByTestId('comment').first()).toContainText('dãy kệ số 1');
  await expect(dialog.getByTestId('comment').first()).toContainText('Đã ghim');

  // Edit (save) shows "đã sửa".
  await commentMenu(page, commentWith(dialog, 'dãy kệ số 1'), 'Chỉnh sửa');
  const editBox = dialog.getByRole('textbox', { name: 'Sửa bình luận' });
  await editBox.fill('Đã kiểm kê xong dãy kệ số 1');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Cập nhật bình luận thành công.')).toBeVisible();
  await expect(commentWith(dialog, 'Đã kiểm kê xong dãy kệ số 1')).toContainText('đã sửa');

  await page.screenshot({ path: 'test-results/issue14-task-dialog-1440.png' });

  // Delete asks first: 'Xóa vĩnh viễn!' / 'Hủy bỏ'.
  await commentMenu(page, commentWith(dialog, 'Ảnh kệ hàng'), 'Xóa bình luận');
  const confirm = page.getByRole('dialog', { name: 'Xóa bình luận' });
  await expect(confirm.getByRole('button', { name: 'Hủy bỏ' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Xóa vĩnh viễn!' }).click();
  await expect(toast(page, 'Đã xóa bình luận.')).toBeVisible();
  await expect(commentWith(dialog, 'Ảnh kệ hàng')).toHaveCount(0);

  // View → edit: the title is required (inline), assignees are added one by one.
  await dialog.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const form = page.getByRole('dialog', { name: /Chỉnh sửa công việc/ });
  const title = form.getByRole('textbox', { name: 'Tiêu đề' });
  await title.fill('   ');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form.getByText('Vui lòng nhập tiêu đề công việc.')).toBeVisible();
  await title.fill(`${s.tieuDe} (đã sửa)`);
  await expect(form.getByText('Vui lòng nhập tiêu đề công việc.')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Người thực hiện' }).click();
  await page.getByRole('option', { name: 'Quản trị viên' }).click();
  await page.screenshot({ path: 'test-results/issue14-task-form-1440.png' });
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Cập nhật công việc thành công.')).toBeVisible();
  const edited = dialogOf(page);
  await expect(edited.getByRole('heading', { name: `${s.tieuDe} (đã sửa)` })).toBeVisible();
  await expect(edited.getByLabel('Thông tin công việc')).toContainText('Quản trị viên');
  // The file pasted onto the task before the edit is still there.
  await expect(
    edited.getByLabel('Thông tin công việc').getByRole('button', { name: 'so-do-kho.png', exact: true }),
  ).toBeVisible();

  // The activity history, and back.
  await edited.getByRole('button', { name: 'Lịch sử hoạt động' }).click();
  const history = page.getByRole('dialog', { name: /Lịch sử hoạt động/ });
  await expect(history.getByRole('list', { name: 'Lịch sử hoạt động' }).getByRole('listitem').first()).toBeVisible();
  await history.getByRole('button', { name: 'Xem công việc' }).click();
  await expect(dialogOf(page).getByRole('heading', { name: `${s.tieuDe} (đã sửa)` })).toBeVisible();

  // A link to a comment loads them all and highlights that one.
  const admin = await tokenOf(request, 'admin');
  const page0 = await apiGet<{ content: { id: number; content: string }[] }>(
    request,
    admin,
    `/api/tasks/${s.taskId}/comments?page=0&size=20`,
  );
  const target = page0.content.find((c) => c.content.includes('dãy kệ số 1'));
  expect(target).toBeDefined();
  await page.goto(`/bang-phan-chia-cong-viec/${s.workspaceId}?openTask=${s.taskId}&commentId=${target?.id}`);
  await expect(dialogOf(page).locator(`#comment-${target?.id}`)).toHaveAttribute('data-highlighted', 'true');
});

test('a new task from the column’s link: title required inline, saved as TODO with its files', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const s = await workspaceWithTask(request);
  await loginThroughForm(page, 'admin');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`/bang-phan-chia-cong-viec/${s.workspaceId}`);
  await page.getByText('Thêm công việc mới').first().click();
  const form = page.getByRole('dialog', { name: 'Thêm công việc mới' });
  await form.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(form.getByText('Vui lòng nhập tiêu đề công việc.')).toBeVisible();
  const tieuDe = `Dọn kho B ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Tiêu đề' }).fill(tieuDe);
  await form.getByRole('textbox', { name: 'Mô tả' }).fill('Sắp xếp lại pallet');
  // A file pasted while the form is open goes to the task being written.
  await pasteImage(form.getByRole('textbox', { name: 'Mô tả' }), 'pallet.png');
  await expect(toast(page, 'Đã dán 1 file vào nhiệm vụ')).toBeVisible();
  await expect(form.getByTestId('new-attachment')).toContainText('pallet.png');
  await form.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(toast(page, 'Thêm công việc thành công.')).toBeVisible();
  await expect(form).toBeHidden();

  const admin = await tokenOf(request, 'admin');
  const columns = await apiGet<{ tasks: { tieuDe: string; trangThaiCongViec: string; attachments: unknown[] }[] }[]>(
    request,
    admin,
    `/api/workspaces/${s.workspaceId}/columns?period=all`,
  );
  const created = columns.flatMap((c) => c.tasks).find((t) => t.tieuDe === tieuDe);
  expect(created?.trangThaiCongViec).toBe('TODO');
  expect(created?.attachments).toHaveLength(1);
});

test('a phone offline files a REPORT with a photo and starts the task; the manager’s board shows both when data returns', async ({
  browser,
  request,
}) => {
  // Two browser contexts, a service worker and a photo compressed on the phone.
  test.slow();
  const s = await workspaceWithTask(request, 'nhanvien1');

  const managerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const manager = await managerContext.newPage();
  await loginThroughForm(manager, 'admin');
  await manager.waitForURL((url) => !url.pathname.startsWith('/login'));
  const managerDialog = await openTask(manager, s);

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await phoneContext.newPage();
  await loginThroughForm(phone, 'nhanvien1');
  await phone.waitForURL((url) => !url.pathname.startsWith('/login'));
  await waitForServiceWorker(phone);
  const dialog = await openTask(phone, s);
  await expect(dialog.getByRole('button', { name: 'Bắt đầu' })).toBeVisible();

  await phoneContext.setOffline(true);
  await expect(dialog.getByText(/Mất kết nối mạng/)).toBeVisible();

  // A REPORT with a photo waits in the outbox.
  await dialog.getByLabel('Loại').click();
  await phone.getByRole('option', { name: 'Báo cáo' }).click();
  await dialog.getByTestId('comment-composer').locator('input[type=file]').setInputFiles(SAMPLE_PHOTO);
  const box = dialog.getByRole('textbox', { name: 'Nội dung bình luận' });
  await box.fill('Kho A đã kiểm kê, ảnh đính kèm');
  await box.press('Enter');
  await expect(toast(phone, 'Đã thêm bình luận — đã lưu, sẽ gửi khi có mạng.')).toBeVisible();
  const pending = dialog.getByTestId('pending-report');
  await expect(pending).toContainText('Kho A đã kiểm kê, ảnh đính kèm');
  await expect(pending).toContainText('Chờ gửi');
  await expect(pending).toContainText('1 ảnh');

  // The status change too.
  await dialog.getByRole('button', { name: 'Bắt đầu' }).click();
  await phone.getByRole('dialog', { name: 'Bắt đầu' }).getByRole('button', { name: 'Bắt đầu' }).click();
  await expect(dialog.getByTestId('task-status')).toHaveText('Đang làm');
  await expect(dialog.getByLabel('Thông tin công việc').getByText('Chờ gửi')).toBeVisible();
  await phone.screenshot({ path: 'test-results/issue14-task-dialog-offline-390.png' });

  // Other writes say plainly that they need the network.
  await dialog.getByRole('button', { name: 'Chỉnh sửa' }).click();
  await expect(toast(phone, 'Cần kết nối mạng để thực hiện thao tác này.')).toBeVisible();

  await phoneContext.setOffline(false);
  await expect(dialog.getByTestId('pending-report')).toHaveCount(0, { timeout: 30_000 });
  await expect(commentWith(dialog, 'Kho A đã kiểm kê, ảnh đính kèm')).toBeVisible();

  // The manager's open dialog and board show both without a reload (the live stream).
  await expect(commentWith(managerDialog, 'Kho A đã kiểm kê, ảnh đính kèm')).toBeVisible({ timeout: 15_000 });
  await expect(managerDialog.getByTestId('task-status')).toHaveText('Đang làm', { timeout: 15_000 });
  await expect(
    commentWith(managerDialog, 'Kho A đã kiểm kê').getByRole('button', { name: 'icon-192.png', exact: true }),
  ).toBeVisible();
  await manager.screenshot({ path: 'test-results/issue14-task-dialog-manager-1440.png' });

  await phoneContext.close();
  await managerContext.close();
});
