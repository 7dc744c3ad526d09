import { describe, expect, it } from 'vitest';
import { daysInMonth, isSunday, vnDay, vnLocal, vnTimeText } from '../../../server/lib/vn-time';
import {
  closeTime,
  DEFAULT_FRAME,
  dayMarks,
  type Frame,
  monthCells,
  type Punches,
  workUnits,
} from '../../../server/modules/attendance/compute';

const vn = (local: string) => new Date(`${local}+07:00`);
const OFFICE = DEFAULT_FRAME; // 07:30–11:30, 13:00–17:00
const DRIVERS: Frame = { ...DEFAULT_FRAME, gioBatDauSang: '06:30:00' };
const D = '2025-03-12';
const s = (inAt: string, outAt: string | null, ngay = D): Punches => ({
  ngay,
  gioVao: vn(`${ngay}T${inAt}`),
  gioRa: outAt ? vn(`${ngay}T${outAt}`) : null,
});
const EVENING = vn(`${D}T20:00`);

type Marks = ReturnType<typeof dayMarks>;
const flags = (m: Partial<Marks>): Marks => ({
  status: 'ABSENT',
  amPresent: false,
  pmPresent: false,
  amOpen: false,
  pmOpen: false,
  amEarly: false,
  pmEarly: false,
  units: 0,
  ...m,
});

describe('dayMarks: each half present / open / early, and the day status', () => {
  it.each([
    {
      name: 'four punches: full day',
      sessions: [s('07:25', '11:31'), s('12:58', '17:03')],
      now: EVENING,
      expected: flags({ status: 'FULL', amPresent: true, pmPresent: true, units: 1 }),
    },
    {
      name: 'two punches 07:30 → 17:00: full day',
      sessions: [s('07:30', '17:00')],
      now: EVENING,
      expected: flags({ status: 'FULL', amPresent: true, pmPresent: true, units: 1 }),
    },
    {
      name: 'late arrival still counts the half (the late flag is on the session)',
      sessions: [s('08:10', '17:00')],
      now: EVENING,
      expected: flags({ status: 'FULL', amPresent: true, pmPresent: true, units: 1 }),
    },
    {
      name: 'morning only: half day, not early',
      sessions: [s('07:30', '11:30')],
      now: EVENING,
      expected: flags({ status: 'HALF_AM', amPresent: true, units: 0.5 }),
    },
    {
      name: 'morning, left at 11:00: half day, left early',
      sessions: [s('07:30', '11:00')],
      now: EVENING,
      expected: flags({ status: 'HALF_AM', amPresent: true, amEarly: true, units: 0.5 }),
    },
    {
      name: 'afternoon only',
      sessions: [s('13:00', '17:00')],
      now: EVENING,
      expected: flags({ status: 'HALF_PM', pmPresent: true, units: 0.5 }),
    },
    {
      name: 'full day, left the afternoon at 16:00',
      sessions: [s('07:30', '11:30'), s('13:00', '16:00')],
      now: EVENING,
      expected: flags({ status: 'FULL', amPresent: true, pmPresent: true, pmEarly: true, units: 1 }),
    },
    {
      name: 'clocked in at 07:30, still in at 09:00: open morning, afternoon not reached',
      sessions: [s('07:30', null)],
      now: vn(`${D}T09:00`),
      expected: flags({ status: 'OPEN', amPresent: true, amOpen: true, units: 0.5 }),
    },
    {
      name: 'still in at 14:00 since the morning: both halves open and present',
      sessions: [s('07:30', null)],
      now: vn(`${D}T14:00`),
      expected: flags({
        status: 'OPEN',
        amPresent: true,
        pmPresent: true,
        amOpen: true,
        pmOpen: true,
        units: 1,
      }),
    },
    {
      name: 'forgotten since yesterday morning: open on its half, counts nothing',
      sessions: [s('07:30', null)],
      now: vn('2025-03-13T10:00'),
      expected: flags({ status: 'OPEN', amOpen: true }),
    },
    {
      name: 'forgotten afternoon session: open in the afternoon only',
      sessions: [s('07:30', '11:30'), s('13:05', null)],
      now: vn('2025-03-14T08:00'),
      expected: flags({ status: 'OPEN', amPresent: true, pmOpen: true, units: 0.5 }),
    },
    {
      name: 'clocked in before the frame and forgotten: its half is the morning',
      sessions: [s('05:50', null)],
      now: vn('2025-03-13T10:00'),
      expected: flags({ status: 'OPEN', amOpen: true }),
    },
    {
      name: 'outside both frames: absent',
      sessions: [s('18:00', '21:00')],
      now: vn(`${D}T22:00`),
      expected: flags({ status: 'ABSENT' }),
    },
    { name: 'no punches: absent', sessions: [], now: EVENING, expected: flags({}) },
  ])('$name', ({ sessions, now, expected }) => {
    expect(dayMarks(D, sessions, OFFICE, now)).toEqual(expected);
    expect(workUnits(D, sessions, OFFICE, now)).toBe(expected.units);
  });

  it('uses the department’s frame: 06:35 is in the drivers’ morning, not in the office’s', () => {
    const early = [s('06:35', '07:20')];
    expect(dayMarks(D, early, DRIVERS, EVENING)).toMatchObject({ status: 'HALF_AM', amEarly: true });
    expect(dayMarks(D, early, OFFICE, EVENING)).toMatchObject({ status: 'ABSENT' });
  });
});

describe('monthCells', () => {
  const none = new Map<string, number>();

  it('one cell per day: 28 in February 2025, 29 in 2024, 31 in March; Sundays marked', () => {
    expect(monthCells('2025-02', [], OFFICE, none, EVENING).daily).toHaveLength(28);
    expect(monthCells('2024-02', [], OFFICE, none, EVENING).daily).toHaveLength(29);
    const march = monthCells('2025-03', [], OFFICE, none, EVENING).daily;
    expect(march).toHaveLength(31);
    expect(march.filter((d) => d.sunday).map((d) => d.day)).toEqual([2, 9, 16, 23, 30]);
    expect(march[0]).toMatchObject({ day: 1, sunday: false, status: 'ABSENT', soCong: 0, dieuChinh: false });
  });

  it('sums the units to 2 decimals; the office’s override replaces a day’s units', () => {
    const sessions = [
      s('07:30', '17:00', '2025-03-03'),
      s('07:30', '11:30', '2025-03-04'),
      s('13:00', '17:00', '2025-03-31'),
      // Another month's punch is not this month's.
      s('07:30', '17:00', '2025-04-01'),
    ];
    const overrides = new Map([
      ['2025-03-04', 0.33],
      ['2025-03-05', 0.33],
      ['2025-03-06', 0.34],
    ]);
    const { daily, totalCong } = monthCells('2025-03', sessions, OFFICE, overrides, vn('2025-04-02T08:00'));
    expect(daily[2]).toMatchObject({ day: 3, status: 'FULL', soCong: 1, dieuChinh: false });
    expect(daily[3]).toMatchObject({ day: 4, status: 'HALF_AM', soCong: 0.33, dieuChinh: true });
    expect(daily[4]).toMatchObject({ status: 'ABSENT', soCong: 0.33, dieuChinh: true });
    expect(daily[30]).toMatchObject({ day: 31, status: 'HALF_PM', soCong: 0.5 });
    expect(totalCong).toBe(2.5);
  });
});

describe('monthCells before the account existed (issue 13)', () => {
  it('days before the creation day are not absences: flagged, unless punched or adjusted', () => {
    const sessions = [s('07:30', '17:00', '2025-03-03')];
    const overrides = new Map([['2025-03-04', 0.5]]);
    const { daily, totalCong } = monthCells(
      '2025-03',
      sessions,
      OFFICE,
      overrides,
      vn('2025-03-20T08:00'),
      '2025-03-10',
    );
    expect(daily.slice(4, 9).every((d) => d.truocNgayTao && d.status === 'ABSENT')).toBe(true);
    expect(daily[0]).toMatchObject({ day: 1, truocNgayTao: true, soCong: 0 });
    // Work recorded before the account's date (an import, an adjustment) still shows as work.
    expect(daily[2]).toMatchObject({ day: 3, status: 'FULL', truocNgayTao: false });
    expect(daily[3]).toMatchObject({ day: 4, dieuChinh: true, truocNgayTao: false });
    expect(daily[9]).toMatchObject({ day: 10, status: 'ABSENT', truocNgayTao: false });
    expect(daily[10]).toMatchObject({ day: 11, truocNgayTao: false });
    expect(totalCong).toBe(1.5);
  });

  it('without a creation day nothing is flagged', () => {
    expect(monthCells('2025-03', [], OFFICE, new Map(), EVENING).daily.some((d) => d.truocNgayTao)).toBe(false);
  });
});

describe('closeTime: where an office close ends an open session', () => {
  it('at the end of its day’s frame, or now if earlier, never before its check-in', () => {
    expect(closeTime(s('07:30', null), OFFICE, vn(`${D}T20:00`))).toEqual(vn(`${D}T17:00`));
    expect(closeTime(s('07:30', null), OFFICE, vn(`${D}T10:00`))).toEqual(vn(`${D}T10:00`));
    expect(closeTime(s('18:30', null), OFFICE, vn(`${D}T20:00`))).toEqual(vn(`${D}T18:30`));
    expect(closeTime(s('07:30', null, '2025-02-28'), OFFICE, vn(`${D}T10:00`))).toEqual(vn('2025-02-28T17:00'));
  });
});

describe('Asia/Ho_Chi_Minh calendar', () => {
  it('the day of an instant is the Vietnamese one (UTC+7, no DST)', () => {
    expect(vnDay(new Date('2025-03-31T16:59:59Z'))).toBe('2025-03-31');
    expect(vnDay(new Date('2025-03-31T17:00:00Z'))).toBe('2025-04-01');
    expect(vnDay(new Date('2024-12-31T17:00:00Z'))).toBe('2025-01-01');
    expect(vnLocal('2025-03-12T07:30').toISOString()).toBe('2025-03-12T00:30:00.000Z');
    expect(vnTimeText(new Date('2025-03-12T10:05:00Z'))).toBe('17:05');
  });

  it('month lengths and Sundays', () => {
    expect([daysInMonth('2025-01'), daysInMonth('2025-02'), daysInMonth('2024-02'), daysInMonth('2025-04')]).toEqual([
      31, 28, 29, 30,
    ]);
    expect(isSunday('2025-03-16')).toBe(true);
    expect(isSunday('2025-03-17')).toBe(false);
  });
});
