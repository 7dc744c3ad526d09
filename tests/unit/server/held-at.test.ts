/**
 * Issue 11 §3–§4 pure rules: "held at t" is half-open, a refused report's time reads as the
 * Vietnamese wall clock, the number limits and the 1.5× repair rule sit exactly at their bounds.
 */
import { describe, expect, it } from 'vitest';
import { isOverQuote } from '@/contracts/fleet-maintenance';
import { moneyLimitProblem, odoLimitProblem } from '@/contracts/number-limits';
import { vnClockText } from '../../../server/lib/vn-time';
import { isHeldAt } from '../../../server/modules/fleet/vehicles/ownership';

const vn = (local: string) => new Date(`${local}+07:00`);

describe('isHeldAt: startAt <= t < closedAt', () => {
  const a = { startAt: vn('2025-05-14T08:00:00'), closedAt: vn('2025-05-14T21:53:00') };
  it.each([
    ['before the start', '2025-05-14T07:59:59', false],
    ['exactly at the start', '2025-05-14T08:00:00', true],
    ['just before the end', '2025-05-14T21:52:59', true],
    ['exactly at the end (the next holder’s instant)', '2025-05-14T21:53:00', false],
    ['after the end', '2025-05-14T22:10:00', false],
  ])('%s', (_label, t, held) => {
    expect(isHeldAt(a, vn(t))).toBe(held);
  });
  it('an open order has no end', () => {
    expect(isHeldAt({ ...a, closedAt: null }, vn('2030-01-01T00:00:00'))).toBe(true);
  });
});

describe('vnClockText', () => {
  const now = vn('2025-05-14T23:30:00');
  it('today: HH:mm on the Vietnamese clock', () => {
    expect(vnClockText(new Date('2025-05-14T14:53:00Z'), now)).toBe('21:53');
  });
  it('another day: HH:mm ngày dd/MM; another year adds it', () => {
    expect(vnClockText(vn('2025-05-13T21:53:00'), now)).toBe('21:53 ngày 13/05');
    expect(vnClockText(vn('2024-12-31T21:53:00'), now)).toBe('21:53 ngày 31/12/2024');
  });
});

describe('number limits', () => {
  it('money: whole đồng up to 10 000 000 000', () => {
    expect(moneyLimitProblem(10_000_000_000)).toBeNull();
    expect(moneyLimitProblem(10_000_000_001)).toBe('Số tiền không được vượt quá 10.000.000.000 đ.');
    expect(moneyLimitProblem(1000.5)).toBe('Số tiền không được có phần thập phân.');
  });
  it('odometer: at most 5 000 km past the recorded one, never above 10 000 000', () => {
    expect(odoLimitProblem(87_410, 82_410)).toBeNull();
    expect(odoLimitProblem(87_411, 82_410)).toBe(
      'Số ODO (87.411) vượt quá ODO đã ghi nhận (82.410) hơn 5.000 km. Vui lòng kiểm tra lại hoặc liên hệ điều phối.',
    );
    expect(odoLimitProblem(10_000_001)).toBe('Số ODO không được vượt quá 10.000.000 km.');
  });
  it('a repair is over its quote only strictly above 1.5× an approved price', () => {
    expect(isOverQuote(1_500_000, 1_000_000)).toBe(false);
    expect(isOverQuote(1_500_001, 1_000_000)).toBe(true);
    expect(isOverQuote(9_000_000, null)).toBe(false);
  });
});
