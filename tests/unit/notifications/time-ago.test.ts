import { describe, expect, it } from 'vitest';
import { timeAgo } from '@/features/notifications/model/time-ago';

const now = Date.parse('2025-06-30T10:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo (spec 000 §9)', () => {
  it.each([
    [0, 'Vài giây trước'],
    [59_999, 'Vài giây trước'],
    [MIN, '1 phút trước'],
    [59 * MIN + 59_000, '59 phút trước'],
    [HOUR, '1 giờ trước'],
    [23 * HOUR + 59 * MIN, '23 giờ trước'],
    [DAY, '1 ngày trước'],
    [30 * DAY, '30 ngày trước'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(timeAgo(ago(ms), now)).toBe(text);
  });

  it('shows a date past 30 days on the list page, in Vietnam time', () => {
    expect(timeAgo(ago(30 * DAY + HOUR), now, { dateAfterDays: 30 })).toBe('30 ngày trước');
    // 31 days before 10:00Z is 2025-05-30T10:00Z = 17:00 on 30/05 in Vietnam.
    expect(timeAgo(ago(31 * DAY), now, { dateAfterDays: 30 })).toBe('30/05/2025');
    expect(timeAgo('2025-05-29T18:30:00Z', now, { dateAfterDays: 30 })).toBe('30/05/2025');
    // The dropdown keeps counting days.
    expect(timeAgo(ago(45 * DAY), now)).toBe('45 ngày trước');
  });

  it('reads a time slightly ahead of the device clock as just now, and nothing for garbage', () => {
    expect(timeAgo(new Date(now + 5000).toISOString(), now)).toBe('Vài giây trước');
    expect(timeAgo('không phải ngày', now)).toBe('');
  });
});
