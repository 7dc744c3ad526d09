import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatTime,
  initialsOf,
  vietnamDay,
  vietnamParts,
} from '@/lib/format';

describe('formatDate', () => {
  it('writes dd/MM/yyyy in Vietnam time', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('07/03/2025');
    // 20:30 UTC on 31 Dec is already 1 Jan in Hanoi (UTC+7).
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 20, 30)))).toBe('01/01/2025');
    expect(formatDate(Date.UTC(2025, 10, 21))).toBe('21/11/2025');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('không phải ngày')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes dd/MM/yyyy HH:mm on a 24-hour clock', () => {
    expect(formatDateTime('2025-01-05T17:30:00Z')).toBe('06/01/2025 00:30');
    expect(formatDateTime('2025-06-15T08:05:00+07:00')).toBe('15/06/2025 08:05');
    expect(formatDateTime('2025-06-15T13:45:00+07:00')).toBe('15/06/2025 13:45');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatMoney', () => {
  it('groups with dots and appends đ', () => {
    expect(formatMoney(1234567)).toBe('1.234.567 đ');
    expect(formatMoney(0)).toBe('0 đ');
    expect(formatMoney(999)).toBe('999 đ');
    expect(formatMoney(-25000)).toBe('-25.000 đ');
    expect(formatMoney('1500000')).toBe('1.500.000 đ');
  });

  it('rounds to whole đồng and leaves missing values empty', () => {
    expect(formatMoney(1999.6)).toBe('2.000 đ');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses vi-VN grouping and a decimal comma', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1000000)).toBe('1.000.000');
    expect(formatNumber(12.3456)).toBe('12,35');
    expect(formatNumber(undefined)).toBe('');
  });
});

describe('formatTime', () => {
  it('is HH:mm in Vietnam time whatever the device zone, empty for missing values', () => {
    expect(formatTime('2026-11-21T00:05:00Z')).toBe('07:05');
    expect(formatTime(Date.UTC(2026, 10, 21, 16, 59))).toBe('23:59');
    expect(formatTime(null)).toBe('');
    expect(formatTime('không phải ngày')).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes the family and the given name of a Vietnamese full name', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('NA');
    expect(initialsOf('  Lê Thị Kim   Ngân ')).toBe('LN');
    expect(initialsOf('đặng đức')).toBe('ĐĐ');
    expect(initialsOf('admin')).toBe('A');
    expect(initialsOf('')).toBe('');
  });
});

// format.ts writes these without Intl (a page's first Intl object loads ICU's data before the
// first screen); Intl, as every browser has it, is what they must equal.
describe('Vietnamese formats written without Intl equal Intl', () => {
  // A small deterministic generator: the same cases on every run, many of them.
  const random = (() => {
    let seed = 0x2f6e2b1;
    return () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
  })();

  it('formatDecimal: grouping, decimal comma, half away from zero, -0, exponent forms', () => {
    const edges = [
      0,
      -0,
      1,
      -1,
      0.5,
      1.005,
      2.675,
      1.255,
      9.995,
      99.995,
      999.995,
      0.125,
      -0.125,
      -0.001,
      -0.005,
      0.3 + 0.6,
      0.1 + 0.2,
      1234.5,
      12.3456,
      1e6,
      999_999.999,
      1_000_000.005,
      123_456_789.125,
      2 ** 53,
      1e20,
      1.5e21,
      1e-7,
      -1e-7,
      5e-324,
      Number.MAX_VALUE,
      -1234567.891,
      45_000,
      10_000_000_000,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    const values = [...edges];
    for (let i = 0; i < 4_000; i++) {
      const scale = 10 ** Math.floor(random() * 12 - 3);
      const v = (random() - 0.3) * scale;
      // Values on a rounding tie of the shortest decimal, like 1.005 and 20.125.
      values.push(v, Math.round(v * 1000) / 1000, Math.round(v * 200) / 200 + 0.005);
    }
    for (const [min, max] of [
      [0, 0],
      [0, 2],
      [1, 1],
      [2, 2],
    ] as const) {
      const intl = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const v of values)
        expect(formatDecimal(v, min, max), `${v} with ${min}–${max} decimals`).toBe(intl.format(v));
    }
  });

  it('vietnamParts and vietnamDay: UTC+7 since 13/06/1975, the zone database before', () => {
    const intl = new Intl.DateTimeFormat('vi-VN', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (d: Date) => {
      const p: Record<string, string> = {};
      for (const { type, value } of intl.formatToParts(d)) p[type] = value;
      return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute };
    };
    const instants = [
      Date.UTC(1975, 5, 12, 15, 59),
      Date.UTC(1975, 5, 12, 16, 0),
      Date.UTC(1975, 5, 12, 16, 59),
      Date.UTC(1975, 5, 12, 17, 0),
      Date.UTC(1970, 0, 1),
      Date.UTC(1945, 2, 14, 12),
      Date.UTC(2024, 1, 28, 17, 0),
      Date.UTC(2024, 1, 29, 16, 59),
      Date.UTC(2099, 11, 31, 17, 0),
    ];
    for (let i = 0; i < 3_000; i++)
      instants.push(Date.UTC(1900, 0, 1) + Math.floor(random() * 200 * 365.25 * 86_400_000));
    for (const ms of instants) {
      const d = new Date(ms);
      const want = expected(d);
      expect(vietnamParts(d), d.toISOString()).toEqual(want);
      expect(vietnamDay(d)).toBe(`${want.year}-${want.month}-${want.day}`);
    }
  });

  it('initials are upper-cased as vi-VN does', () => {
    expect(initialsOf('đặng ễ')).toBe('ĐỄ');
    expect(initialsOf('ích ương')).toBe('ÍƯ');
  });
});
