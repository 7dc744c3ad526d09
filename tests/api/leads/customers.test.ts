/**
 * Potential customers (spec 001 §3, §5, §7, §8): the list (12, newest first, filters, provinces),
 * add / edit (maKH and companyIdGoc fixed) / delete by maKH or by the company code, from-company
 * (copies the company, once per company), validation and who may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, CUSTOMER_MESSAGES } from '@/contracts/leads';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tok: Record<string, string> = {};
let industryId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['marketing1', 'bientap1', 'taixe1', 'admin']) tok[u] = (await login(t.app, u)).accessToken;
  industryId = (await call('marketing1', 'POST', '/api/industries', { name: 'Ngành khách thử' })).json().data.id;
});
afterAll(async () => {
  await t.close();
});

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(tok[user] as string) });
const base = '/api/khach-hang-tiem-nang';

describe('potential customers', () => {
  it('lists the demo customers in pages of 12, newest first, with industries and person in charge', async () => {
    const page = (await call('marketing1', 'GET', base)).json().data;
    expect(page).toMatchObject({ size: 12, number: 0, totalElements: 15, totalPages: 2 });
    expect(page.content[0]).toMatchObject({ maKH: 'KH001', companyIdGoc: 'CTY001', companyId: 'CTY001' });
    expect(page.content[0].industries.length).toBeGreaterThan(0);
    expect(page.content[0].nguoiPhuTrach).not.toBeNull();
    const provinces = (await call('marketing1', 'GET', `${base}/provinces`)).json().data;
    expect(provinces.length).toBeGreaterThan(0);
    expect(provinces).toEqual([...provinces].sort((a: string, b: string) => a.localeCompare(b, 'vi')));
  });

  it('from-company copies the company, takes the dialog fields, and refuses a second conversion', async () => {
    await call('marketing1', 'POST', '/api/companies', {
      companyId: 'CONV-1',
      name: 'Công ty Chuyển Đổi',
      address: '5 Trần Phú',
      phone: '0281111222',
      email: 'a@conv.example.vn',
      province: 'Bến Tre',
      mst: '0399999999',
      tenNguoiLienHe: 'Anh Tư',
      industryIds: [industryId],
    });
    const res = await call('admin', 'POST', `${base}/from-company`, {
      companyIdGoc: 'CONV-1',
      maKH: 'KH-CONV-1',
      name: 'Công ty Chuyển Đổi',
      tenNguoiLienHe: '',
      chucVu: 'Trưởng phòng',
      diDong: '0900000001',
      zaloOrMess: 'Zalo',
      emailLienHe: 'tp@conv.example.vn',
      ghiChu: 'Quan tâm xe lạnh',
      status: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thêm khách hàng tiềm năng thành công');
    expect(res.json().data).toMatchObject({
      maKH: 'KH-CONV-1',
      companyIdGoc: 'CONV-1',
      companyId: 'CONV-1',
      address: '5 Trần Phú',
      phone: '0281111222',
      email: 'a@conv.example.vn',
      province: 'Bến Tre',
      mst: '0399999999',
      tenNguoiLienHe: 'Anh Tư',
      chucVu: 'Trưởng phòng',
      ghiChu: 'Quan tâm xe lạnh',
      status: 0,
      industries: [{ id: industryId, name: 'Ngành khách thử' }],
      nguoiPhuTrach: { tenDangNhap: 'admin' },
    });

    const twice = await call('marketing1', 'POST', `${base}/from-company`, {
      companyIdGoc: 'CONV-1',
      maKH: 'KH-CONV-2',
      name: 'Lần hai',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(COMPANY_MESSAGES.alreadyConverted('KH-CONV-1'));
    const seeded = await call('marketing1', 'POST', `${base}/from-company`, {
      companyIdGoc: 'CTY001',
      maKH: 'KH-NEW',
      name: 'x',
    });
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json().message).toBe(COMPANY_MESSAGES.alreadyConverted('KH001'));

    const missing = await call('marketing1', 'POST', `${base}/from-company`, {
      companyIdGoc: 'KHONG-CO',
      maKH: 'KH-X',
      name: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COMPANY_MESSAGES.notFound);
    const blank = await call('marketing1', 'POST', `${base}/from-company`, { companyIdGoc: 'CTY002', name: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(CUSTOMER_MESSAGES.maKHRequired);
    const takenCode = await call('marketing1', 'POST', `${base}/from-company`, {
      companyIdGoc: 'CTY002',
      maKH: 'KH001',
      name: 'x',
    });
    expect(takenCode.statusCode).toBe(409);
    expect(takenCode.json().message).toBe(CUSTOMER_MESSAGES.maKHTaken('KH001'));

    // It is found in the customer list by its name.
    const found = (await call('marketing1', 'GET', `${base}?name=${encodeURIComponent('chuyển đổi')}`)).json().data;
    expect(found.content.map((c: { maKH: string }) => c.maKH)).toEqual(['KH-CONV-1']);
  });

  it('adds, validates, edits (codes fixed) and deletes with the §8 texts', async () => {
    const cases: [object, string][] = [
      [{ companyIdGoc: 'G', name: 'A' }, CUSTOMER_MESSAGES.maKHRequired],
      [{ maKH: 'K', name: 'A' }, CUSTOMER_MESSAGES.companyIdGocRequired],
      [{ maKH: 'K', companyIdGoc: 'G', name: '  ' }, CUSTOMER_MESSAGES.nameRequired],
      [{ maKH: 'K', companyIdGoc: 'G', name: 'A', email: 'x' }, COMPANY_MESSAGES.emailInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await call('marketing1', 'POST', base, payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const added = await call('marketing1', 'POST', base, {
      maKH: 'KH-ADD-1',
      companyIdGoc: 'NGOAI-1',
      name: 'Khách Thêm Tay',
      industryIds: [industryId],
      status: 1,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Thêm khách hàng thành công');
    const dup = await call('marketing1', 'POST', base, { maKH: 'KH-ADD-1', companyIdGoc: 'G', name: 'A' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(CUSTOMER_MESSAGES.maKHTaken('KH-ADD-1'));

    const edited = await call('marketing1', 'PUT', `${base}/KH-ADD-1`, {
      maKH: 'KH-KHAC',
      companyIdGoc: 'KHAC',
      name: 'Khách Đã Sửa',
      province: 'An Giang',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('Cập nhật thành công');
    expect(edited.json().data).toMatchObject({
      maKH: 'KH-ADD-1',
      companyIdGoc: 'NGOAI-1',
      name: 'Khách Đã Sửa',
      province: 'An Giang',
      status: 0,
      industries: [],
    });
    const missing = await call('marketing1', 'PUT', `${base}/KHONG-CO`, { name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CUSTOMER_MESSAGES.notFound);

    const deleted = await call('marketing1', 'DELETE', `${base}/KH-ADD-1`);
    expect(deleted.json()).toEqual({ data: null, message: 'Xóa thành công' });
    expect((await call('marketing1', 'DELETE', `${base}/KH-ADD-1`)).statusCode).toBe(404);
  });

  it('deletes by the company code when exactly one customer came from it; refuses when several did', async () => {
    await call('marketing1', 'POST', base, { maKH: 'KH-G1', companyIdGoc: 'GOC-ONE', name: 'Một' });
    const one = await call('marketing1', 'DELETE', `${base}/GOC-ONE`);
    expect(one.json()).toEqual({ data: null, message: 'Xóa thành công' });
    const page = (await call('marketing1', 'GET', `${base}?name=${encodeURIComponent('Một')}`)).json().data;
    expect(page.content.map((c: { maKH: string }) => c.maKH)).not.toContain('KH-G1');

    await call('marketing1', 'POST', base, { maKH: 'KH-G2', companyIdGoc: 'GOC-TWO', name: 'Hai a' });
    await call('marketing1', 'POST', base, { maKH: 'KH-G3', companyIdGoc: 'GOC-TWO', name: 'Hai b' });
    const two = await call('marketing1', 'DELETE', `${base}/GOC-TWO`);
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toBe(CUSTOMER_MESSAGES.ambiguous('GOC-TWO', 2));
  });

  it('filters by status, industry and province', async () => {
    const ids = (page: { content: { maKH: string; status: number }[] }) => page.content;
    const s1 = (await call('marketing1', 'GET', `${base}?status=1&size=100`)).json().data;
    expect(ids(s1).every((c) => c.status === 1)).toBe(true);
    const p = (await call('marketing1', 'GET', `${base}/provinces`)).json().data[0];
    const byProvince = (await call('marketing1', 'GET', `${base}?province=${encodeURIComponent(p)}`)).json().data;
    expect(byProvince.totalElements).toBeGreaterThan(0);
    for (const c of byProvince.content) expect(c.province).toBe(p);
    const byIndustry = (await call('marketing1', 'GET', `${base}?industryId=${industryId}`)).json().data;
    for (const c of byIndustry.content) expect(c.industries.map((i: { id: number }) => i.id)).toContain(industryId);
  });

  it('bientap1 reads only; a driver is refused', async () => {
    expect((await call('bientap1', 'GET', base)).statusCode).toBe(200);
    expect((await call('bientap1', 'GET', `${base}/provinces`)).statusCode).toBe(200);
    expect((await call('bientap1', 'POST', base, { maKH: 'a', companyIdGoc: 'b', name: 'c' })).statusCode).toBe(403);
    expect(
      (await call('bientap1', 'POST', `${base}/from-company`, { maKH: 'a', companyIdGoc: 'b', name: 'c' })).statusCode,
    ).toBe(403);
    expect((await call('bientap1', 'PUT', `${base}/KH001`, { name: 'x' })).statusCode).toBe(403);
    expect((await call('bientap1', 'DELETE', `${base}/KH001`)).statusCode).toBe(403);
    expect((await call('taixe1', 'GET', base)).statusCode).toBe(403);
  });
});
