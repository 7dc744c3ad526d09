import { describe, expect, it } from 'vitest';
import type { AttendanceDay } from '@/contracts/attendance';
import type { MyWorkOrder, OrderAttendance } from '@/contracts/work-orders';
import { columnOf, myOrderColumns, projectMyOrder } from '@/features/attendance/model/my-orders';
import { overtimePercent, todayActivity } from '@/features/attendance/model/today';
import type { OutboxItem } from '@/offline/types';
import { item, sent, T0 } from '../driver/fixtures';

// The employee's orders as the phone shows them (spec 002 §2.8, §4.2): the server's copy with the
// unsent answers and punches applied through the contract's can* rules, and the three columns.

const order = (over: Partial<MyWorkOrder> = {}): MyWorkOrder => ({
  idLenh: 5,
  tieuDe: 'Tăng ca kho Thủ Đức',
  moTa: null,
  loaiLenh: 'TANG_CA',
  kieuThuong: 'HOURLY',
  trangThai: 'DRAFT',
  batDau: '2025-06-02T01:00:00.000Z',
  ketThuc: '2025-06-02T10:00:00.000Z',
  tienCong: 50_000,
  qlStartAt: null,
  qlEndAt: null,
  qlStartAnhUrl: null,
  qlEndAnhUrl: null,
  qlStartDiaDiemText: null,
  qlEndDiaDiemText: null,
  qlStartLat: null,
  qlStartLng: null,
  qlEndLat: null,
  qlEndLng: null,
  nguoiTao: 'Quản trị',
  ngayTao: '2025-06-01T01:00:00.000Z',
  counts: { pending: 1, accepted: 0, declined: 0, expired: 0 },
  trangThaiPhanCong: 'PENDING',
  phanHoiLuc: null,
  chamCong: null,
  canAnswer: true,
  canCheckIn: false,
  canCheckOut: false,
  ...over,
});
const checked = (over: Partial<OrderAttendance> = {}): OrderAttendance => ({
  userId: 11,
  hoTen: 'Nhân viên',
  gioVao: '2025-06-02T01:05:00.000Z',
  gioRa: null,
  vaoTrangThai: 'DI_MUON',
  raTrangThai: null,
  anhVaoUrl: '/api/files/1',
  anhRaUrl: null,
  diaDiemVaoText: null,
  diaDiemRaText: null,
  effectiveStart: '2025-06-02T01:05:00.000Z',
  checkoutBy: null,
  soGioThuong: null,
  soCongThuong: null,
  soTienThuong: null,
  ...over,
});

const wo = (kind: OutboxItem['kind'], over: Partial<OutboxItem> = {}, idLenh = 5) =>
  item(kind, { idLenh, tieuDe: 'Tăng ca kho Thủ Đức', ...(kind.endsWith('accept') ? { accept: true } : {}) }, over);
const READ_AT = T0;
const iso = (i: OutboxItem) => new Date(i.occurredAt).toISOString();

describe('columnOf (the server views of repo.myWhere)', () => {
  it.each([
    ['PENDING', 'DRAFT', null, 'PENDING'],
    ['DECLINED', 'DRAFT', null, null],
    ['EXPIRED', 'RUNNING', null, null],
    ['ACCEPTED', 'DRAFT', null, 'IN_PROGRESS'],
    ['ACCEPTED', 'RUNNING', checked(), 'IN_PROGRESS'],
    ['ACCEPTED', 'RUNNING', checked({ gioRa: '2025-06-02T09:00:00.000Z' }), 'DONE'],
    ['ACCEPTED', 'ENDED', null, 'DONE'],
  ] as const)('%s assignment on a %s order → %s', (status, trangThai, chamCong, column) => {
    expect(columnOf(order({ trangThaiPhanCong: status, trangThai, chamCong }))).toBe(column);
  });
});

describe('projectMyOrder', () => {
  it('shows the server copy as is when nothing is queued', () => {
    const view = projectMyOrder(order(), [], READ_AT);
    expect(view).toMatchObject({ column: 'PENDING', waitingOn: null, refused: null });
    expect(view.order.canAnswer).toBe(true);
  });

  it('an accept queued offline moves the order to in progress and allows check-in at once', () => {
    const accept = wo('work-order.accept');
    const view = projectMyOrder(order(), [accept], READ_AT);
    expect(view.order.trangThaiPhanCong).toBe('ACCEPTED');
    expect(view.order.phanHoiLuc).toBe(iso(accept));
    expect(view).toMatchObject({ column: 'IN_PROGRESS', waitingOn: accept });
    expect(view.order).toMatchObject({ canAnswer: false, canCheckIn: true, canCheckOut: false });
  });

  it('a decline removes it from the columns', () => {
    expect(projectMyOrder(order(), [wo('work-order.decline')], READ_AT).column).toBeNull();
  });

  it('accept then check-in, dated by the phone; check-out waits until the order runs (DRAFT)', () => {
    const accept = wo('work-order.accept');
    const checkIn = wo('work-order.check-in');
    const view = projectMyOrder(order(), [checkIn, accept], READ_AT);
    expect(view.order.chamCong?.gioVao).toBe(iso(checkIn));
    expect(view.order).toMatchObject({ canCheckIn: false, canCheckOut: false });
    expect(view.waitingOn).toBe(checkIn);
  });

  it('on a running order check-in then check-out moves it to done', () => {
    const running = order({ trangThai: 'RUNNING', trangThaiPhanCong: 'ACCEPTED', canAnswer: false, canCheckIn: true });
    const checkIn = wo('work-order.check-in');
    const checkOut = wo('work-order.check-out');
    const afterIn = projectMyOrder(running, [checkIn], READ_AT);
    expect(afterIn.order).toMatchObject({ canCheckIn: false, canCheckOut: true });
    const done = projectMyOrder(running, [checkIn, checkOut], READ_AT);
    expect(done.order.chamCong).toMatchObject({ gioVao: iso(checkIn), gioRa: iso(checkOut), checkoutBy: 'STAFF' });
    expect(done).toMatchObject({ column: 'DONE', waitingOn: checkOut });
    expect(done.order).toMatchObject({ canCheckIn: false, canCheckOut: false });
  });

  it('skips what does not follow: check-in before accepting, a second answer, check-out of an ended order', () => {
    const early = wo('work-order.check-in');
    expect(projectMyOrder(order(), [early], READ_AT).order.chamCong).toBeNull();
    const view = projectMyOrder(order(), [wo('work-order.accept'), wo('work-order.decline')], READ_AT);
    expect(view.order.trangThaiPhanCong).toBe('ACCEPTED');
    const ended = order({ trangThai: 'ENDED', trangThaiPhanCong: 'ACCEPTED', chamCong: checked() });
    expect(projectMyOrder(ended, [wo('work-order.check-out')], READ_AT).order.chamCong?.gioRa).toBeNull();
  });

  it('a sent item the read already shows is not applied twice; one sent after the read is', () => {
    const accepted = order({ trangThaiPhanCong: 'ACCEPTED', phanHoiLuc: '2025-06-02T00:00:00.000Z' });
    const reflected = wo('work-order.accept', sent(READ_AT - 1));
    expect(projectMyOrder(accepted, [reflected], READ_AT)).toMatchObject({ waitingOn: null });
    const later = wo('work-order.accept', sent(READ_AT + 1));
    const view = projectMyOrder(order(), [later], READ_AT);
    // Applied (the read predates it) but not waiting: it reached the server.
    expect(view).toMatchObject({ column: 'IN_PROGRESS', waitingOn: null });
  });

  it('a refused item holds the order: nothing after it applies and no action is offered', () => {
    const refused = wo('work-order.accept', {
      status: 'needs-attention',
      lastError: { status: 422, code: 'CONFLICT', message: 'Lệnh đã bắt đầu hoặc kết thúc, không thể xác nhận nữa.' },
    });
    const view = projectMyOrder(order(), [refused, wo('work-order.check-in')], READ_AT);
    expect(view.refused).toBe(refused);
    expect(view.order).toMatchObject({ trangThaiPhanCong: 'PENDING', canAnswer: false, canCheckIn: false });
  });

  it("ignores other orders' items and other kinds", () => {
    const view = projectMyOrder(
      order(),
      [wo('work-order.accept', {}, 99), item('fuel.report', { idLenh: 5 })],
      READ_AT,
    );
    expect(view.order.trangThaiPhanCong).toBe('PENDING');
  });
});

describe('myOrderColumns', () => {
  const list = (orders: MyWorkOrder[], dataUpdatedAt = READ_AT) => ({ orders, dataUpdatedAt });
  const ids = (views: { order: MyWorkOrder }[]) => views.map((v) => v.order.idLenh);

  it('sorts pending and in progress soonest first and keeps the done page in its order', () => {
    const cols = myOrderColumns(
      {
        PENDING: list([
          order({ idLenh: 2, batDau: '2025-06-03T01:00:00.000Z' }),
          order({ idLenh: 1, batDau: '2025-06-02T01:00:00.000Z' }),
        ]),
        IN_PROGRESS: list([]),
        DONE: list([
          order({ idLenh: 8, trangThai: 'ENDED', trangThaiPhanCong: 'ACCEPTED' }),
          order({ idLenh: 7, trangThai: 'ENDED', trangThaiPhanCong: 'ACCEPTED' }),
        ]),
      },
      [],
    );
    expect(ids(cols.PENDING)).toEqual([1, 2]);
    expect(ids(cols.DONE)).toEqual([8, 7]);
  });

  it('an order read in two lists keeps the latest copy; one moved to done leads the first done page', () => {
    const stalePending = order({ idLenh: 3 });
    const freshInProgress = order({ idLenh: 3, trangThai: 'RUNNING', trangThaiPhanCong: 'ACCEPTED' });
    const lists = {
      PENDING: list([stalePending], READ_AT - 10_000),
      IN_PROGRESS: list([freshInProgress]),
      DONE: list([order({ idLenh: 9, trangThai: 'ENDED', trangThaiPhanCong: 'ACCEPTED' })]),
    };
    const plain = myOrderColumns(lists, []);
    expect(ids(plain.PENDING)).toEqual([]);
    expect(ids(plain.IN_PROGRESS)).toEqual([3]);
    const withPunches = [wo('work-order.check-in', {}, 3), wo('work-order.check-out', {}, 3)];
    expect(ids(myOrderColumns(lists, withPunches).DONE)).toEqual([3, 9]);
    expect(ids(myOrderColumns(lists, withPunches, 1).DONE)).toEqual([9]);
  });
});

describe('the statistics card and today', () => {
  it.each([
    [0, 0],
    [2.5, 25],
    [10, 100],
    [14, 100],
    [-1, 0],
  ])('overtime %s h → bar %s %%', (hours, percent) => {
    expect(overtimePercent(hours)).toBe(percent);
  });

  const day = (over: Partial<AttendanceDay> = {}): AttendanceDay => ({
    ngay: '2025-06-02',
    soCong: 0.5,
    soGio: 4,
    gioVaoTong: '2025-06-02T01:00:00.000Z',
    gioRaTong: '2025-06-02T05:00:00.000Z',
    dangMo: false,
    chiTietBuoi: [
      {
        idCcb: 1,
        buoi: 'SANG',
        gioVao: '2025-06-02T01:00:00.000Z',
        gioRa: '2025-06-02T05:00:00.000Z',
        vaoTrangThai: 'DUNG_GIO',
        raTrangThai: 'DUNG_GIO',
        anhVaoUrl: null,
        anhRaUrl: null,
        diaDiemVaoText: null,
        diaDiemRaText: null,
      },
    ],
    ...over,
  });

  it("lists today's sessions, order steps and unsent items newest first, each once", () => {
    const accept = wo('work-order.accept');
    const punch = item('attendance.check-in', {}, { occurredAt: T0 + 6 * 3_600_000 });
    const view = projectMyOrder(order(), [accept], READ_AT);
    const lines = todayActivity({
      day: day(),
      dayUpdatedAt: READ_AT,
      orders: [view],
      ordersUpdatedAt: READ_AT,
      items: [accept, punch],
      now: T0 + 7 * 3_600_000,
    });
    expect(lines.map((l) => [l.text, l.pending !== null])).toEqual([
      ['Chấm vào', true],
      ['Chấm ra · buổi sáng', false],
      ['Đồng ý lệnh · Tăng ca kho Thủ Đức', true],
      ['Chấm vào · buổi sáng', false],
    ]);
  });

  it('leaves out other days and items the reads already show', () => {
    const yesterday = item('attendance.check-out', {}, { occurredAt: T0 - 86_400_000 });
    const shown = item('attendance.check-in', {}, { ...sent(READ_AT - 1) });
    const lines = todayActivity({
      day: day({ chiTietBuoi: [] }),
      dayUpdatedAt: READ_AT,
      orders: [],
      ordersUpdatedAt: READ_AT,
      items: [yesterday, shown],
      now: T0,
    });
    expect(lines).toEqual([]);
  });
});
