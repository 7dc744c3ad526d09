import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readXlsx } from '../support/xlsx';
import { shootBothSizes } from './support/screens';
import { loginThroughForm } from './support/session';

// Industries, companies and potential customers as marketing1 (spec 001 §2, §4, §5, §8, §9): add an
// industry, add a company with it, filter, choose columns, export the page (the xlsx read back),
// the page jump's message, convert the company to a customer and find it in the customer list.
// Screenshots at 1440×900 and 390×844: test-results/screens/marketing-{industries,companies,customers}-*.png.

const stamp = Date.now().toString(36);
const INDUSTRY = `Logistics lạnh E2E ${stamp}`;
const CODE = `E2E-${stamp}`.toUpperCase();
const COMPANY = `Công ty Vận tải E2E ${stamp}`;
const PROVINCE = `Lâm Đồng E2E ${stamp}`;

test.describe.configure({ mode: 'serial' });

test('industries, companies and potential customers: add, filter, columns, export, convert', async ({
  page,
}, testInfo) => {
  // One long walk through three screens and six screenshots on a shared two-core machine.
  test.setTimeout(240_000);
  await loginThroughForm(page, 'marketing1');
  await expect(page).toHaveURL(/\/$/);

  // ── industries ───────────────────────────────────────────────────────────────────────────
  await page.goto('/danh-sach-nganh-nghe');
  await expect(page.getByRole('heading', { name: 'Danh sách ngành nghề', level: 2 })).toBeVisible();
  const industries = page.getByRole('table', { name: 'Danh sách ngành nghề' });
  await expect(industries.getByRole('row')).not.toHaveCount(1);
  await shootBothSizes(page, 'industries', {
    ready: async () => {
      await expect(industries.getByRole('row').nth(1)).toBeVisible();
    },
  });
  await page.getByRole('button', { name: 'Thêm ngành nghề' }).click();
  let dialog = page.getByRole('dialog', { name: 'Thêm ngành nghề' });
  await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(dialog.getByText('Vui lòng nhập tên ngành nghề.')).toBeVisible();
  await dialog.getByLabel('Tên ngành nghề').fill(INDUSTRY);
  await expect(dialog.getByText('Vui lòng nhập tên ngành nghề.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(page.getByText('Thêm thành công')).toBeVisible();
  await expect(dialog).toBeHidden();

  // ── a company with that industry ─────────────────────────────────────────────────────────
  await page.goto('/danh-sach-cong-ty');
  await expect(page.getByRole('heading', { name: 'Danh sách công ty', level: 2 })).toBeVisible();
  const companies = page.getByRole('table', { name: 'Danh sách công ty' });
  // §9: name, phone, email by default.
  await expect(companies.getByRole('columnheader')).toHaveText(['Tên công ty', 'Điện thoại', 'Email', 'Thao tác']);

  // §5: the page jump says which pages exist.
  const pager = page.getByRole('navigation', { name: 'Phân trang' });
  const pages = Number((/Trang 1 \/ (\d+)/.exec((await pager.textContent()) ?? '') ?? [])[1]);
  expect(pages).toBeGreaterThan(1);
  await page.getByRole('textbox', { name: 'Đến trang' }).fill(String(pages + 1));
  await page.getByRole('button', { name: 'Đi tới trang' }).click();
  await expect(page.getByText(`Số trang không hợp lệ. Vui lòng nhập số từ 1 đến ${pages}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Đến trang' }).fill('2');
  await page.getByRole('button', { name: 'Đi tới trang' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(pager.getByRole('button', { name: 'Trang 2', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Thêm công ty', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Thêm công ty' });
  await dialog.getByRole('button', { name: 'Thêm công ty', exact: true }).click();
  await expect(dialog.getByText('Vui lòng nhập mã công ty.')).toBeVisible();
  await expect(dialog.getByText('Vui lòng nhập tên công ty.')).toBeVisible();
  await expect(dialog.getByLabel('Người phụ trách')).not.toHaveValue('');
  await dialog.getByLabel('Mã công ty').fill(CODE);
  await dialog.getByLabel('Tên công ty').fill(COMPANY);
  await dialog.getByLabel('Điện thoại').fill('0263 382 1234');
  await dialog.getByLabel('Email', { exact: true }).fill('khong-phai-email');
  await dialog.getByLabel('Tỉnh/Thành phố').fill(PROVINCE);
  await dialog.getByLabel('Người liên hệ').fill('Trần Thị Hạnh');
  await dialog.getByRole('combobox', { name: 'Ngành nghề' }).click();
  await page.getByRole('option', { name: INDUSTRY }).click();
  await dialog.getByRole('button', { name: 'Thêm công ty', exact: true }).click();
  await expect(dialog.getByText('Email không hợp lệ.')).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill('dieuphoi@e2e.example.vn');
  await expect(dialog.getByText('Email không hợp lệ.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Thêm công ty', exact: true }).click();
  await expect(page.getByText('Thêm công ty thành công')).toBeVisible();
  await expect(dialog).toBeHidden();

  // ── filter by industry and name ──────────────────────────────────────────────────────────
  await page.getByRole('combobox', { name: 'Ngành nghề' }).click();
  await page.getByRole('option', { name: INDUSTRY }).click();
  await page.getByRole('textbox', { name: 'Tên công ty' }).fill(`  ${stamp} `);
  await page.getByRole('textbox', { name: 'Tên công ty' }).press('Enter');
  await expect(page).toHaveURL(/page=0/);
  await expect(companies.getByRole('row')).toHaveCount(2);
  await expect(companies.getByRole('row').nth(1)).toContainText(COMPANY);
  await expect(companies.getByRole('row').nth(1)).toContainText('dieuphoi@e2e.example.vn');

  // ── columns: add the code and the province (kept across a reload) ────────────────────────
  await page.getByRole('button', { name: 'Cột hiển thị' }).click();
  const chooser = page.getByRole('group', { name: 'Cột hiển thị' });
  await chooser.getByRole('checkbox', { name: 'Mã công ty' }).check();
  await chooser.getByRole('checkbox', { name: 'Tỉnh/Thành phố' }).check();
  await chooser.getByRole('checkbox', { name: 'Điện thoại' }).uncheck();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(companies.getByRole('columnheader')).toHaveText([
    'Mã công ty',
    'Tên công ty',
    'Email',
    'Tỉnh/Thành phố',
    'Thao tác',
  ]);
  await expect(companies.getByRole('row').nth(1)).toContainText(PROVINCE);
  await shootBothSizes(page, 'companies', {
    ready: async () => {
      await expect(companies.getByRole('row').nth(1)).toContainText(COMPANY);
    },
  });

  // ── export the page → companies_page_<stamp>.xlsx, read back ─────────────────────────────
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Xuất trang hiện tại' }).click();
  const download = await downloading;
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/^companies_page_\d{8}_\d{6}\.xlsx$/);
  await expect(page.getByText(`Đã xuất 1 dòng ra tệp ${fileName}`)).toBeVisible();
  const saved = testInfo.outputPath(fileName);
  await download.saveAs(saved);
  const cells = new Map(Object.entries(readXlsx(new Uint8Array(await readFile(saved))).cells));
  expect([cells.get('A1'), cells.get('B1'), cells.get('C1'), cells.get('D1')]).toEqual([
    'Mã công ty',
    'Tên công ty',
    'Email',
    'Tỉnh/Thành phố',
  ]);
  expect(cells.get('A2')).toBe(CODE);
  expect(cells.get('B2')).toBe(COMPANY);
  expect(cells.get('D2')).toBe(PROVINCE);
  expect(cells.has('A3')).toBe(false);

  // All rows of the filter (pages of 1000) → companies_all_<stamp>.xlsx.
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const downloadingAll = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Xuất tất cả' }).click();
  const allName = (await downloadingAll).suggestedFilename();
  expect(allName).toMatch(/^companies_all_\d{8}_\d{6}\.xlsx$/);
  await expect(page.getByText(`Đã xuất 1 dòng ra tệp ${allName}`)).toBeVisible();

  // ── convert to a potential customer (status 0: note + save; other statuses view only) ────
  await companies.getByRole('button', { name: `Thêm ${COMPANY} làm khách hàng tiềm năng` }).click();
  dialog = page.getByRole('dialog', { name: 'Thêm khách hàng tiềm năng' });
  await expect(dialog.getByLabel('Mã công ty gốc')).toHaveValue(CODE);
  await expect(dialog.getByLabel('Người liên hệ')).toHaveValue('Trần Thị Hạnh');
  await dialog.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Đã chăm sóc' }).click();
  await expect(dialog.getByRole('button', { name: 'Lưu', exact: true })).toBeHidden();
  await expect(dialog.getByLabel('Ghi chú')).toBeHidden();
  await dialog.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Chưa chăm sóc' }).click();
  await dialog.getByLabel('Ghi chú').fill('Gọi lại sau Tết');
  await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByText('Thêm khách hàng tiềm năng thành công')).toBeVisible();
  await expect(dialog).toBeHidden();

  // ── the customer list ────────────────────────────────────────────────────────────────────
  await page.getByRole('link', { name: 'Danh sách khách hàng tiềm năng' }).click();
  await expect(page).toHaveURL(/\/danh-sach-khach-hang-tiem-nang/);
  await expect(page.getByRole('heading', { name: 'Danh sách khách hàng tiềm năng', level: 2 })).toBeVisible();
  const customers = page.getByRole('table', { name: 'Danh sách khách hàng tiềm năng' });
  await page.getByRole('textbox', { name: 'Tên công ty' }).fill(stamp);
  await page.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(customers.getByRole('row')).toHaveCount(2);
  await expect(customers.getByRole('row').nth(1)).toContainText(COMPANY);
  await customers.getByRole('button', { name: `Sửa ${COMPANY}` }).click();
  dialog = page.getByRole('dialog', { name: 'Sửa khách hàng tiềm năng' });
  await expect(dialog.getByLabel('Mã KH')).toHaveValue(`KH-${CODE}`);
  await expect(dialog.getByLabel('Mã KH')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Mã công ty gốc')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Ghi chú')).toHaveValue('Gọi lại sau Tết');
  await dialog.getByRole('button', { name: 'Hủy bỏ' }).click();
  await page.getByRole('button', { name: 'Đặt lại' }).click();
  await expect(customers.getByRole('row')).not.toHaveCount(2);
  await shootBothSizes(page, 'customers', {
    ready: async () => {
      await expect(customers.getByRole('row').nth(1)).toBeVisible();
    },
  });

  // §5: no column chosen → nothing exported, and the list says why.
  await page.getByRole('button', { name: 'Cột hiển thị' }).click();
  for (const column of ['Tên công ty', 'Điện thoại', 'Email'])
    await page
      .getByRole('group', { name: 'Cột hiển thị' })
      .getByRole('checkbox', { name: column, exact: true })
      .uncheck();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  await page.getByRole('menuitem', { name: 'Xuất trang hiện tại' }).click();
  await expect(page.getByText('Bạn chưa chọn cột hiển thị để xuất.')).toHaveCount(2);
  await page.getByRole('link', { name: 'Thêm khách hàng' }).click();
  await expect(page).toHaveURL(/\/danh-sach-cong-ty/);
});
