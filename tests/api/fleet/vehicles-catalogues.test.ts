/** Vehicle types with their checklist packages, the checklist catalogue and the maintenance catalogue. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { checklistLogItem, dmChecklistItem, dmHangMucBaoDuong, dmLoaiXe } from '../../../server/db/schema';
import { read } from '../helpers/driver';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'dieuphoi') =>
  t.app.inject({ method, url, payload, headers: bearer(tk(user)) });
const get = (url: string, user = 'dieuphoi') => read(t.app, tk(user), url);

type Item = { id: number; tenHangMuc: string; viTri: number | null; mucDo: string; active: boolean };

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dieuphoi', 'taixe1']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

// ── checklist items ──────────────────────────────────────────────────────────────────────────
describe('/api/dm-checklist-items', () => {
  it('creates with defaults: active true, blank position and description as null', async () => {
    const res = await send('POST', '/api/dm-checklist-items', {
      tenHangMuc: '  Kính chắn gió ',
      moTa: '',
      viTri: '',
      mucDo: 'WARNING',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Thêm hạng mục thành công.',
      data: {
        id: expect.any(Number),
        tenHangMuc: 'Kính chắn gió',
        moTa: null,
        viTri: null,
        mucDo: 'WARNING',
        active: true,
      },
    });
  });

  it.each([
    [{ tenHangMuc: '' }, 'tenHangMuc', 'Tên hạng mục là bắt buộc.'],
    [{ tenHangMuc: '   ' }, 'tenHangMuc', 'Tên hạng mục là bắt buộc.'],
    [{ tenHangMuc: undefined }, 'tenHangMuc', 'Tên hạng mục là bắt buộc.'],
    [{ mucDo: undefined }, 'mucDo', 'Mức độ là bắt buộc.'],
    [{ mucDo: '' }, 'mucDo', 'Mức độ là bắt buộc.'],
    [{ mucDo: 'HIGH' }, 'mucDo', 'Mức độ là bắt buộc.'],
    [{ viTri: -1 }, 'viTri', 'Thứ tự phải là số nguyên không âm.'],
    [{ viTri: 'a' }, 'viTri', 'Thứ tự phải là số nguyên không âm.'],
  ])('refuses %j', async (over, field, message) => {
    const res = await send('POST', '/api/dm-checklist-items', { tenHangMuc: 'X', mucDo: 'INFO', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('lists by position with no position as 999, then by id; pages', async () => {
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(dmChecklistItem);
    const all: Item[] = (await get('/api/dm-checklist-items?page=0&size=200')).json().data.content;
    expect(all).toHaveLength(n);
    const keys = all.map((i) => [i.viTri ?? 999, i.id]);
    expect(keys).toEqual(
      [...keys].sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number)),
    );
    const page = (await get('/api/dm-checklist-items?page=1&size=5')).json().data;
    expect(page).toMatchObject({ number: 1, size: 5, totalElements: n, totalPages: Math.ceil(n / 5) });
    expect(page.content.map((i: Item) => i.id)).toEqual(all.slice(5, 10).map((i) => i.id));
  });

  it('all-active leaves retired items out', async () => {
    const active: Item[] = (await get('/api/dm-checklist-items/all-active')).json().data;
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((i) => i.active)).toBe(true);
    expect(active.map((i) => i.tenHangMuc)).not.toContain('Bộ đàm');
  });

  it('reads, edits, 404s', async () => {
    const id = (await send('POST', '/api/dm-checklist-items', { tenHangMuc: 'Tạm', mucDo: 'INFO' })).json().data.id;
    expect((await get(`/api/dm-checklist-items/${id}`)).json().data.tenHangMuc).toBe('Tạm');
    const res = await send('PUT', `/api/dm-checklist-items/${id}`, {
      tenHangMuc: 'Tấm chắn bùn',
      viTri: '12',
      mucDo: 'CRITICAL',
      active: false,
    });
    expect(res.json()).toMatchObject({
      message: 'Cập nhật hạng mục thành công.',
      data: { tenHangMuc: 'Tấm chắn bùn', viTri: 12, mucDo: 'CRITICAL', active: false },
    });
    const missing = await get('/api/dm-checklist-items/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy hạng mục checklist.');
  });

  it('deletes an unused item, but retires one that checklists already answered', async () => {
    const id = (await send('POST', '/api/dm-checklist-items', { tenHangMuc: 'Xóa được', mucDo: 'INFO' })).json().data
      .id;
    const gone = await send('DELETE', `/api/dm-checklist-items/${id}`);
    expect(gone.json()).toEqual({ data: null, message: 'Xóa hạng mục thành công.' });
    expect((await get(`/api/dm-checklist-items/${id}`)).statusCode).toBe(404);

    const [used] = await t.db.select({ itemId: checklistLogItem.itemId }).from(checklistLogItem).limit(1);
    if (!used?.itemId) throw new Error('the demo has no answered checklist');
    const kept = await send('DELETE', `/api/dm-checklist-items/${used.itemId}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().message).toMatch(/được chuyển sang "Ngừng sử dụng" thay vì xóa\.$/);
    expect((await get(`/api/dm-checklist-items/${used.itemId}`)).json().data.active).toBe(false);
  });
});

// ── vehicle types ────────────────────────────────────────────────────────────────────────────
describe('/api/dm-loai-xe', () => {
  let items: Item[];
  beforeAll(async () => {
    items = (await get('/api/dm-checklist-items/all-active')).json().data;
  });

  it('creates a type with its checklist package (duplicates ignored), newest first in the list', async () => {
    const pick = [items[2]?.id, items[0]?.id, items[0]?.id] as number[];
    const res = await send('POST', '/api/dm-loai-xe', { tenLoaiXe: ' Xe bán tải ', moTa: '', checklistItemIds: pick });
    expect(res.statusCode).toBe(201);
    const type = res.json().data;
    expect(res.json().message).toBe('Thêm Loại Xe thành công.');
    expect(type).toMatchObject({ tenLoaiXe: 'Xe bán tải', moTa: null, active: true, soXe: 0 });
    // In the driver's checklist order, whatever order they were picked in.
    expect(type.checklistItemIds).toEqual([items[0]?.id, items[2]?.id]);
    expect(type.checklistItems[0]).toEqual({
      id: items[0]?.id,
      tenHangMuc: items[0]?.tenHangMuc,
      viTri: items[0]?.viTri,
      mucDo: items[0]?.mucDo,
      active: true,
    });
    const list = (await get('/api/dm-loai-xe?page=0&size=5&sort=id,desc')).json().data;
    expect(list.content[0].id).toBe(type.id);
    const ids = list.content.map((x: { id: number }) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each([
    [{ tenLoaiXe: '' }, 'Tên Loại Xe là bắt buộc.'],
    [{ tenLoaiXe: '  ' }, 'Tên Loại Xe là bắt buộc.'],
    [{}, 'Tên Loại Xe là bắt buộc.'],
  ])('refuses %j', async (body, message) => {
    const res = await send('POST', '/api/dm-loai-xe', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors.tenLoaiXe).toBe(message);
  });

  it('refuses a duplicate name, an unknown item and a retired item', async () => {
    const dup = await send('POST', '/api/dm-loai-xe', { tenLoaiXe: 'xe tải 5 TẤN' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe('Loại Xe "xe tải 5 TẤN" đã tồn tại.');
    const unknown = await send('POST', '/api/dm-loai-xe', { tenLoaiXe: 'A', checklistItemIds: [999_999] });
    expect(unknown.json().message).toBe('Hạng mục checklist #999999 không tồn tại.');
    const [retired] = await t.db.select().from(dmChecklistItem).where(eq(dmChecklistItem.tenHangMuc, 'Bộ đàm'));
    const res = await send('POST', '/api/dm-loai-xe', { tenLoaiXe: 'B', checklistItemIds: [retired?.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Hạng mục "Bộ đàm" đã ngừng sử dụng, không thể thêm vào gói checklist.');
  });

  it('edits name, active flag and package; a retired item already in the package may stay', async () => {
    const [fiveTon] = await t.db.select().from(dmLoaiXe).where(eq(dmLoaiXe.tenLoaiXe, 'Xe tải 5 tấn'));
    const before = (await get(`/api/dm-loai-xe/${fiveTon?.id}`)).json().data;
    expect(before.soXe).toBeGreaterThan(0);
    // The seeded 5-ton package holds every item, the retired 'Bộ đàm' included.
    const retired = before.checklistItems.find((i: Item) => i.tenHangMuc === 'Bộ đàm');
    expect(retired?.active).toBe(false);
    const keep = [retired.id, items[1]?.id];
    const res = await send('PUT', `/api/dm-loai-xe/${fiveTon?.id}`, {
      tenLoaiXe: 'Xe tải 5 tấn',
      moTa: 'Liên tỉnh',
      active: true,
      checklistItemIds: keep,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Cập nhật Loại Xe thành công.');
    expect([...res.json().data.checklistItemIds].sort()).toEqual([...keep].sort());
    expect(res.json().data.moTa).toBe('Liên tỉnh');
  });

  it('active-options lists active types only, by name', async () => {
    await send('POST', '/api/dm-loai-xe', { tenLoaiXe: 'Xe cứu hộ (ngừng)', active: false });
    const options = (await get('/api/dm-loai-xe/active-options')).json().data;
    const names = options.map((o: { tenLoaiXe: string }) => o.tenLoaiXe);
    expect(names).not.toContain('Xe cứu hộ (ngừng)');
    expect(names).toContain('Xe đầu kéo');
    expect(Object.keys(options[0]).sort()).toEqual(['id', 'tenLoaiXe']);
  });

  it('deletes an unused type; refuses one that vehicles use', async () => {
    const id = (
      await send('POST', '/api/dm-loai-xe', { tenLoaiXe: 'Xóa tôi', checklistItemIds: [items[0]?.id] })
    ).json().data.id;
    const gone = await send('DELETE', `/api/dm-loai-xe/${id}`);
    expect(gone.json()).toEqual({ data: null, message: 'Xóa Loại Xe thành công.' });
    expect((await get(`/api/dm-loai-xe/${id}`)).statusCode).toBe(404);

    const [tractor] = await t.db.select().from(dmLoaiXe).where(eq(dmLoaiXe.tenLoaiXe, 'Xe đầu kéo'));
    const used = await send('DELETE', `/api/dm-loai-xe/${tractor?.id}`);
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toMatch(/^Không thể xóa Loại Xe "Xe đầu kéo" vì đang có \d+ xe thuộc loại này\./);
    expect((await get(`/api/dm-loai-xe/${tractor?.id}`)).statusCode).toBe(200);
  });
});

// ── maintenance items ────────────────────────────────────────────────────────────────────────
describe('/api/dm-hang-muc-bao-duong', () => {
  type MItem = { id: number; tenHangMuc: string; chuKyKm: number | null; ghiChu: string | null; active: boolean };

  it('lists by name ascending, searches by name, pages with sizes up to 50', async () => {
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(dmHangMucBaoDuong);
    const page = (await get('/api/dm-hang-muc-bao-duong?page=0&size=50&sort=tenHangMuc,asc')).json().data;
    expect(page.totalElements).toBe(n);
    const names = page.content.map((i: MItem) => i.tenHangMuc.toLowerCase());
    expect(names).toEqual([...names].sort());
    const found = (await get(`/api/dm-hang-muc-bao-duong?q=${encodeURIComponent('LỌC')}`)).json().data;
    expect(found.content.length).toBeGreaterThan(0);
    expect(found.content.every((i: MItem) => /lọc/i.test(i.tenHangMuc))).toBe(true);
    expect((await get('/api/dm-hang-muc-bao-duong?page=0&size=5')).json().data.content).toHaveLength(5);
  });

  it('creates with trimmed text; blank interval and note are null', async () => {
    const res = await send('POST', '/api/dm-hang-muc-bao-duong', {
      tenHangMuc: '  Thay gạt mưa ',
      chuKyKm: '',
      ghiChu: ' ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Tạo hạng mục thành công.',
      data: { id: expect.any(Number), tenHangMuc: 'Thay gạt mưa', chuKyKm: null, ghiChu: null, active: true },
    });
    const km = await send('POST', '/api/dm-hang-muc-bao-duong', { tenHangMuc: 'Súc rửa két nước', chuKyKm: '30.000' });
    expect(km.json().data.chuKyKm).toBe(30_000);
  });

  it.each([
    [{ tenHangMuc: '' }, 'tenHangMuc', 'Tên hạng mục là bắt buộc.'],
    [{ tenHangMuc: '   ' }, 'tenHangMuc', 'Tên hạng mục là bắt buộc.'],
    [{ tenHangMuc: 'x'.repeat(256) }, 'tenHangMuc', 'Tên hạng mục tối đa 255 ký tự.'],
    [{ chuKyKm: 0 }, 'chuKyKm', 'Định kỳ Km phải là số dương.'],
    [{ chuKyKm: -5000 }, 'chuKyKm', 'Định kỳ Km phải là số dương.'],
    [{ chuKyKm: 'năm nghìn' }, 'chuKyKm', 'Định kỳ Km phải là số dương.'],
    [{ ghiChu: 'x'.repeat(2001) }, 'ghiChu', 'Ghi chú tối đa 2000 ký tự.'],
  ])('refuses %#', async (over, field, message) => {
    const res = await send('POST', '/api/dm-hang-muc-bao-duong', { tenHangMuc: 'Hạng mục mới', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('accepts a 255-character name and a 2000-character note', async () => {
    const res = await send('POST', '/api/dm-hang-muc-bao-duong', {
      tenHangMuc: 'y'.repeat(255),
      ghiChu: 'z'.repeat(2000),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a name that exists, whatever the case', async () => {
    const res = await send('POST', '/api/dm-hang-muc-bao-duong', { tenHangMuc: 'THAY LỐP' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Hạng mục "Thay lốp" đã tồn tại.');
  });

  it('edits; 404 for an unknown one', async () => {
    const id = (await send('POST', '/api/dm-hang-muc-bao-duong', { tenHangMuc: 'Tạm bảo dưỡng' })).json().data.id;
    const res = await send('PUT', `/api/dm-hang-muc-bao-duong/${id}`, {
      tenHangMuc: 'Kiểm tra hệ thống lái',
      chuKyKm: 10000,
      ghiChu: 'Rô-tuyn, thước lái',
    });
    expect(res.json()).toMatchObject({
      message: 'Cập nhật hạng mục thành công.',
      data: { tenHangMuc: 'Kiểm tra hệ thống lái', chuKyKm: 10_000, ghiChu: 'Rô-tuyn, thước lái', active: true },
    });
    expect((await get('/api/dm-hang-muc-bao-duong/999999')).statusCode).toBe(404);
    expect((await send('PUT', '/api/dm-hang-muc-bao-duong/999999', { tenHangMuc: 'Q' })).json().message).toBe(
      'Không tìm thấy hạng mục bảo dưỡng.',
    );
  });

  it('DELETE deactivates (row and tickets kept), hides it from options; restore brings it back', async () => {
    const [oil] = await t.db
      .select()
      .from(dmHangMucBaoDuong)
      .where(eq(dmHangMucBaoDuong.tenHangMuc, 'Thay dầu động cơ'));
    const id = oil?.id as number;
    const off = await send('DELETE', `/api/dm-hang-muc-bao-duong/${id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Đã ngưng sử dụng hạng mục. Lịch sử phiếu bảo dưỡng vẫn được giữ nguyên.',
      data: { id, active: false },
    });
    const options = (await get('/api/dm-hang-muc-bao-duong/active-options')).json().data;
    expect(options.map((o: { id: number }) => o.id)).not.toContain(id);
    expect(
      (await get('/api/dm-hang-muc-bao-duong?active=false&size=50')).json().data.content.map((i: MItem) => i.id),
    ).toContain(id);
    // Still readable, and the list still shows it (with its status).
    expect((await get(`/api/dm-hang-muc-bao-duong/${id}`)).json().data.active).toBe(false);

    const on = await send('POST', `/api/dm-hang-muc-bao-duong/${id}/restore`);
    expect(on.json()).toMatchObject({ message: 'Đã khôi phục hạng mục.', data: { id, active: true } });
    expect((await get('/api/dm-hang-muc-bao-duong/active-options')).json().data).toContainEqual({
      id,
      tenHangMuc: 'Thay dầu động cơ',
      chuKyKm: 5000,
    });
  });

  it("active-options is the ticket forms' picker (BAO_DUONG_XEM), sorted by name", async () => {
    expect((await get('/api/dm-hang-muc-bao-duong/active-options', 'taixe1')).statusCode).toBe(403);
    const res = await get('/api/dm-hang-muc-bao-duong/active-options', 'dieuphoi');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((o: { tenHangMuc: string }) => o.tenHangMuc.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('thay bugi');
  });
});

describe('permissions on the catalogues', () => {
  it.each([
    ['GET', '/api/dm-loai-xe'],
    ['GET', '/api/dm-loai-xe/active-options'],
    ['GET', '/api/dm-loai-xe/1'],
    ['POST', '/api/dm-loai-xe'],
    ['PUT', '/api/dm-loai-xe/1'],
    ['DELETE', '/api/dm-loai-xe/1'],
    ['GET', '/api/dm-checklist-items'],
    ['GET', '/api/dm-checklist-items/all-active'],
    ['GET', '/api/dm-checklist-items/1'],
    ['POST', '/api/dm-checklist-items'],
    ['PUT', '/api/dm-checklist-items/1'],
    ['DELETE', '/api/dm-checklist-items/1'],
    ['GET', '/api/dm-hang-muc-bao-duong'],
    ['GET', '/api/dm-hang-muc-bao-duong/active-options'],
    ['GET', '/api/dm-hang-muc-bao-duong/1'],
    ['POST', '/api/dm-hang-muc-bao-duong'],
    ['PUT', '/api/dm-hang-muc-bao-duong/1'],
    ['DELETE', '/api/dm-hang-muc-bao-duong/1'],
    ['POST', '/api/dm-hang-muc-bao-duong/1/restore'],
  ] as const)('a driver gets 403 on %s %s', async (method, url) => {
    const payload =
      method === 'POST' || method === 'PUT' ? { tenHangMuc: 'A', tenLoaiXe: 'A', mucDo: 'INFO' } : undefined;
    const res = await t.app.inject({ method, url, payload, headers: bearer(tk('taixe1')) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
  });
});
