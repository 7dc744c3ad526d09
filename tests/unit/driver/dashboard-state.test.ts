import { describe, expect, it } from 'vitest';
import { type AssignmentRead, deriveDashboard } from '@/features/driver/model/dashboard-state';
import type { OutboxItem } from '@/offline/types';
import { assignment, checklist, item, receive, returned, sent, T0 } from './fixtures';

const read = (data: AssignmentRead['data'], dataUpdatedAt = T0): AssignmentRead => ({
  status: 'success',
  data,
  dataUpdatedAt,
});
const derive = (a: AssignmentRead, items: OutboxItem[] = [], checkoutOpen = false, critical?: number[]) =>
  deriveDashboard({ assignment: a, items, checkoutOpen, criticalItemIds: critical ? new Set(critical) : undefined });

describe('dashboard steps from the server alone', () => {
  it('LOADING while the first read runs', () => {
    expect(derive({ status: 'pending', data: undefined, dataUpdatedAt: 0 }).step).toBe('LOADING');
  });

  it('ERROR when the read failed and nothing is cached, with the error kept for the message', () => {
    const error = new Error('boom');
    const view = derive({ status: 'error', data: undefined, error, dataUpdatedAt: 0 });
    expect(view).toMatchObject({ step: 'ERROR', error });
  });

  it('a failed refetch with cached data keeps showing the cached step (offline)', () => {
    const view = derive({ status: 'error', data: assignment(), error: new Error('offline'), dataUpdatedAt: T0 });
    expect(view.step).toBe('ASSIGNED');
  });

  it('NO_ASSIGNMENT on 404 (null) or a closed order', () => {
    expect(derive(read(null)).step).toBe('NO_ASSIGNMENT');
    expect(derive(read(assignment({ trangThai: 'CLOSED' }))).step).toBe('NO_ASSIGNMENT');
  });

  it('ASSIGNED for an order not yet received', () => {
    const view = derive(read(assignment()));
    expect(view).toMatchObject({
      step: 'ASSIGNED',
      unconfirmed: false,
      basedOn: null,
      unsafe: false,
      currentOdo: 12_000,
    });
  });

  it('IN_USE at load goes straight to ON_DUTY', () => {
    expect(derive(read(assignment({ trangThai: 'IN_USE' }))).step).toBe('ON_DUTY');
  });

  it('CHECK_OUT while the return modal is open on duty; cancel is ON_DUTY again', () => {
    const a = read(assignment({ trangThai: 'IN_USE' }));
    expect(derive(a, [], true).step).toBe('CHECK_OUT');
    expect(derive(a, [], false).step).toBe('ON_DUTY');
    // The return modal belongs to ON_DUTY only.
    expect(derive(read(assignment()), [], true).step).toBe('ASSIGNED');
  });
});

describe('optimistic steps from queued items (no network)', () => {
  it('a queued RECEIVE means the vehicle is received: CHECKLIST, marked unconfirmed', () => {
    const r = receive();
    const view = derive(read(assignment()), [r]);
    expect(view).toMatchObject({ step: 'CHECKLIST', unconfirmed: true });
    expect(view.basedOn?.id).toBe(r.id);
  });

  it('a queued checklist after the receive: ON_DUTY, still unconfirmed', () => {
    const r = receive();
    const c = checklist([{ itemId: 1, trangThai: 'OK' }]);
    const view = derive(read(assignment()), [r, c]);
    expect(view).toMatchObject({ step: 'ON_DUTY', unconfirmed: true });
    expect(view.basedOn?.id).toBe(c.id);
  });

  it('a queued RETURN goes back to ASSIGNED', () => {
    const items = [receive(), checklist([{ itemId: 1, trangThai: 'OK' }]), returned(12_100)];
    expect(derive(read(assignment()), items)).toMatchObject({ step: 'ASSIGNED', unconfirmed: true });
  });

  it('the whole shift works on a vehicle the server still shows as IN_USE (return then receive again)', () => {
    const a = read(assignment({ trangThai: 'IN_USE' }));
    const items = [returned(12_100), receive()];
    expect(derive(a, items.slice(0, 1)).step).toBe('ASSIGNED');
    expect(derive(a, items).step).toBe('CHECKLIST');
  });

  it('order comes from occurredAt, not from the array order', () => {
    const r = receive();
    const c = checklist([{ itemId: 1, trangThai: 'OK' }]);
    expect(derive(read(assignment()), [c, r]).step).toBe('ON_DUTY');
  });

  it('a checklist without a receive does not skip the receive', () => {
    expect(derive(read(assignment()), [checklist([{ itemId: 1, trangThai: 'OK' }])]).step).toBe('ASSIGNED');
  });

  it('ignores items of another assignment or vehicle', () => {
    const other = item('assignment.event', { phanCongId: 99, eventType: 'RECEIVE' });
    const otherCar = item('checklist.submit', { xeId: 42, odo: 1, items: [] });
    expect(derive(read(assignment()), [other, otherCar]).step).toBe('ASSIGNED');
  });

  it('a refused (needs-attention) receive still moves on but is marked for attention', () => {
    const r = receive({ status: 'needs-attention', lastError: { status: 409, code: 'CONFLICT', message: 'x' } });
    const view = derive(read(assignment()), [r]);
    expect(view).toMatchObject({ step: 'CHECKLIST', unconfirmed: true });
    expect(view.basedOn?.status).toBe('needs-attention');
  });
});

describe('sent items and the server read', () => {
  it('a receive sent after the read still counts (confirmed, no badge) until the refetch', () => {
    const view = derive(read(assignment(), T0), [receive(sent(T0 + 1_000))]);
    expect(view).toMatchObject({ step: 'CHECKLIST', unconfirmed: false, basedOn: expect.anything() });
  });

  it('a receive the server shows (IN_USE) still waits for this device’s checklist', () => {
    const r = receive(sent(T0));
    expect(derive(read(assignment({ trangThai: 'IN_USE' }), T0 + 5_000), [r]).step).toBe('CHECKLIST');
  });

  it('after receive and checklist are both on the server: ON_DUTY, nothing pending', () => {
    const items = [receive(sent(T0)), checklist([{ itemId: 1, trangThai: 'OK' }], sent(T0 + 1))];
    const view = derive(read(assignment({ trangThai: 'IN_USE' }), T0 + 5_000), items);
    expect(view).toMatchObject({ step: 'ON_DUTY', unconfirmed: false, basedOn: null });
  });

  it('an old shift fully on the server does not change today’s ASSIGNED', () => {
    const items = [receive(sent(T0)), checklist([], sent(T0 + 1)), returned(12_100, sent(T0 + 2))];
    expect(derive(read(assignment(), T0 + 5_000), items).step).toBe('ASSIGNED');
  });
});

describe('unsafe vehicle and odometer', () => {
  it('a queued checklist with a CRITICAL item NG marks the vehicle unsafe at once', () => {
    const items = [
      receive(),
      checklist([
        { itemId: 1, trangThai: 'NG' },
        { itemId: 2, trangThai: 'OK' },
      ]),
    ];
    expect(derive(read(assignment()), items, false, [1]).unsafe).toBe(true);
    expect(derive(read(assignment()), items, false, [2]).unsafe).toBe(false);
  });

  it('the server answer (hasCriticalError) counts even without the item list', () => {
    const r = receive();
    const c = checklist([{ itemId: 1, trangThai: 'NG' }], { ...sent(T0 + 1), response: { hasCriticalError: true } });
    expect(derive(read(assignment()), [r, c]).unsafe).toBe(true);
  });

  it('the server decides when it says so: stopped by an open ticket, or released by the dispatcher', () => {
    expect(derive(read(assignment({ khongAnToan: true }))).unsafe).toBe(true);
    expect(derive(read(assignment({ trangThaiXe: 'MAINTENANCE', khongAnToan: false }))).unsafe).toBe(false);
    // A queued critical NG still counts until the server has it.
    const items = [receive(), checklist([{ itemId: 1, trangThai: 'NG' }])];
    expect(derive(read(assignment({ khongAnToan: false })), items, false, [1]).unsafe).toBe(true);
  });

  it('a vehicle in MAINTENANCE is unsafe', () => {
    expect(derive(read(assignment({ trangThai: 'IN_USE', trangThaiXe: 'MAINTENANCE' }))).unsafe).toBe(true);
  });

  it('returning the vehicle does not make it safe; once the server has the checklist, its vehicle status decides', () => {
    const items = [receive(), checklist([{ itemId: 1, trangThai: 'NG' }]), returned(12_100)];
    expect(derive(read(assignment()), items, false, [1]).unsafe).toBe(true);
    const synced = [
      receive(sent(T0)),
      checklist([{ itemId: 1, trangThai: 'NG' }], sent(T0 + 1)),
      returned(12_100, sent(T0 + 2)),
    ];
    expect(derive(read(assignment(), T0 + 5_000), synced, false, [1]).unsafe).toBe(false);
    expect(derive(read(assignment({ trangThaiXe: 'MAINTENANCE' }), T0 + 5_000), synced, false, [1]).unsafe).toBe(true);
  });

  it('the odometer is the highest reading known: server or queued since', () => {
    const fuel = item('fuel.report', { xeId: 3, soTien: 500_000, soLit: 20, odoKmCuoiKy: 12_050 });
    const sos = item('sos.report', { noiDungSuCo: 'Nổ lốp', odoHienTai: 12_070 });
    expect(derive(read(assignment()), [receive({}, 12_005)]).currentOdo).toBe(12_005);
    expect(derive(read(assignment()), [receive({}, 12_005), fuel, sos]).currentOdo).toBe(12_070);
    // A reading already in the server's read is not counted twice (nor can it lower the value).
    expect(derive(read(assignment(), T0 + 9e9), [receive(sent(T0), 99_999)]).currentOdo).toBe(12_000);
  });
});
