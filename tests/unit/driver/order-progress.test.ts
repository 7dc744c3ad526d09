import { describe, expect, it } from 'vitest';
import type { OrderAction, OrderStatus, OrderType, TransportOrder } from '@/contracts/fleet-orders';
import {
  type KnownOrder,
  listOrders,
  type OrderButtons,
  orderButtons,
  projectOrder,
} from '@/features/driver/model/order-progress';
import type { OutboxItem } from '@/offline/types';
import { item, sent, T0 } from './fixtures';

const order = (over: Partial<TransportOrder> = {}): TransportOrder => ({
  id: 41,
  tenDonHang: 'Giao 20 thùng sơn cho Đại lý Minh Phát, Q.7',
  loaiDonHang: 'GIAO_HANG',
  trangThai: 'CHO_NHAN',
  taiXeId: 12,
  tenTaiXe: 'Trần Văn Hùng',
  xeId: 2,
  xeBienSo: '51D-678.90',
  thoiGianHen: '2025-06-02T14:00:00',
  fileUrl: null,
  ghiChu: null,
  lyDoThatBai: null,
  tenNguoiTao: 'Điều phối',
  ngayTao: '2025-06-02T00:00:00.000Z',
  thoiDiemNhanDon: null,
  thoiDiemDenDiemLay: null,
  thoiDiemLayHangXong: null,
  thoiDiemDenDiemGiao: null,
  thoiDiemHoanThanh: null,
  thoiDiemThatBai: null,
  ...over,
});

const step = (action: OrderAction, over: Partial<OutboxItem> = {}, donHangId = 41) =>
  item('order.step', { donHangId, action, maDon: 'x' }, { group: `order:${donHangId}`, ...over });
const failure = (lyDo: string, over: Partial<OutboxItem> = {}, donHangId = 41) =>
  item('order.fail', { donHangId, lyDo }, { group: `order:${donHangId}`, ...over });
const iso = (i: OutboxItem) => new Date(i.occurredAt).toISOString();
const refusedBy = (message: string): Partial<OutboxItem> => ({
  status: 'needs-attention',
  lastError: { status: 409, code: 'STATE_CONFLICT', message },
});
/** The server copy was read at T0; items are stamped after it. */
const READ_AT = T0;

describe('projectOrder: the order as this phone knows it', () => {
  it('with nothing queued it is the server copy, nothing waiting', () => {
    const o = order();
    const view = projectOrder(o, [], READ_AT);
    expect(view.order).toBe(o);
    expect(view).toMatchObject({ waitingOn: null, refused: null, source: { order: o, dataUpdatedAt: READ_AT } });
    expect([...view.pendingSteps]).toEqual([]);
  });

  it("ignores other orders' steps and other kinds of reports", () => {
    const other = step('nhan-don', {}, 99);
    const fuel = item('fuel.report', { donHangId: 41, xeId: 2, soTien: 1000 });
    expect(projectOrder(order(), [other, fuel], READ_AT).order.trangThai).toBe('CHO_NHAN');
  });

  it('a queued accept shows DA_NHAN at once, dated with the device time, marked waiting', () => {
    const accept = step('nhan-don');
    const view = projectOrder(order(), [accept], READ_AT);
    expect(view.order).toMatchObject({ trangThai: 'DA_NHAN', thoiDiemNhanDon: iso(accept) });
    expect(view.waitingOn).toBe(accept);
    expect([...view.pendingSteps]).toEqual(['DA_NHAN']);
  });

  it('several steps taken in a dead zone chain to the end, each with its own time', () => {
    const steps = (['nhan-don', 'den-diem-lay', 'lay-hang-xong', 'den-diem-giao', 'hoan-thanh'] as const).map((a) =>
      step(a),
    );
    // Applied by device time, not by the order the outbox happens to list them in.
    const view = projectOrder(order(), [...steps].reverse(), READ_AT);
    expect(view.order).toMatchObject({
      trangThai: 'HOAN_THANH',
      thoiDiemNhanDon: iso(steps[0] as OutboxItem),
      thoiDiemDenDiemLay: iso(steps[1] as OutboxItem),
      thoiDiemLayHangXong: iso(steps[2] as OutboxItem),
      thoiDiemDenDiemGiao: iso(steps[3] as OutboxItem),
      thoiDiemHoanThanh: iso(steps[4] as OutboxItem),
    });
    expect(view.waitingOn).toBe(steps[4]);
    expect([...view.pendingSteps]).toEqual([
      'DA_NHAN',
      'DA_DEN_DIEM_LAY',
      'DA_LAY_HANG',
      'DA_DEN_DIEM_GIAO',
      'HOAN_THANH',
    ]);
  });

  it("'already have the goods' fills accept and loaded at once and skips the pickup stop", () => {
    const skip = step('bat-dau-giao');
    const view = projectOrder(order(), [skip], READ_AT);
    expect(view.order).toMatchObject({
      trangThai: 'DA_LAY_HANG',
      thoiDiemNhanDon: iso(skip),
      thoiDiemDenDiemLay: null,
      thoiDiemLayHangXong: iso(skip),
    });
  });

  it('a pickup order completes after loading; a delivery stop does not apply to it', () => {
    const o = order({ loaiDonHang: 'LAY_HANG', trangThai: 'DA_LAY_HANG' });
    expect(projectOrder(o, [step('den-diem-giao')], READ_AT).order.trangThai).toBe('DA_LAY_HANG');
    expect(projectOrder(o, [step('hoan-thanh')], READ_AT).order.trangThai).toBe('HOAN_THANH');
  });

  it('a step that does not follow from the state reached is skipped, later ones still apply', () => {
    const stale = step('den-diem-lay'); // needs DA_NHAN, the order is CHO_NHAN
    const accept = step('nhan-don');
    const view = projectOrder(order(), [stale, accept], READ_AT);
    expect(view.order.trangThai).toBe('DA_NHAN');
    expect(view.waitingOn).toBe(accept);
    expect(view.order.thoiDiemDenDiemLay).toBeNull();
  });

  it('a sent step the copy already shows is not applied twice', () => {
    const accept = step('nhan-don', sent(READ_AT - 1));
    const o = order({ trangThai: 'DA_NHAN', thoiDiemNhanDon: '2025-06-02T00:30:00.000Z' });
    const view = projectOrder(o, [accept], READ_AT);
    expect(view.order).toBe(o);
    expect(view.waitingOn).toBeNull();
  });

  it('a sent step newer than the copy is applied but no longer waiting', () => {
    const accept = step('nhan-don', sent(READ_AT + 5_000));
    const view = projectOrder(order(), [accept], READ_AT);
    expect(view.order.trangThai).toBe('DA_NHAN');
    expect(view.waitingOn).toBeNull();
    expect(view.pendingSteps.size).toBe(0);
  });

  it('a sending step is applied and waiting', () => {
    const accept = step('nhan-don', { status: 'sending' });
    expect(projectOrder(order(), [accept], READ_AT).waitingOn).toBe(accept);
  });

  it('a refused step stops there: the server state shows, later steps wait behind it', () => {
    const accepted = step('nhan-don', sent(READ_AT + 1_000));
    const refused = step('den-diem-lay', refusedBy('Đơn hàng này đã kết thúc.'));
    const later = step('lay-hang-xong');
    const view = projectOrder(order(), [accepted, refused, later], READ_AT);
    expect(view.order.trangThai).toBe('DA_NHAN');
    expect(view.refused).toBe(refused);
    expect(view.waitingOn).toBeNull();
  });

  it('once the refused step is discarded the order shows the server copy again', () => {
    const o = order({ trangThai: 'DA_NHAN' });
    const refused = step('den-diem-lay', refusedBy('Không thể thực hiện thao tác này.'));
    expect(projectOrder(o, [refused], READ_AT).refused).toBe(refused);
    const view = projectOrder(o, [], READ_AT);
    expect(view.order).toBe(o);
    expect(view.refused).toBeNull();
  });

  it('a failure report ends the order THAT_BAI with its reason and time', () => {
    const fail = failure('Khách không nghe máy');
    const view = projectOrder(order({ trangThai: 'DA_NHAN' }), [fail], READ_AT);
    expect(view.order).toMatchObject({
      trangThai: 'THAT_BAI',
      lyDoThatBai: 'Khách không nghe máy',
      thoiDiemThatBai: iso(fail),
    });
    expect([...view.pendingSteps]).toEqual(['THAT_BAI']);
  });

  it('a failure report on a finished order does not change it', () => {
    const o = order({ trangThai: 'HOAN_THANH' });
    expect(projectOrder(o, [failure('muộn')], READ_AT).order).toBe(o);
  });
});

describe('orderButtons: what the detail offers', () => {
  const cases: [OrderStatus, OrderType, OrderButtons][] = [
    ['CHO_NHAN', 'GIAO_HANG', { kind: 'open', next: 'nhan-don', skip: 'bat-dau-giao' }],
    ['CHO_NHAN', 'LAY_HANG', { kind: 'open', next: 'nhan-don', skip: 'bat-dau-giao' }],
    ['DA_NHAN', 'GIAO_HANG', { kind: 'open', next: 'den-diem-lay', skip: null }],
    ['DA_DEN_DIEM_LAY', 'GIAO_HANG', { kind: 'open', next: 'lay-hang-xong', skip: null }],
    ['DA_LAY_HANG', 'GIAO_HANG', { kind: 'open', next: 'den-diem-giao', skip: null }],
    ['DA_LAY_HANG', 'LAY_HANG', { kind: 'open', next: 'hoan-thanh', skip: null }],
    ['DA_DEN_DIEM_GIAO', 'GIAO_HANG', { kind: 'open', next: 'hoan-thanh', skip: null }],
    ['HOAN_THANH', 'GIAO_HANG', { kind: 'final' }],
    ['THAT_BAI', 'LAY_HANG', { kind: 'final' }],
  ];
  it.each(cases)('%s (%s)', (trangThai, loaiDonHang, expected) => {
    expect(orderButtons(projectOrder(order({ trangThai, loaiDonHang }), [], READ_AT))).toEqual(expected);
  });

  it('the buttons follow the queued steps (the next step is there offline)', () => {
    const view = projectOrder(order(), [step('nhan-don'), step('den-diem-lay')], READ_AT);
    expect(orderButtons(view)).toEqual({ kind: 'open', next: 'lay-hang-xong', skip: null });
  });

  it('a refused step blocks the actions until it is handled', () => {
    const refused = step('nhan-don', refusedBy('Đơn hàng này không phải của bạn.'));
    expect(orderButtons(projectOrder(order(), [refused], READ_AT))).toEqual({ kind: 'blocked', refused });
  });

  it('a finished order says so even with a refused item left', () => {
    const refused = failure('x', refusedBy('Đơn hàng này đã kết thúc.'));
    expect(orderButtons(projectOrder(order({ trangThai: 'HOAN_THANH' }), [refused], READ_AT)).kind).toBe('final');
  });
});

describe('listOrders: the cards of a filtered list', () => {
  const accepted = order({ id: 7, tenDonHang: 'Đơn A' });
  const other = order({ id: 8, tenDonHang: 'Đơn B', trangThai: 'DA_NHAN' });
  const fromChoNhan: KnownOrder = { order: accepted, dataUpdatedAt: READ_AT };
  const ids = (views: { order: TransportOrder }[]) => views.map((v) => v.order.id);

  it('an order accepted here stays on the page it was tapped on, showing its new state', () => {
    const views = listOrders({
      page: [accepted],
      pageUpdatedAt: READ_AT,
      pageNumber: 0,
      known: [fromChoNhan],
      items: [step('nhan-don', {}, 7)],
      filter: 'CHO_NHAN',
    });
    expect(ids(views)).toEqual([7]);
    expect(views[0]?.order.trangThai).toBe('DA_NHAN');
  });

  it("the next state's list shows it on top before that list knows it (offline)", () => {
    const queued = step('nhan-don', {}, 7);
    const views = listOrders({
      page: [other],
      pageUpdatedAt: READ_AT,
      pageNumber: 0,
      known: [fromChoNhan, { order: other, dataUpdatedAt: READ_AT }],
      items: [queued],
      filter: 'DA_NHAN',
    });
    expect(ids(views)).toEqual([7, 8]);
    expect(views[0]?.waitingOn).toBe(queued);
  });

  it('moved orders newest step first, each once, from its latest copy', () => {
    const b = order({ id: 9, tenDonHang: 'Đơn C' });
    const first = step('nhan-don', {}, 7);
    const second = step('nhan-don', {}, 9);
    const views = listOrders({
      page: [],
      pageUpdatedAt: READ_AT,
      pageNumber: 0,
      known: [
        { order: order({ id: 7, trangThai: 'DA_NHAN' }), dataUpdatedAt: READ_AT - 10 },
        fromChoNhan,
        { order: b, dataUpdatedAt: READ_AT },
      ],
      items: [first, second],
      filter: 'DA_NHAN',
    });
    // The older copy (already DA_NHAN) would have skipped the accept and shown nothing waiting.
    expect(ids(views)).toEqual([9, 7]);
  });

  it.each([
    ['a later page', 1, 'DA_NHAN' as const],
    ['the all list (it holds every state already)', 0, 'ALL' as const],
  ])('nothing is added on %s', (_name, pageNumber, filter) => {
    const views = listOrders({
      page: [other],
      pageUpdatedAt: READ_AT,
      pageNumber,
      known: [fromChoNhan],
      items: [step('nhan-don', {}, 7)],
      filter,
    });
    expect(ids(views)).toEqual([8]);
  });

  it('a cached order in that state with nothing waiting is not added (the server page decides)', () => {
    const views = listOrders({
      page: [],
      pageUpdatedAt: READ_AT,
      pageNumber: 0,
      known: [{ order: other, dataUpdatedAt: READ_AT }],
      items: [],
      filter: 'DA_NHAN',
    });
    expect(views).toEqual([]);
  });

  it('an order already on the page is not added twice', () => {
    const views = listOrders({
      page: [accepted],
      pageUpdatedAt: READ_AT,
      pageNumber: 0,
      known: [fromChoNhan],
      items: [step('nhan-don', {}, 7)],
      filter: 'DA_NHAN',
    });
    expect(ids(views)).toEqual([7]);
  });
});
