import { describe, expect, it } from 'vitest';
import { WORK_ORDER_MESSAGES as M } from '@/contracts/work-orders';
import {
  type CreateForm,
  checkCreateForm,
  closeOutOptions,
  defaultFilters,
  defaultRange,
  EMPTY_CREATE_FORM,
  groupByColumn,
  initialViewMode,
  pageSizeOf,
  staffOptions,
} from '@/features/work-orders/model/view';

describe('initialViewMode', () => {
  it('opens kanban above 991 px and cards at or below', () => {
    expect(initialViewMode(null, 1440)).toBe('kanban');
    expect(initialViewMode(null, 992)).toBe('kanban');
    expect(initialViewMode(null, 991)).toBe('card');
    expect(initialViewMode(null, 390)).toBe('card');
  });
  it('keeps the remembered choice and ignores junk', () => {
    expect(initialViewMode('card', 1440)).toBe('card');
    expect(initialViewMode('kanban', 390)).toBe('kanban');
    expect(initialViewMode('grid', 390)).toBe('card');
  });
  it('pages 9 cards or 30 kanban rows', () => {
    expect(pageSizeOf('card')).toBe(9);
    expect(pageSizeOf('kanban')).toBe(30);
  });
});

describe('groupByColumn', () => {
  it('groups by status in order and puts an unknown or empty one in DRAFT', () => {
    const orders = [
      { id: 1, trangThai: 'RUNNING' },
      { id: 2, trangThai: 'WEIRD' },
      { id: 3, trangThai: 'DRAFT' },
      { id: 4, trangThai: '' },
      { id: 5, trangThai: 'ENDED' },
    ] as unknown as { id: number; trangThai: 'DRAFT' }[];
    const cols = groupByColumn(orders);
    expect(cols.DRAFT.map((o) => o.id)).toEqual([2, 3, 4]);
    expect(cols.RUNNING.map((o) => o.id)).toEqual([1]);
    expect(cols.ENDED.map((o) => o.id)).toEqual([5]);
  });
});

describe('defaultRange', () => {
  it('covers the whole Vietnam month, so orders starting after today still show (issue 13)', () => {
    // 31 Jan 20:00 UTC is already 1 Feb in Vietnam (UTC+7).
    expect(defaultRange(new Date('2026-01-31T20:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(defaultRange(new Date('2028-02-10T03:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(defaultRange(new Date('2026-11-24T03:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(defaultRange(new Date('2026-12-31T16:59:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('the screen opens on the month, with Nháp and Đang chạy orders whatever their date', () => {
    expect(defaultFilters(new Date('2026-11-24T03:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      dangMo: true,
      loai: '',
      kieuThuong: '',
      keyword: '',
    });
  });
});

describe('checkCreateForm', () => {
  const valid: CreateForm = {
    tieuDe: ' Tăng ca kho ',
    moTa: '',
    loai: 'TANG_CA',
    kieuThuong: 'HOURLY',
    batDau: '2026-03-15T08:00',
    ketThuc: '2026-03-15T12:00',
    tienCong: 50000,
  };
  it('asks for the required fields first', () => {
    expect(checkCreateForm(EMPTY_CREATE_FORM)).toMatchObject({
      ok: false,
      title: M.requiredTitle,
      message: M.required,
    });
    expect(checkCreateForm({ ...valid, tienCong: '' })).toMatchObject({ ok: false, field: 'tienCong' });
  });
  it('needs an end for an hourly order but not a daily one', () => {
    expect(checkCreateForm({ ...valid, ketThuc: '' })).toMatchObject({
      ok: false,
      title: M.endRequiredTitle,
      message: M.endRequired,
      field: 'ketThuc',
    });
    expect(checkCreateForm({ ...valid, kieuThuong: 'DAILY', ketThuc: '' }).ok).toBe(true);
  });
  it('refuses an end before the start and trims the request', () => {
    expect(checkCreateForm({ ...valid, ketThuc: '2026-03-15T07:00' })).toMatchObject({
      ok: false,
      message: M.endBeforeStart,
    });
    const ok = checkCreateForm(valid);
    expect(ok).toMatchObject({ ok: true, request: { tieuDe: 'Tăng ca kho', moTa: undefined, tienCong: 50000 } });
  });
});

describe('pickers', () => {
  const users = [
    { idNguoiDung: 1, hoTen: 'An', tenDangNhap: 'an', idPhongBan: 1, trangThai: 1 },
    { idNguoiDung: 2, hoTen: 'Bình', tenDangNhap: 'binh', idPhongBan: 2, trangThai: 1 },
    { idNguoiDung: 3, hoTen: 'Cường', tenDangNhap: 'cuong', idPhongBan: 1, trangThai: 0 },
  ];
  it('lists active staff, of one department when chosen', () => {
    expect(staffOptions(users, null).map((o) => o.value)).toEqual(['1', '2']);
    expect(staffOptions(users, 1)).toEqual([{ value: '1', label: 'An (an)' }]);
  });
  it('offers for close-out only accepted staff still checked in', () => {
    const detail = {
      assignments: [
        { userId: 1, status: 'ACCEPTED' },
        { userId: 2, status: 'ACCEPTED' },
        { userId: 3, status: 'DECLINED' },
      ],
      chamCongList: [
        { userId: 1, hoTen: 'An', gioVao: '2026-03-15T01:00:00Z', gioRa: null },
        { userId: 2, hoTen: 'Bình', gioVao: '2026-03-15T01:00:00Z', gioRa: '2026-03-15T05:00:00Z' },
        { userId: 3, hoTen: 'Cường', gioVao: '2026-03-15T01:00:00Z', gioRa: null },
      ],
    } as unknown as Parameters<typeof closeOutOptions>[0];
    expect(closeOutOptions(detail)).toEqual([{ value: '1', label: 'An' }]);
  });
});
