/**
 * The statistics dashboard's filters (spec 002 §2.6, §7 Statistics): what the selects hold, the
 * period buttons that set the date range (default month; weeks start on Monday; days are Vietnam
 * days), and the query the three overview calls share (local date-times without zone, blanks left out).
 */
import type { TaskPriority, TaskStatus } from '@/contracts/work-vocabulary';
import { vnToday } from '@/lib/attendance-calendar';

export const STATISTICS_PERIODS = ['day', 'week', 'month'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const STATISTICS_PERIOD_LABELS: Record<StatisticsPeriod, string> = {
  day: 'Hôm nay',
  week: 'Tuần này',
  month: 'Tháng này',
};
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = 'month';

export interface StatisticsFilters {
  workspaceId: string;
  columnId: string;
  assignedUserId: string;
  trangThaiCongViec: TaskStatus | '';
  doUuTien: TaskPriority | '';
  /** 'true' / 'false' as the select holds it; '' for either. */
  isOverdue: '' | 'true' | 'false';
  phongBanId: string;
  /** Vietnam days `yyyy-MM-dd`, inclusive; '' for open-ended. */
  startDate: string;
  endDate: string;
}

/** Monday of the week holding `day` (`yyyy-MM-dd`), as a `yyyy-MM-dd`. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

/** The period's range ending today: today only; Monday → today; the 1st of the month → today. */
export function periodRange(
  period: StatisticsPeriod,
  today: string = vnToday(),
): { startDate: string; endDate: string } {
  if (period === 'day') return { startDate: today, endDate: today };
  if (period === 'week') return { startDate: mondayOf(today), endDate: today };
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

/** The filters a visit starts with: nothing chosen over the period (month unless the link says otherwise). */
export function initialStatisticsFilters(
  { period = DEFAULT_STATISTICS_PERIOD, overdue = false }: { period?: StatisticsPeriod; overdue?: boolean } = {},
  today: string = vnToday(),
): StatisticsFilters {
  return {
    workspaceId: '',
    columnId: '',
    assignedUserId: '',
    trangThaiCongViec: '',
    doUuTien: '',
    isOverdue: overdue ? 'true' : '',
    phongBanId: '',
    ...periodRange(period, today),
  };
}

/** A filter changed; a column belongs to one workspace, so another workspace clears it. */
export function setStatisticsFilter<K extends keyof StatisticsFilters>(
  filters: StatisticsFilters,
  key: K,
  value: StatisticsFilters[K],
): StatisticsFilters {
  if (key === 'workspaceId' && value !== filters.workspaceId) {
    return { ...filters, workspaceId: value as string, columnId: '' };
  }
  return { ...filters, [key]: value };
}

export type OverviewParams = Record<string, string | number | boolean>;

/** The overview calls' query: the chosen filters only, days widened to whole local days. */
export function overviewQueryOf(filters: StatisticsFilters): OverviewParams {
  const query: OverviewParams = {};
  for (const key of ['workspaceId', 'columnId', 'assignedUserId', 'phongBanId'] as const) {
    if (filters[key]) query[key] = Number(filters[key]);
  }
  if (filters.trangThaiCongViec) query.trangThaiCongViec = filters.trangThaiCongViec;
  if (filters.doUuTien) query.doUuTien = filters.doUuTien;
  if (filters.isOverdue) query.isOverdue = filters.isOverdue === 'true';
  if (filters.startDate) query.startDate = `${filters.startDate}T00:00:00`;
  if (filters.endDate) query.endDate = `${filters.endDate}T23:59:59`;
  return query;
}

/** Which period button is lit: the one whose range the dates still are, else none (dates picked by hand). */
export function periodOf(filters: Pick<StatisticsFilters, 'startDate' | 'endDate'>, today: string = vnToday()) {
  return STATISTICS_PERIODS.find((p) => {
    const r = periodRange(p, today);
    return r.startDate === filters.startDate && r.endDate === filters.endDate;
  });
}

/** Where a listed task opens: its board with the task dialog open (spec 002 §2.6); archived tasks have none. */
export function boardTaskHref(task: { workspaceId: number; id: number; trangThaiCongViec: string }): string | null {
  if (task.trangThaiCongViec === 'ARCHIVED') return null;
  return `/bang-phan-chia-cong-viec/${task.workspaceId}?openTask=${task.id}`;
}
