import { describe, expect, it } from 'vitest';
import { localInputToPicker, parseVnDate, parseVnDateTime, pickerToLocalInput } from '@/lib/date-text';

describe('parseVnDate', () => {
  it.each([
    ['10/6/2025', '2025-06-10'],
    ['10/06/2025', '2025-06-10'],
    ['1.2.2026', '2026-02-01'],
    ['29/02/2024', '2024-02-29'],
    [' 31-12-2025 ', '2025-12-31'],
  ])('%s → %s', (text, iso) => expect(parseVnDate(text)).toBe(iso));

  it.each([
    '29/02/2025',
    '31/04/2025',
    '00/01/2025',
    '10/13/2025',
    '2025-06-10',
    '10/06/25',
    'hôm qua',
    '10/06/2025 08:30',
  ])('refuses %s', (text) => expect(parseVnDate(text)).toBeNull());
});

describe('parseVnDateTime', () => {
  it.each([
    ['10/06/2025 08:30', '2025-06-10 08:30:00'],
    ['10/6/2025 8:05', '2025-06-10 08:05:00'],
    ['10/06/2025 8h30', '2025-06-10 08:30:00'],
    ['10/06/2025 17h', '2025-06-10 17:00:00'],
    ['10/06/2025', '2025-06-10 00:00:00'],
    ['10/06/2025 23:59', '2025-06-10 23:59:00'],
  ])('%s → %s', (text, value) => expect(parseVnDateTime(text)).toBe(value));

  it.each(['10/06/2025 24:00', '10/06/2025 08:60', '31/06/2025 08:00', '10/06/2025 sáng', ''])('refuses %s', (text) =>
    expect(parseVnDateTime(text)).toBeNull(),
  );
});

describe('form value ↔ picker value', () => {
  it('round-trips minutes and drops seconds', () => {
    expect(localInputToPicker('2025-06-10T08:30')).toBe('2025-06-10 08:30:00');
    expect(pickerToLocalInput('2025-06-10 08:30:45')).toBe('2025-06-10T08:30');
    expect(localInputToPicker('')).toBeNull();
    expect(pickerToLocalInput(null)).toBe('');
  });
});
