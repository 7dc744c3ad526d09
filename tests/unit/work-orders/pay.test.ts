import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME, type Frame } from '../../../server/modules/attendance/compute';
import {
  afterLateness,
  dailyUnits,
  daysTouched,
  EXIT_GRACE_MS,
  entryStatus,
  exitStatus,
  frameLengthMs,
  hourlyHours,
  lunchMs,
  orderPay,
  type PayInput,
  plannedEnd,
} from '../../../server/modules/work-orders/pay';

// Every time is written on the Vietnamese wall clock; the runner's own zone never matters.
const vn = (local: string) => new Date(`${local}+07:00`);
const OFFICE = DEFAULT_FRAME; // 07:30–11:30, 13:00–17:00: 8 h, lunch 11:30–13:00
const DRIVERS: Frame = { ...DEFAULT_FRAME, gioBatDauSang: '06:30:00' }; // 9 h
const D = '2025-03-12'; // a Wednesday

type Row = {
  name: string;
  order: Pick<PayInput, 'kieuThuong' | 'tienCong'> & { batDau: string; ketThuc: string | null };
  in: string;
  out: string;
  frame?: Frame;
  expected: {
    effectiveStart: string;
    vao: 'DUNG_GIO' | 'DI_MUON';
    ra: 'DUNG_GIO' | 'RA_SOM' | 'QUA_GIO';
    gio: number;
    cong: number | null;
    tien: number;
  };
};

const dayOrder = { kieuThuong: 'HOURLY' as const, tienCong: 40_000, batDau: `${D}T07:30`, ketThuc: `${D}T17:00` };
const daily = { kieuThuong: 'DAILY' as const, tienCong: 400_000, batDau: `${D}T07:30`, ketThuc: null };

const rows: Row[] = [
  // ── HOURLY ───────────────────────────────────────────────────────────────────────────────
  {
    name: 'hourly, early arrival counts from the start; full day less lunch',
    order: dayOrder,
    in: `${D}T07:25`,
    out: `${D}T17:00`,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'DUNG_GIO', gio: 8, cong: null, tien: 320_000 },
  },
  {
    name: 'hourly, late: counted from the check-in and 30 % off the reward',
    order: dayOrder,
    in: `${D}T07:40`,
    out: `${D}T17:00`,
    // 9 h 20 min − 1 h 30 min lunch = 7.83 h; 7.83 × 40 000 × 0.7 = 219 240
    expected: { effectiveStart: `${D}T07:40`, vao: 'DI_MUON', ra: 'DUNG_GIO', gio: 7.83, cong: null, tien: 219_240 },
  },
  {
    name: 'hourly, left early',
    order: dayOrder,
    in: `${D}T07:30`,
    out: `${D}T16:00`,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'RA_SOM', gio: 7, cong: null, tien: 280_000 },
  },
  {
    name: 'hourly, ten minutes after the end is still on time (and paid)',
    order: dayOrder,
    in: `${D}T07:30`,
    out: `${D}T17:10`,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'DUNG_GIO', gio: 8.17, cong: null, tien: 326_800 },
  },
  {
    name: 'hourly, overtime counts in full',
    order: dayOrder,
    in: `${D}T07:30`,
    out: `${D}T18:00`,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'QUA_GIO', gio: 9, cong: null, tien: 360_000 },
  },
  {
    name: 'hourly, left during lunch: only the part of lunch worked through is deducted',
    order: dayOrder,
    in: `${D}T07:30`,
    out: `${D}T12:00`,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'RA_SOM', gio: 4, cong: null, tien: 160_000 },
  },
  {
    name: 'hourly evening overtime: no lunch in the slot, nothing deducted',
    order: { kieuThuong: 'HOURLY', tienCong: 50_000, batDau: `${D}T18:00`, ketThuc: `${D}T21:00` },
    in: `${D}T17:55`,
    out: `${D}T21:05`,
    expected: { effectiveStart: `${D}T18:00`, vao: 'DUNG_GIO', ra: 'DUNG_GIO', gio: 3.08, cong: null, tien: 154_000 },
  },
  {
    name: 'hourly order inside the lunch hour: the slot does not cover the break, nothing deducted',
    order: { kieuThuong: 'HOURLY', tienCong: 40_000, batDau: `${D}T11:45`, ketThuc: `${D}T12:45` },
    in: `${D}T11:45`,
    out: `${D}T12:45`,
    expected: { effectiveStart: `${D}T11:45`, vao: 'DUNG_GIO', ra: 'DUNG_GIO', gio: 1, cong: null, tien: 40_000 },
  },
  {
    name: 'hourly, checked in and out before the order started: nothing',
    order: dayOrder,
    in: `${D}T07:00`,
    out: `${D}T07:20`,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'RA_SOM', gio: 0, cong: null, tien: 0 },
  },
  {
    name: 'hourly night shift across a month boundary (31 Jan → 1 Feb)',
    order: { kieuThuong: 'HOURLY', tienCong: 30_000, batDau: '2025-01-31T20:00', ketThuc: '2025-02-01T06:00' },
    in: '2025-01-31T20:00',
    out: '2025-02-01T06:00',
    expected: {
      effectiveStart: '2025-01-31T20:00',
      vao: 'DUNG_GIO',
      ra: 'DUNG_GIO',
      gio: 10,
      cong: null,
      tien: 300_000,
    },
  },
  {
    name: 'hourly two-day slot: both lunches deducted',
    order: { kieuThuong: 'HOURLY', tienCong: 10_000, batDau: '2025-03-10T07:30', ketThuc: '2025-03-11T17:00' },
    in: '2025-03-10T07:30',
    out: '2025-03-11T17:00',
    // 33.5 h − 2 × 1.5 h
    expected: {
      effectiveStart: '2025-03-10T07:30',
      vao: 'DUNG_GIO',
      ra: 'DUNG_GIO',
      gio: 30.5,
      cong: null,
      tien: 305_000,
    },
  },
  // ── DAILY ────────────────────────────────────────────────────────────────────────────────
  {
    name: 'daily, the whole frame: one unit; no end → judged against the frame’s end',
    order: daily,
    in: `${D}T07:30`,
    out: `${D}T17:00`,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'DUNG_GIO', gio: 8, cong: 1, tien: 400_000 },
  },
  {
    name: 'daily, late by an hour: 7 of 8 frame hours and 30 % off',
    order: daily,
    in: `${D}T08:30`,
    out: `${D}T17:00`,
    // 7 / 8 = 0.875 → 0.88; 0.88 × 400 000 × 0.7 = 246 400
    expected: { effectiveStart: `${D}T08:30`, vao: 'DI_MUON', ra: 'DUNG_GIO', gio: 7, cong: 0.88, tien: 246_400 },
  },
  {
    name: 'daily, half a day (morning only)',
    order: daily,
    in: `${D}T07:30`,
    out: `${D}T11:30`,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'RA_SOM', gio: 4, cong: 0.5, tien: 200_000 },
  },
  {
    name: 'daily, time outside the frame does not count (06:00–19:00 is still one unit)',
    order: { ...daily, batDau: `${D}T06:00` },
    in: `${D}T06:00`,
    out: `${D}T19:00`,
    expected: { effectiveStart: `${D}T06:00`, vao: 'DUNG_GIO', ra: 'QUA_GIO', gio: 8, cong: 1, tien: 400_000 },
  },
  {
    name: 'daily, at most 1.0 even across two days',
    order: daily,
    in: `${D}T07:30`,
    out: '2025-03-13T17:00',
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'QUA_GIO', gio: 16, cong: 1, tien: 400_000 },
  },
  {
    name: 'daily with an end: exit judged against it',
    order: { ...daily, ketThuc: `${D}T12:00` },
    in: `${D}T07:30`,
    out: `${D}T12:00`,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DUNG_GIO', ra: 'DUNG_GIO', gio: 4, cong: 0.5, tien: 200_000 },
  },
  {
    name: 'daily on the drivers’ 9-hour frame: 07:30–17:00 is 8 of 9 hours',
    order: { ...daily, batDau: `${D}T06:30` },
    in: `${D}T07:30`,
    out: `${D}T17:00`,
    frame: DRIVERS,
    expected: { effectiveStart: `${D}T07:30`, vao: 'DI_MUON', ra: 'DUNG_GIO', gio: 8, cong: 0.89, tien: 249_200 },
  },
  {
    name: 'daily Sunday order (CHU_NHAT): the frame applies on Sundays too',
    order: { ...daily, batDau: '2025-03-16T07:30', ketThuc: '2025-03-16T17:00' },
    in: '2025-03-16T07:20',
    out: '2025-03-16T16:30',
    expected: {
      effectiveStart: '2025-03-16T07:30',
      vao: 'DUNG_GIO',
      ra: 'RA_SOM',
      gio: 7.5,
      cong: 0.94,
      tien: 376_000,
    },
  },
];

describe('orderPay', () => {
  it.each(rows)('$name', ({ order, in: inAt, out, frame = OFFICE, expected }) => {
    const pay = orderPay({
      ...order,
      batDau: vn(order.batDau),
      ketThuc: order.ketThuc ? vn(order.ketThuc) : null,
      gioVao: vn(inAt),
      gioRa: vn(out),
      frame,
    });
    expect(pay).toEqual({
      effectiveStart: vn(expected.effectiveStart),
      vaoTrangThai: expected.vao,
      raTrangThai: expected.ra,
      soGioThuong: expected.gio,
      soCongThuong: expected.cong,
      soTienThuong: expected.tien,
    });
  });

  it('reads instants, not the server’s zone: 00:30 UTC is 07:30 in Hà Nội', () => {
    const pay = orderPay({
      ...daily,
      batDau: new Date(`${D}T00:30:00Z`),
      ketThuc: null,
      gioVao: new Date(`${D}T00:30:00Z`),
      gioRa: new Date(`${D}T10:00:00Z`),
      frame: OFFICE,
    });
    expect(pay).toMatchObject({ vaoTrangThai: 'DUNG_GIO', raTrangThai: 'DUNG_GIO', soCongThuong: 1 });
  });
});

describe('the pieces', () => {
  it('late strictly after the start', () => {
    expect(entryStatus(vn(`${D}T07:30:00`), vn(`${D}T07:30`))).toBe('DUNG_GIO');
    expect(entryStatus(vn(`${D}T07:30:01`), vn(`${D}T07:30`))).toBe('DI_MUON');
  });

  it('exit: early before the end, on time up to the grace, overtime after', () => {
    const end = vn(`${D}T17:00`);
    expect(exitStatus(new Date(end.getTime() - 1000), end)).toBe('RA_SOM');
    expect(exitStatus(end, end)).toBe('DUNG_GIO');
    expect(exitStatus(new Date(end.getTime() + EXIT_GRACE_MS), end)).toBe('DUNG_GIO');
    expect(exitStatus(new Date(end.getTime() + EXIT_GRACE_MS + 1000), end)).toBe('QUA_GIO');
  });

  it('exit grace pinned in minutes, not read from the constant: 15 min after is on time, 16 min is overtime', () => {
    const end = vn(`${D}T17:00`);
    expect(exitStatus(vn(`${D}T17:15`), end)).toBe('DUNG_GIO');
    expect(exitStatus(vn(`${D}T17:16`), end)).toBe('QUA_GIO');
    expect(EXIT_GRACE_MS).toBe(15 * 60 * 1000);
  });

  it('planned end: the order’s end, else the frame’s afternoon end of the day counting started', () => {
    const slot = { batDau: vn(`${D}T07:30`), ketThuc: vn(`${D}T12:00`) };
    expect(plannedEnd(slot, vn(`${D}T08:00`), OFFICE)).toEqual(vn(`${D}T12:00`));
    expect(plannedEnd({ ...slot, ketThuc: null }, vn('2025-03-13T08:00'), OFFICE)).toEqual(vn('2025-03-13T17:00'));
  });

  it('lateness deducts 30 %, rounded to the đồng', () => {
    expect(afterLateness(100_001, 'DUNG_GIO')).toBe(100_001);
    expect(afterLateness(100_001, 'DI_MUON')).toBe(70_001);
    expect(afterLateness(0, 'DI_MUON')).toBe(0);
  });

  it('lunch: only where the slot covers the whole break, only the part worked through', () => {
    const slot = { batDau: vn(`${D}T07:30`), ketThuc: vn(`${D}T17:00`) };
    expect(lunchMs(vn(`${D}T07:30`), vn(`${D}T17:00`), slot, OFFICE)).toBe(90 * 60_000);
    expect(lunchMs(vn(`${D}T12:00`), vn(`${D}T17:00`), slot, OFFICE)).toBe(60 * 60_000);
    expect(lunchMs(vn(`${D}T07:30`), vn(`${D}T17:00`), { ...slot, ketThuc: null }, OFFICE)).toBe(0);
    expect(lunchMs(vn(`${D}T07:30`), vn(`${D}T17:00`), { ...slot, ketThuc: vn(`${D}T12:30`) }, OFFICE)).toBe(0);
    expect(hourlyHours(vn(`${D}T17:00`), vn(`${D}T16:00`), slot, OFFICE)).toBe(0);
  });

  it('frame length and daily units', () => {
    expect(frameLengthMs(OFFICE)).toBe(8 * 3_600_000);
    expect(frameLengthMs(DRIVERS)).toBe(9 * 3_600_000);
    expect(dailyUnits(vn(`${D}T13:00`), vn(`${D}T17:00`), OFFICE)).toBe(0.5);
    expect(dailyUnits(vn(`${D}T18:00`), vn(`${D}T22:00`), OFFICE)).toBe(0);
    expect(dailyUnits(vn(`${D}T17:00`), vn(`${D}T08:00`), OFFICE)).toBe(0);
  });

  it('days touched follow the Vietnamese calendar, across month and year ends', () => {
    expect(daysTouched(vn('2024-12-31T23:00'), vn('2025-01-01T01:00'))).toEqual(['2024-12-31', '2025-01-01']);
    // 2025-02-28T17:30Z is already 1 March in Hà Nội.
    expect(daysTouched(new Date('2025-02-28T17:30:00Z'), new Date('2025-02-28T18:00:00Z'))).toEqual(['2025-03-01']);
    expect(daysTouched(vn('2024-02-28T12:00'), vn('2024-03-01T12:00'))).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});
