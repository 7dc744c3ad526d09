import { describe, expect, it } from 'vitest';
import {
  boardTaskHref,
  initialStatisticsFilters,
  mondayOf,
  overviewQueryOf,
  periodOf,
  periodRange,
  setStatisticsFilter,
} from '@/features/work/statistics/model/filters';

describe('statistics period', () => {
  it('defaults to the month: the 1st → today', () => {
    expect(periodRange('month', '2026-11-24')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-24' });
    expect(initialStatisticsFilters({}, '2026-02-01')).toMatchObject({
      startDate: '2026-02-01',
      endDate: '2026-02-01',
    });
  });

  it('starts weeks on Monday', () => {
    // 2026-11-24 is a Tuesday; 2026-11-29 a Sunday; 2026-11-23 a Monday.
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    // Across a month and a year boundary.
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(periodRange('week', '2026-11-29')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
  });

  it('day is today only (the `daily` link)', () => {
    expect(initialStatisticsFilters({ period: 'day' }, '2026-11-24')).toMatchObject({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      isOverdue: '',
    });
  });

  it('the `overdue` link sets the overdue filter over the month', () => {
    expect(initialStatisticsFilters({ overdue: true }, '2026-11-24')).toMatchObject({
      isOverdue: 'true',
      startDate: '2026-11-01',
    });
  });

  it('lights the period whose range the dates are, none for hand-picked dates', () => {
    expect(periodOf({ startDate: '2026-11-01', endDate: '2026-11-24' }, '2026-11-24')).toBe('month');
    expect(periodOf({ startDate: '2026-11-23', endDate: '2026-11-24' }, '2026-11-24')).toBe('week');
    expect(periodOf({ startDate: '2026-11-24', endDate: '2026-11-24' }, '2026-11-24')).toBe('day');
    expect(periodOf({ startDate: '2026-10-01', endDate: '2026-11-24' }, '2026-11-24')).toBeUndefined();
  });
});

describe('statistics filters → overview query', () => {
  const base = initialStatisticsFilters({}, '2026-11-24');

  it('sends only the dates by default, as whole local days without zone', () => {
    expect(overviewQueryOf(base)).toEqual({ startDate: '2026-11-01T00:00:00', endDate: '2026-11-24T23:59:59' });
  });

  it('drops blanks and converts ids and the overdue flag', () => {
    const filters = {
      ...base,
      workspaceId: '2',
      columnId: '9',
      assignedUserId: '4',
      trangThaiCongViec: 'DONE' as const,
      doUuTien: 'URGENT' as const,
      isOverdue: 'false' as const,
      phongBanId: '1',
      startDate: '',
    };
    expect(overviewQueryOf(filters)).toEqual({
      workspaceId: 2,
      columnId: 9,
      assignedUserId: 4,
      phongBanId: 1,
      trangThaiCongViec: 'DONE',
      doUuTien: 'URGENT',
      isOverdue: false,
      endDate: '2026-11-24T23:59:59',
    });
  });

  it('clears the column when the workspace changes', () => {
    const chosen = { ...base, workspaceId: '2', columnId: '9' };
    expect(setStatisticsFilter(chosen, 'workspaceId', '3')).toMatchObject({ workspaceId: '3', columnId: '' });
    expect(setStatisticsFilter(chosen, 'workspaceId', '2')).toEqual(chosen);
  });
});

describe('boardTaskHref', () => {
  it('opens the task on its board unless it is archived', () => {
    expect(boardTaskHref({ id: 15, workspaceId: 3, trangThaiCongViec: 'IN_PROGRESS' })).toBe(
      '/bang-phan-chia-cong-viec/3?openTask=15',
    );
    expect(boardTaskHref({ id: 15, workspaceId: 3, trangThaiCongViec: 'ARCHIVED' })).toBeNull();
  });
});
