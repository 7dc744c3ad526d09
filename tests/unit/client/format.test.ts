import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime, initialsOf } from '@/lib/format';

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
