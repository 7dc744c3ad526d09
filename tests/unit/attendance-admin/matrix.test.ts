import { describe, expect, it } from 'vitest';
import { adjustRequest } from '../../../src/contracts/attendance';
import {
  adjustFieldErrors,
  adjustRequestOf,
  adjustValues,
  departmentChoices,
  scopeAvailable,
} from '../../../src/features/attendance-admin/model/matrix';
import {
  blankCell,
  dayColumns,
  formatCong,
  halfIcon,
  monthLabel,
  shiftMonth,
  vnMonth,
  vnToday,
} from '../../../src/lib/attendance-calendar';

const none = { amOpen: false, amEarly: false, amPresent: false, pmOpen: false, pmEarly: false, pmPresent: false };

describe('month navigation', () => {
  it('moves across year boundaries both ways', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-06', 0)).toBe('2025-06');
    expect(shiftMonth('2025-03', -14)).toBe('2024-01');
  });
  it('takes today and the month in Vietnam time, not the device zone', () => {
    // 18:30 UTC on 31 Jan is already 1 Feb in Ho Chi Minh City.
    const now = new Date('2025-01-31T18:30:00Z');
    expect(vnToday(now)).toBe('2025-02-01');
    expect(vnMonth(now)).toBe('2025-02');
    expect(monthLabel('2025-02')).toBe('Tháng 02/2025');
  });
});

describe('day columns', () => {
  it('one column per day, Sundays marked', () => {
    const cols = dayColumns('2025-06', 30);
    expect(cols).toHaveLength(30);
    expect(cols[0]).toEqual({ day: 1, date: '2025-06-01', weekday: 'CN', sunday: true });
    expect(cols[1]).toMatchObject({ day: 2, weekday: 'T2', sunday: false });
    expect(cols.filter((c) => c.sunday).map((c) => c.day)).toEqual([1, 8, 15, 22, 29]);
  });
  it('a leap February has 29', () => {
    expect(dayColumns('2024-02', 29).at(-1)?.date).toBe('2024-02-29');
  });
});

describe('half-day icon', () => {
  it('open beats early beats present; nothing is absent', () => {
    expect(halfIcon({ ...none, amOpen: true, amPresent: true }, 'am')).toBe('open');
    expect(halfIcon({ ...none, amEarly: true, amPresent: true }, 'am')).toBe('early');
    expect(halfIcon({ ...none, amPresent: true }, 'am')).toBe('present');
    expect(halfIcon({ ...none, amPresent: true }, 'pm')).toBe('absent');
    expect(halfIcon({ ...none, pmEarly: true, pmPresent: true }, 'pm')).toBe('early');
  });
  it('an empty Sunday or a day still ahead is blank, a past weekday absence is not', () => {
    expect(blankCell({ status: 'ABSENT' }, '2025-06-01', true, '2025-06-10')).toBe(true);
    expect(blankCell({ status: 'ABSENT' }, '2025-06-11', false, '2025-06-10')).toBe(true);
    expect(blankCell({ status: 'ABSENT' }, '2025-06-09', false, '2025-06-10')).toBe(false);
    expect(blankCell({ status: 'FULL' }, '2025-06-01', true, '2025-06-10')).toBe(false);
  });
  it('a day before the account existed is blank, not absent (issue 13)', () => {
    expect(blankCell({ status: 'ABSENT', truocNgayTao: true }, '2025-06-09', false, '2025-06-10')).toBe(true);
    expect(blankCell({ status: 'ABSENT', truocNgayTao: false }, '2025-06-09', false, '2025-06-10')).toBe(false);
  });
});

describe('work days', () => {
  it('always two decimals, decimal comma', () => {
    expect(formatCong(20.5)).toBe('20,50');
    expect(formatCong(0)).toBe('0,00');
    expect(formatCong(0.1 + 0.2)).toBe('0,30');
    expect(formatCong(1234.5)).toBe('1.234,50');
  });
});

describe('adjust form → request', () => {
  it('starts from the server form, nulls as blanks', () => {
    expect(adjustValues({ soCong: null, sangVao: '07:30', sangRa: null, chieuVao: null, chieuRa: null })).toEqual({
      soCong: '',
      sangVao: '07:30',
      sangRa: '',
      chieuVao: '',
      chieuRa: '',
    });
  });
  it('sends empty times and a blank override as null', () => {
    const r = adjustRequestOf(7, '2025-06-10', {
      soCong: '',
      sangVao: '07:30',
      sangRa: ' ',
      chieuVao: '',
      chieuRa: '',
    });
    expect(r).toEqual({
      userId: 7,
      date: '2025-06-10',
      soCong: null,
      sangVao: '07:30',
      sangRa: null,
      chieuVao: null,
      chieuRa: null,
    });
    expect(adjustRequest.safeParse(r).success).toBe(true);
  });
  it('keeps the override to the 0.01 step and drops seconds from times', () => {
    const r = adjustRequestOf(7, '2025-06-10', {
      soCong: 0.7500000001,
      sangVao: '07:30:00',
      sangRa: '11:30',
      chieuVao: '13:00',
      chieuRa: '17:00',
    });
    expect(r.soCong).toBe(0.75);
    expect(r.sangVao).toBe('07:30');
    expect(adjustRequest.safeParse(r).success).toBe(true);
  });
});

describe('the adjust form refuses 1,5 công instead of storing 1 (issue 13)', () => {
  const form = { sangVao: '', sangRa: '', chieuVao: '', chieuRa: '' };
  it('as a number or as typed with a decimal comma: the message, and the request keeps 1.5', () => {
    for (const soCong of [1.5, '1,5', '1.5']) {
      expect(adjustFieldErrors(7, '2025-06-10', { ...form, soCong })).toEqual({
        soCong: 'Số công phải từ 0 đến 1, bước 0.01.',
      });
      expect(adjustRequestOf(7, '2025-06-10', { ...form, soCong }).soCong).toBe(1.5);
    }
    expect(adjustFieldErrors(7, '2025-06-10', { ...form, soCong: '1' })).toBeNull();
  });
});

describe('filters and close scopes', () => {
  it('department choices merge the catalogue with the matrix rows, by name', () => {
    const out = departmentChoices(
      [{ idPhongBan: 2, tenPhongBan: 'Tài xế' }],
      [
        { idPhongBan: 1, phongBan: 'Kế toán' },
        { idPhongBan: 2, phongBan: 'Tài xế' },
        { idPhongBan: null, phongBan: null },
      ],
    );
    expect(out).toEqual([
      { value: '1', label: 'Kế toán' },
      { value: '2', label: 'Tài xế' },
    ]);
  });
  it('by department needs the filter, by employees a selection', () => {
    expect(scopeAvailable('ALL', undefined, 0)).toBe(true);
    expect(scopeAvailable('DEPT', undefined, 3)).toBe(false);
    expect(scopeAvailable('DEPT', 4, 0)).toBe(true);
    expect(scopeAvailable('USERS', 4, 0)).toBe(false);
    expect(scopeAvailable('USERS', undefined, 2)).toBe(true);
  });
});
