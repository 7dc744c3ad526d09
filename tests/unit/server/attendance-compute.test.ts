import { describe, expect, it } from 'vitest';
import {
  attendanceStats,
  checkInStatus,
  checkOutStatus,
  DEFAULT_FRAME,
  dailyUnits,
  type Frame,
  isOpen,
  type Punches,
  sessionOf,
  statsFrom,
  totalHours,
  workUnits,
} from '../../../server/modules/attendance/compute';

const vn = (local: string) => new Date(`${local}+07:00`);
const DRIVERS: Frame = { ...DEFAULT_FRAME, gioBatDauSang: '06:30:00' };
const s = (ngay: string, inAt: string, outAt: string | null): Punches => ({
  ngay,
  gioVao: vn(`${ngay}T${inAt}`),
  gioRa: outAt ? vn(`${ngay}T${outAt}`) : null,
});

describe('sessionOf', () => {
  it('is SANG until the morning ends, CHIEU from then on: back from lunch is the afternoon (Vietnamese wall clock)', () => {
    expect(sessionOf(vn('2025-03-12T00:30:00'), DEFAULT_FRAME)).toBe('SANG');
    expect(sessionOf(vn('2025-03-12T11:29:59'), DEFAULT_FRAME)).toBe('SANG');
    expect(sessionOf(vn('2025-03-12T11:30:00'), DEFAULT_FRAME)).toBe('CHIEU');
    expect(sessionOf(vn('2025-03-12T12:45:00'), DEFAULT_FRAME)).toBe('CHIEU');
    expect(sessionOf(vn('2025-03-12T13:00:00'), DEFAULT_FRAME)).toBe('CHIEU');
    // 04:29 UTC is 11:29 in Hà Nội: the server's own time zone never matters.
    expect(sessionOf(new Date('2025-03-12T04:29:00Z'), DEFAULT_FRAME)).toBe('SANG');
  });
});

describe('check-in / check-out status', () => {
  it('on time up to and including the start of the half-day, late after', () => {
    expect(checkInStatus(vn('2025-03-12T07:30:00'), 'SANG', DEFAULT_FRAME)).toBe('DUNG_GIO');
    expect(checkInStatus(vn('2025-03-12T07:30:01'), 'SANG', DEFAULT_FRAME)).toBe('DI_MUON');
    expect(checkInStatus(vn('2025-03-12T07:00:00'), 'SANG', DRIVERS)).toBe('DI_MUON');
    expect(checkInStatus(vn('2025-03-12T06:30:00'), 'SANG', DRIVERS)).toBe('DUNG_GIO');
    expect(checkInStatus(vn('2025-03-12T12:45:00'), 'CHIEU', DEFAULT_FRAME)).toBe('DUNG_GIO');
    expect(checkInStatus(vn('2025-03-12T13:01:00'), 'CHIEU', DEFAULT_FRAME)).toBe('DI_MUON');
  });

  it('judges a check-out against the end of the half-day it falls in', () => {
    expect(checkOutStatus(vn('2025-03-12T11:00:00'), DEFAULT_FRAME)).toBe('VE_SOM');
    expect(checkOutStatus(vn('2025-03-12T11:30:00'), DEFAULT_FRAME)).toBe('DUNG_GIO');
    expect(checkOutStatus(vn('2025-03-12T12:15:00'), DEFAULT_FRAME)).toBe('DUNG_GIO');
    expect(checkOutStatus(vn('2025-03-12T15:00:00'), DEFAULT_FRAME)).toBe('VE_SOM');
    expect(checkOutStatus(vn('2025-03-12T17:00:00'), DEFAULT_FRAME)).toBe('DUNG_GIO');
    expect(checkOutStatus(vn('2025-03-12T21:00:00'), DEFAULT_FRAME)).toBe('DUNG_GIO');
  });
});

describe('workUnits (out of 1.00, 0.5 per half-day present)', () => {
  const now = vn('2025-03-12T20:00:00');
  const day = '2025-03-12';
  it.each([
    ['four punches', [s(day, '07:30:00', '11:30:00'), s(day, '13:00:00', '17:00:00')], 1],
    ['one session across lunch', [s(day, '07:30:00', '17:00:00')], 1],
    ['morning only', [s(day, '07:30:00', '11:30:00')], 0.5],
    ['afternoon only, late and early', [s(day, '14:00:00', '15:00:00')], 0.5],
    ['outside both frames', [s(day, '05:00:00', '07:00:00'), s(day, '18:00:00', '19:00:00')], 0],
    ['lunch only', [s(day, '11:40:00', '12:50:00')], 0],
    ['nothing', [], 0],
  ])('%s → %s', (_label, sessions, units) => {
    expect(workUnits(day, sessions, DEFAULT_FRAME, now)).toBe(units);
  });

  it('counts an open session up to now', () => {
    const open = [s(day, '07:30:00', null)];
    expect(workUnits(day, open, DEFAULT_FRAME, vn('2025-03-12T10:00:00'))).toBe(0.5);
    expect(workUnits(day, open, DEFAULT_FRAME, vn('2025-03-12T13:30:00'))).toBe(1);
  });
});

describe('hours', () => {
  it('sums closed sessions and an open one up to now, to 2 decimals', () => {
    const now = vn('2025-03-12T15:20:00');
    expect(totalHours([s('2025-03-12', '07:00:00', '11:40:00'), s('2025-03-12', '13:00:00', null)], now)).toBe(7);
  });

  it('a session left open for more than 16 hours is forgotten: not open, no hours', () => {
    const forgotten = s('2025-03-11', '07:00:00', null);
    expect(isOpen(forgotten, vn('2025-03-11T22:59:00'))).toBe(true);
    expect(isOpen(forgotten, vn('2025-03-11T23:00:00'))).toBe(false);
    expect(totalHours([forgotten], vn('2025-03-12T09:00:00'))).toBe(0);
  });
});

describe('attendanceStats: worked hours = work units × 8 (spec 002 §9, issue 13)', () => {
  const none = new Map<string, number>();

  it('a 1,00-công day is 8 giờ, whatever the clock says (8 h 17 here)', () => {
    const now = vn('2025-03-12T18:00:00');
    const day = [s('2025-03-12', '07:20:00', '11:40:00'), s('2025-03-12', '12:58:00', '16:55:00')];
    expect(totalHours(day, now)).toBe(8.28);
    expect(attendanceStats(dailyUnits(day, DEFAULT_FRAME, none, now), now).todayHours).toBe(8);
  });

  it('today, Monday–Sunday week and month; remaining and overtime never negative', () => {
    const now = vn('2025-03-12T18:00:00'); // a Wednesday
    const sessions = [
      s('2025-02-28', '08:00:00', '16:00:00'), // previous month
      s('2025-03-09', '08:00:00', '12:00:00'), // Sunday of the previous week
      s('2025-03-10', '07:30:00', '17:30:00'), // this Monday: 1,00
      s('2025-03-12', '07:30:00', '11:30:00'), // today: the morning, 0,50
    ];
    const days = dailyUnits(sessions, DEFAULT_FRAME, none, now);
    expect(attendanceStats(days, now)).toEqual({
      todayHours: 4,
      weekHours: 12,
      monthHours: 16,
      monthTargetHours: 160,
      monthRemainingHours: 144,
      overtimeHours: 0,
    });
    expect(attendanceStats(days, now, 10)).toMatchObject({ monthRemainingHours: 0, overtimeHours: 6 });
  });

  it('a 14,00-công month is 112 giờ against 160; 21 công is 8 giờ of overtime', () => {
    const now = vn('2025-03-31T20:00:00');
    const month = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ngay: `2025-03-${String(i + 1).padStart(2, '0')}`, soCong: 1 }));
    expect(attendanceStats(month(14), now)).toMatchObject({
      monthHours: 112,
      monthRemainingHours: 48,
      overtimeHours: 0,
    });
    expect(attendanceStats(month(21), now)).toMatchObject({
      monthHours: 168,
      monthRemainingHours: 0,
      overtimeHours: 8,
    });
  });

  it('the office’s override replaces a day’s units; a day with only an override counts', () => {
    const now = vn('2025-03-12T18:00:00');
    const overrides = new Map([
      ['2025-03-10', 0.75],
      ['2025-03-11', 0.25],
    ]);
    const days = dailyUnits([s('2025-03-10', '07:30:00', '17:30:00')], DEFAULT_FRAME, overrides, now);
    expect(days).toEqual([
      { ngay: '2025-03-10', soCong: 0.75 },
      { ngay: '2025-03-11', soCong: 0.25 },
    ]);
    expect(attendanceStats(days, now).weekHours).toBe(8);
  });

  it('a week that starts in the previous month counts into the week, not the month', () => {
    const now = vn('2025-04-02T12:00:00'); // Wednesday; Monday is 31 March
    const days = dailyUnits(
      [s('2025-03-31', '08:00:00', '12:00:00'), s('2025-04-01', '13:00:00', '17:00:00')],
      DEFAULT_FRAME,
      none,
      now,
    );
    expect(attendanceStats(days, now)).toMatchObject({ todayHours: 0, weekHours: 8, monthHours: 4 });
    expect(statsFrom(now)).toBe('2025-03-31');
    expect(statsFrom(vn('2025-03-12T12:00:00'))).toBe('2025-03-01');
  });

  it('uses the Vietnamese day: 23:30 UTC on Sunday is already Monday in Hà Nội', () => {
    expect(statsFrom(new Date('2025-03-16T23:30:00Z'))).toBe('2025-03-01');
    const now = new Date('2025-03-16T23:30:00Z');
    const stats = attendanceStats([{ ngay: '2025-03-17', soCong: 0.5 }], now);
    expect(stats.todayHours).toBe(4);
  });
});
