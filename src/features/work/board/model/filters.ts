/**
 * The board's filter card and period buttons (spec 002 §2.3, §7): what the form holds and the
 * query it sends — title trimmed, blanks and an unticked "overdue" left out.
 */
import type { BoardQueryInput } from '@/contracts/work';
import {
  BOARD_COLUMN_PAGE,
  type BoardPeriod,
  DEFAULT_BOARD_PERIOD,
  type TaskPriority,
  type TaskStatus,
} from '@/contracts/work-vocabulary';

export interface BoardFilters {
  tieuDe: string;
  trangThaiCongViec: TaskStatus | null;
  doUuTien: TaskPriority | null;
  assignedUserId: number | null;
  isOverdue: boolean;
  phongBanId: number | null;
}

export const EMPTY_BOARD_FILTERS: BoardFilters = {
  tieuDe: '',
  trangThaiCongViec: null,
  doUuTien: null,
  assignedUserId: null,
  isOverdue: false,
  phongBanId: null,
};

export const INITIAL_BOARD_PERIOD: BoardPeriod = DEFAULT_BOARD_PERIOD;

/** The GET .../columns and statistics query: only what is set, the title trimmed. */
export function boardQueryOf(filters: BoardFilters, period: BoardPeriod): BoardQueryInput {
  const query: BoardQueryInput = { period };
  const title = filters.tieuDe.trim();
  if (title) query.tieuDe = title;
  if (filters.trangThaiCongViec) query.trangThaiCongViec = filters.trangThaiCongViec;
  if (filters.doUuTien) query.doUuTien = filters.doUuTien;
  if (filters.assignedUserId !== null) query.assignedUserId = filters.assignedUserId;
  if (filters.isOverdue) query.isOverdue = true;
  if (filters.phongBanId !== null) query.phongBanId = filters.phongBanId;
  return query;
}

/**
 * The board's own query: the filters' plus how many cards of each column to bring — every column
 * BOARD_COLUMN_PAGE, the ones the reader opened further as many as they asked (`12:60,15:90`).
 */
export function boardPageQueryOf(query: BoardQueryInput, opened: Readonly<Record<number, number>>): BoardQueryInput {
  const columnLimits = Object.entries(opened)
    .map(([id, n]) => `${id}:${n}`)
    .join(',');
  return { ...query, limit: BOARD_COLUMN_PAGE, ...(columnLimits ? { columnLimits } : {}) };
}

/** How many filters are on (the collapsed card says so). */
export const activeFilterCount = (filters: BoardFilters) =>
  Object.keys(boardQueryOf(filters, INITIAL_BOARD_PERIOD)).length - 1;

/** What a KPI card filters by when clicked (spec 002 §2.3: the four cards are clickable). */
export type KpiKind = 'total' | 'inProgress' | 'overdue' | 'completed';
export function filtersForKpi(filters: BoardFilters, kpi: KpiKind): BoardFilters {
  const base = { ...filters, trangThaiCongViec: null, isOverdue: false };
  if (kpi === 'inProgress') return { ...base, trangThaiCongViec: 'IN_PROGRESS' };
  if (kpi === 'overdue') return { ...base, isOverdue: true };
  if (kpi === 'completed') return { ...base, trangThaiCongViec: 'DONE' };
  return base;
}
