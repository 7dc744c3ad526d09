/**
 * Companies (spec 001 §3, §5, §7, §8): pages of 12 newest first with industries and the person in
 * charge, the four filters (name trimmed, case- and accent-exact ILIKE anywhere; industry; status;
 * province), provinces distinct and sorted the Vietnamese way, add / edit / delete with the §8 texts,
 * validation messages, a taken code 409, the code fixed on edit, and who may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, INDUSTRY_MESSAGES, LEAD_FIELD_LABELS } from '@/contracts/leads';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tok: Record<string, string> = {};
let industryId: number;
let otherIndustryId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['marketing1', 'bientap1', 'taixe1']) tok[u] = (await login(t.app, u)).accessToken;
  industryId = (await call('marketing1', 'POST', '/api/industries', { name: 'Ngành thử công ty' })).json().data.id;
  otherIndustryId = (await call('marketing1', 'POST', '/api/industries', { name: 'Ngành thử khác' })).json().data.id;
});
afterAll(async () => {
  await t.close();
});

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(tok[user] as string) });
const list = async (query: string) => (await call('marketing1', 'GET', `/api/companies?${query}`)).json().data;

describe('companies', () => {
  it('adds a company with every §3 field; the caller is the person in charge; answers the full record', async () => {
    const res = await call('marketing1', 'POST', '/api/companies', {
      companyId: ' TEST-001 ',
      name: ' Công ty TNHH Thử Nghiệm Zeta ',
      address: '1 Lê Lợi, Quận 1',
      phone: '028 1234 5678',
      hotline: '0909 000 111',
      email: 'info@zeta.example.vn',
      website: 'zeta.example.vn',
      industryIds: [industryId, industryId, otherIndustryId],
      status: 1,
      province: 'Kiên Giang',
      tenNguoiLienHe: 'Chị Lan',
      chucVu: 'Giám đốc',
      diDong: '0912 345 678',
      zaloOrMess: 'Zalo',
      emailLienHe: '',
      mst: '0312345678',
      namThanhLap: '2015',
      loaiHinhKinhDoanh: 'TNHH',
      thiTruongChinh: 'Nội địa',
      soLuongNV: '50-100',
      ghiChu: 'Gọi lại thứ Hai',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Thêm công ty thành công');
    expect(body.data).toMatchObject({
      companyId: 'TEST-001',
      name: 'Công ty TNHH Thử Nghiệm Zeta',
      hotline: '0909 000 111',
      emailLienHe: null,
      status: 1,
      province: 'Kiên Giang',
      soLuongNV: '50-100',
      nguoiPhuTrach: { hoTen: expect.any(String), tenDangNhap: 'marketing1', idNguoiDung: expect.any(Number) },
    });
    expect(body.data.industries.map((i: { id: number }) => i.id).sort()).toEqual([industryId, otherIndustryId].sort());
    expect(new Date(body.data.ngayTao).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Newest first: it heads the first page of 12.
    const page = await list('');
    expect(page).toMatchObject({ number: 0, size: 12, first: true, last: false });
    expect(page.content).toHaveLength(12);
    expect(page.content[0].companyId).toBe('TEST-001');
    expect(page.totalElements).toBeGreaterThanOrEqual(61);
  });

  it('refuses a taken code (409), blank required fields, bad emails, bad status, unknown industries', async () => {
    const taken = await call('marketing1', 'POST', '/api/companies', { companyId: 'CTY001', name: 'Trùng mã' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Mã công ty "CTY001" đã tồn tại.');

    const cases: [object, number, string][] = [
      [{ name: 'Thiếu mã' }, 400, COMPANY_MESSAGES.companyIdRequired],
      [{ companyId: '  ', name: 'Mã trống' }, 400, COMPANY_MESSAGES.companyIdRequired],
      [{ companyId: 'X-1' }, 400, COMPANY_MESSAGES.nameRequired],
      [{ companyId: 'X-1', name: ' ' }, 400, COMPANY_MESSAGES.nameRequired],
      [{ companyId: 'X-1', name: 'A', email: 'khong-phai-email' }, 400, COMPANY_MESSAGES.emailInvalid],
      [{ companyId: 'X-1', name: 'A', emailLienHe: 'a@' }, 400, COMPANY_MESSAGES.emailInvalid],
      [{ companyId: 'X-1', name: 'A', status: 2 }, 400, COMPANY_MESSAGES.statusInvalid],
      [{ companyId: 'X-1', name: 'A', industryIds: [999999] }, 422, INDUSTRY_MESSAGES.unknownIds],
      [{ companyId: 'X-1', name: 'A', mst: '1'.repeat(51) }, 400, COMPANY_MESSAGES.tooLong(LEAD_FIELD_LABELS.mst, 50)],
      [{ companyId: 'X'.repeat(101), name: 'A' }, 400, COMPANY_MESSAGES.tooLong(LEAD_FIELD_LABELS.companyId, 100)],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call('marketing1', 'POST', '/api/companies', payload);
      expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({ payload, status, message });
    }
    const unknown = await call('marketing1', 'POST', '/api/companies', {
      companyId: 'X-2',
      name: 'A',
      nguoiPhuTrach: 1,
    });
    expect(unknown.statusCode).toBe(400);
    // Phone and website are free text (§5).
    const free = await call('marketing1', 'POST', '/api/companies', {
      companyId: 'FREE-1',
      name: 'Tự do',
      phone: 'gọi giờ hành chính',
      website: 'không có',
    });
    expect(free.statusCode).toBe(201);
  });

  it('edits every field but the code and the person in charge; 404 for a missing company', async () => {
    await call('marketing1', 'POST', '/api/companies', { companyId: 'EDIT-1', name: 'Trước', province: 'Huế' });
    const res = await call('marketing1', 'PUT', '/api/companies/EDIT-1', {
      companyId: 'EDIT-1',
      name: 'Sau',
      industryIds: [otherIndustryId],
      status: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cập nhật thành công');
    expect(res.json().data).toMatchObject({
      companyId: 'EDIT-1',
      name: 'Sau',
      province: null,
      status: 1,
      industries: [{ id: otherIndustryId, name: 'Ngành thử khác' }],
      nguoiPhuTrach: { tenDangNhap: 'marketing1' },
    });
    // A different code in the body changes nothing: the path names the company.
    const renamed = await call('marketing1', 'PUT', '/api/companies/EDIT-1', { companyId: 'OTHER', name: 'Sau 2' });
    expect(renamed.json().data.companyId).toBe('EDIT-1');
    const missing = await call('marketing1', 'PUT', '/api/companies/KHONG-CO', { name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COMPANY_MESSAGES.notFound);
  });

  it('deletes with "Xóa thành công"; a second delete is 404', async () => {
    await call('marketing1', 'POST', '/api/companies', {
      companyId: 'DEL-1',
      name: 'Xóa tôi',
      industryIds: [industryId],
    });
    const res = await call('marketing1', 'DELETE', '/api/companies/DEL-1');
    expect(res.json()).toEqual({ data: null, message: 'Xóa thành công' });
    const again = await call('marketing1', 'DELETE', '/api/companies/DEL-1');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(COMPANY_MESSAGES.notFound);
  });

  it('filters by name (trimmed, anywhere, any case, wildcards literal), industry, status and province', async () => {
    await call('marketing1', 'POST', '/api/companies', {
      companyId: 'FLT-1',
      name: 'Vận tải Quạ Đen 100%',
      industryIds: [otherIndustryId],
      status: 0,
      province: 'Cà Mau',
    });
    await call('marketing1', 'POST', '/api/companies', {
      companyId: 'FLT-2',
      name: 'Vận tải Quạ Trắng',
      status: 1,
      province: 'Cà Mau',
    });
    const codes = (page: { content: { companyId: string }[] }) => page.content.map((c) => c.companyId);
    expect(codes(await list(`name=${encodeURIComponent('  quạ  ')}`))).toEqual(['FLT-2', 'FLT-1']);
    expect(codes(await list(`name=${encodeURIComponent('100%')}`))).toEqual(['FLT-1']);
    expect(codes(await list(`name=${encodeURIComponent('_')}`))).toEqual([]);
    expect(codes(await list(`name=${encodeURIComponent('quạ')}&status=1`))).toEqual(['FLT-2']);
    expect(codes(await list(`province=${encodeURIComponent('Cà Mau')}`))).toEqual(['FLT-2', 'FLT-1']);
    expect(codes(await list(`province=${encodeURIComponent('Cà Mau')}&industryId=${otherIndustryId}`))).toEqual([
      'FLT-1',
    ]);
    // Blank filters are no filters (the screen sends empty selects).
    expect((await list('name=&province=&status=&industryId=')).totalElements).toBe((await list('')).totalElements);

    const status1 = await list('status=1&size=200');
    expect(status1.content.every((c: { status: number }) => c.status === 1)).toBe(true);
    const seeded = (await call('marketing1', 'GET', '/api/industries/all')).json().data[0];
    const byIndustry = await list(`industryId=${seeded.id}&size=200`);
    expect(byIndustry.totalElements).toBeGreaterThan(0);
    for (const c of byIndustry.content) expect(c.industries.map((i: { id: number }) => i.id)).toContain(seeded.id);

    const bad = await call('marketing1', 'GET', '/api/companies?status=3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(COMPANY_MESSAGES.statusInvalid);
  });

  it('pages: the last page, beyond the last, and sizes', async () => {
    const { totalElements, totalPages } = await list('');
    expect(totalPages).toBe(Math.ceil(totalElements / 12));
    const last = await list(`page=${totalPages - 1}`);
    expect(last).toMatchObject({ last: true, first: false });
    expect(last.content).toHaveLength(totalElements - 12 * (totalPages - 1));
    expect((await list(`page=${totalPages}`)).content).toEqual([]);
    const all = await list('size=1000');
    expect(all.content).toHaveLength(totalElements);
    expect(new Set(all.content.map((c: { companyId: string }) => c.companyId)).size).toBe(totalElements);
  });

  it('a remembered total follows every add and delete at once', async () => {
    const before = (await list('status=0')).totalElements;
    expect((await list('status=0')).totalElements).toBe(before);
    await call('marketing1', 'POST', '/api/companies', { companyId: 'CNT-1', name: 'Đếm' });
    expect((await list('status=0')).totalElements).toBe(before + 1);
    await call('marketing1', 'DELETE', '/api/companies/CNT-1');
    expect((await list('status=0')).totalElements).toBe(before);
  });

  it('lists provinces distinct, non-empty and in Vietnamese order', async () => {
    await call('marketing1', 'POST', '/api/companies', { companyId: 'PRV-1', name: 'Tỉnh trống', province: '   ' });
    const res = await call('marketing1', 'GET', '/api/companies/provinces');
    const provinces: string[] = res.json().data;
    expect(provinces).toContain('Hà Nội');
    expect(provinces).toContain('Đà Nẵng');
    expect(new Set(provinces).size).toBe(provinces.length);
    expect(provinces).not.toContain('');
    expect(provinces).toEqual([...provinces].sort((a, b) => a.localeCompare(b, 'vi')));
    expect(provinces.indexOf('Đà Nẵng')).toBeGreaterThan(provinces.indexOf('Cần Thơ'));
  });

  it('bientap1 reads only; a driver is refused', async () => {
    for (const url of ['/api/companies', '/api/companies/provinces'])
      expect((await call('bientap1', 'GET', url)).statusCode).toBe(200);
    const add = await call('bientap1', 'POST', '/api/companies', { companyId: 'NO-1', name: 'Không' });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe(FORBIDDEN_MESSAGE);
    expect((await call('bientap1', 'PUT', '/api/companies/CTY001', { name: 'x' })).statusCode).toBe(403);
    expect((await call('bientap1', 'DELETE', '/api/companies/CTY001')).statusCode).toBe(403);
    for (const url of ['/api/companies', '/api/companies/provinces'])
      expect((await call('taixe1', 'GET', url)).statusCode).toBe(403);
    expect((await call('taixe1', 'DELETE', '/api/companies/CTY001')).statusCode).toBe(403);
  });
});
