/** The board's period filter in Vietnam time, weeks from Monday (server/modules/work/filters.ts). */
import { describe, expect, it } from 'vitest';
import { periodRange } from '../../server/modules/work/filters';

const vn = (local: string) => new Date(`${local}+07:00`);

describe('periodRange', () => {
  it('all and no period: no bounds', () => {
    expect(periodRange(undefined, new Date())).toBeUndefined();
    expect(periodRange('all', new Date())).toBeUndefined();
  });

  it('daily: the Vietnamese calendar day, even when UTC is still on the previous one', () => {
    // 06:30 in Hà Nội is 23:30 UTC the day before.
    expect(periodRange('daily', vn('2026-03-10T06:30:00'))).toEqual({
      start: vn('2026-03-10T00:00:00'),
      end: vn('2026-03-11T00:00:00'),
    });
  });

  it('weekly: Monday to Monday; a Sunday belongs to the week that began six days before', () => {
    expect(periodRange('weekly', vn('2026-03-15T22:00:00'))).toEqual({
      start: vn('2026-03-09T00:00:00'),
      end: vn('2026-03-16T00:00:00'),
    });
    expect(periodRange('weekly', vn('2026-03-16T00:00:00'))?.start).toEqual(vn('2026-03-16T00:00:00'));
  });

  it('monthly: first of the month to first of the next, across a year end and February', () => {
    expect(periodRange('monthly', vn('2026-12-31T23:59:00'))).toEqual({
      start: vn('2026-12-01T00:00:00'),
      end: vn('2027-01-01T00:00:00'),
    });
    expect(periodRange('monthly', vn('2028-02-29T12:00:00'))).toEqual({
      start: vn('2028-02-01T00:00:00'),
      end: vn('2028-03-01T00:00:00'),
    });
  });
});
