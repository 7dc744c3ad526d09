import { describe, expect, it } from 'vitest';
import type { AttendanceDay } from '@/contracts/attendance';
import { punchLocation, todayView } from '@/features/attendance/model/punch';
import { MAX_FIX_AGE_MS, resultOfError, usableFix } from '@/ui/location';
import { item, T0 } from './fixtures';

const day = (over: Partial<AttendanceDay> = {}): AttendanceDay => ({
  ngay: '2025-06-02',
  soCong: 0,
  soGio: 0,
  gioVaoTong: null,
  gioRaTong: null,
  dangMo: false,
  chiTietBuoi: [],
  ...over,
});
const punch = (kind: 'attendance.check-in' | 'attendance.check-out', over = {}) =>
  item(kind, {}, { group: 'attendance:11', ...over });

describe('clock in/out button (open session = server day + queued punches)', () => {
  const now = T0 + 3_600_000;

  it('Chấm vào with no session, Chấm ra with an open one', () => {
    expect(todayView(day(), [], T0, now).open).toBe(false);
    expect(todayView(day({ dangMo: true }), [], T0, now).open).toBe(true);
  });

  it('a queued check-in opens the session at once; a queued check-out closes it', () => {
    const inItem = punch('attendance.check-in');
    const view = todayView(day(), [inItem], T0, now);
    expect(view).toMatchObject({ open: true, firstIn: inItem.occurredAt });
    expect(view.basedOn?.id).toBe(inItem.id);
    const outItem = punch('attendance.check-out');
    expect(todayView(day(), [inItem, outItem], T0, now)).toMatchObject({ open: false, lastOut: outItem.occurredAt });
  });

  it('works before the day was ever read (offline first start)', () => {
    expect(todayView(undefined, [punch('attendance.check-in')], 0, now).open).toBe(true);
  });

  it('ignores punches of another day and punches the read already has', () => {
    const yesterday = punch('attendance.check-in', { occurredAt: T0 - 86_400_000 });
    const reflected = punch('attendance.check-in', { status: 'sent', sentAt: T0 });
    expect(todayView(day(), [yesterday], T0, now).open).toBe(false);
    expect(todayView(day({ dangMo: false }), [reflected], T0 + 1, now).open).toBe(false);
  });
});

describe('punch location: never an old fix', () => {
  const fix = { lat: 10.7769, lng: 106.7009, accuracy: 12.4, timestamp: T0 };

  it('a fresh fix: coordinates, accuracy, the fix age at the photo, and the place text', () => {
    expect(punchLocation({ status: 'ok', fix }, T0 + 4_000)).toEqual({
      location: {
        lat: 10.7769,
        lng: 106.7009,
        accuracy: 12.4,
        fixAgeMs: 4_000,
        diaDiemText: '10.776900, 106.700900 (±12 m)',
      },
      problem: null,
    });
  });

  it('a fix measured after the photo has age 0', () => {
    expect(punchLocation({ status: 'ok', fix }, T0 - 5_000).location.fixAgeMs).toBe(0);
  });

  it('too old at the photo: no coordinates, said to be stale', () => {
    const result = punchLocation({ status: 'ok', fix }, T0 + MAX_FIX_AGE_MS + 1);
    expect(result).toEqual({
      location: { lat: null, lng: null, accuracy: null, fixAgeMs: null, diaDiemText: null },
      problem: 'stale',
    });
  });

  it('denied → denied; timeout or unavailable → stale; no coordinates either way', () => {
    expect(punchLocation(resultOfError({ code: 1 }), T0)).toMatchObject({ problem: 'denied', location: { lat: null } });
    expect(punchLocation(resultOfError({ code: 3 }), T0)).toMatchObject({ problem: 'stale', location: { lat: null } });
    expect(punchLocation(resultOfError({ code: 2 }), T0).problem).toBe('stale');
  });

  it('usableFix refuses a fix older than the limit', () => {
    expect(usableFix({ status: 'ok', fix }, T0 + MAX_FIX_AGE_MS)).toEqual(fix);
    expect(usableFix({ status: 'ok', fix }, T0 + MAX_FIX_AGE_MS + 1)).toBeNull();
    expect(usableFix({ status: 'locating' }, T0)).toBeNull();
  });
});
