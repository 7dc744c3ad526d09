import { describe, expect, it } from 'vitest';
import {
  cardStyle,
  countdownText,
  deadlineTone,
  durationText,
  progressPercent,
} from '@/features/work/board/model/deadline';
import { edgeSpeed, MAX_EDGE_PX } from '@/features/work/board/model/edge-scroll';
import {
  activeFilterCount,
  boardPageQueryOf,
  boardQueryOf,
  EMPTY_BOARD_FILTERS,
  filtersForKpi,
} from '@/features/work/board/model/filters';
import {
  type BoardOrder,
  columnIdOf,
  columnKey,
  dropPlace,
  moveInOrder,
  orderOf,
  placesIn,
} from '@/features/work/board/model/move';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const H = 3_600_000;

describe('countdown and deadline tone', () => {
  it('says "Đã hoàn thành" for done and archived tasks, whatever the deadline', () => {
    expect(countdownText(at(-5 * H), 'DONE', NOW)).toBe('Đã hoàn thành');
    expect(countdownText(null, 'ARCHIVED', NOW)).toBe('Đã hoàn thành');
    expect(deadlineTone(at(-5 * H), 'DONE', NOW)).toBe('completed');
  });
  it('counts down days and hh:mm:ss before the deadline', () => {
    expect(countdownText(at(26 * H + 3 * 60_000 + 4_000), 'TODO', NOW)).toBe('Còn 1 ngày 02:03:04');
    expect(countdownText(at(59_999), 'IN_PROGRESS', NOW)).toBe('Còn 0 ngày 00:00:59');
  });
  it('says "Quá hạn" with the time past the deadline', () => {
    expect(countdownText(at(-(2 * 24 * H + 5 * H + 6_000)), 'TODO', NOW)).toBe('Quá hạn 2 ngày 05:00:06');
    expect(countdownText(at(-1_000), 'IN_PROGRESS', NOW)).toBe('Quá hạn 0 ngày 00:00:01');
  });
  it('shows nothing without a deadline (or with an unreadable one)', () => {
    expect(countdownText(null, 'TODO', NOW)).toBeNull();
    expect(countdownText('not a date', 'TODO', NOW)).toBeNull();
    expect(deadlineTone(null, 'TODO', NOW)).toBe('none');
  });
  it('is danger past the deadline, warning under 24 h, safe from 24 h', () => {
    expect(deadlineTone(at(-1), 'TODO', NOW)).toBe('danger');
    expect(deadlineTone(at(0), 'TODO', NOW)).toBe('warning');
    expect(deadlineTone(at(24 * H - 1), 'TODO', NOW)).toBe('warning');
    expect(deadlineTone(at(24 * H), 'TODO', NOW)).toBe('safe');
  });
  it('formats long durations', () => {
    expect(durationText(400 * 24 * H + 23 * H + 59 * 60_000 + 59_999)).toBe('400 ngày 23:59:59');
  });
});

describe('card style and progress', () => {
  it('completed wins, then overdue, then in progress', () => {
    expect(cardStyle({ trangThaiCongViec: 'DONE', ngayKetThuc: at(-H) }, NOW)).toBe('completed');
    expect(cardStyle({ trangThaiCongViec: 'IN_PROGRESS', ngayKetThuc: at(-H) }, NOW)).toBe('overdue');
    expect(cardStyle({ trangThaiCongViec: 'TODO', ngayKetThuc: at(-H) }, NOW)).toBe('overdue');
    expect(cardStyle({ trangThaiCongViec: 'IN_PROGRESS', ngayKetThuc: at(H) }, NOW)).toBe('in-progress');
    expect(cardStyle({ trangThaiCongViec: 'TODO', ngayKetThuc: null }, NOW)).toBe('default');
  });
  it('rounds completed over total, 0 on an empty board', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1, 8)).toBe(13);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 5)).toBe(100);
  });
});

describe('board filters → query', () => {
  it('asks for the first 30 cards of each column, more of the columns opened further', () => {
    expect(boardPageQueryOf({ period: 'monthly' }, {})).toEqual({ period: 'monthly', limit: 30 });
    expect(boardPageQueryOf({ period: 'all', doUuTien: 'HIGH' }, { 12: 60, 15: 90 })).toEqual({
      period: 'all',
      doUuTien: 'HIGH',
      limit: 30,
      columnLimits: '12:60,15:90',
    });
  });
  it('sends the period only when nothing is set', () => {
    expect(boardQueryOf(EMPTY_BOARD_FILTERS, 'monthly')).toEqual({ period: 'monthly' });
    expect(activeFilterCount(EMPTY_BOARD_FILTERS)).toBe(0);
  });
  it('trims the title and drops blanks and an unticked overdue', () => {
    expect(boardQueryOf({ ...EMPTY_BOARD_FILTERS, tieuDe: '   ' }, 'all')).toEqual({ period: 'all' });
    expect(
      boardQueryOf(
        {
          tieuDe: '  giao hàng  ',
          trangThaiCongViec: 'IN_PROGRESS',
          doUuTien: 'HIGH',
          assignedUserId: 7,
          isOverdue: true,
          phongBanId: 3,
        },
        'weekly',
      ),
    ).toEqual({
      period: 'weekly',
      tieuDe: 'giao hàng',
      trangThaiCongViec: 'IN_PROGRESS',
      doUuTien: 'HIGH',
      assignedUserId: 7,
      isOverdue: true,
      phongBanId: 3,
    });
  });
  it('a KPI card replaces the status and overdue filters and keeps the others', () => {
    const f = { ...EMPTY_BOARD_FILTERS, doUuTien: 'LOW' as const, trangThaiCongViec: 'TODO' as const };
    expect(filtersForKpi(f, 'overdue')).toMatchObject({ doUuTien: 'LOW', trangThaiCongViec: null, isOverdue: true });
    expect(filtersForKpi({ ...f, isOverdue: true }, 'completed')).toMatchObject({
      trangThaiCongViec: 'DONE',
      isOverdue: false,
    });
    expect(filtersForKpi(f, 'inProgress').trangThaiCongViec).toBe('IN_PROGRESS');
    expect(filtersForKpi(f, 'total')).toMatchObject({ trangThaiCongViec: null, isOverdue: false, doUuTien: 'LOW' });
  });
});

describe('moving a card', () => {
  const base: BoardOrder = { 'col-1': [11, 12, 13], 'col-2': [21, 22], 'col-3': [] };
  it('keys columns and reads them back', () => {
    expect(columnKey(4)).toBe('col-4');
    expect(columnIdOf('col-4')).toBe(4);
    expect(columnIdOf('21')).toBeNull();
    expect(orderOf([{ id: 1, tasks: [{ id: 5 }, { id: 6 }] }])).toEqual({ 'col-1': [5, 6] });
  });
  it('reorders within a column onto the hovered card', () => {
    expect(moveInOrder(base, { taskId: 11, target: 13, below: false })['col-1']).toEqual([12, 13, 11]);
    expect(moveInOrder(base, { taskId: 13, target: 11, below: true })['col-1']).toEqual([13, 11, 12]);
  });
  it('goes before or after a card of another column by the pointer', () => {
    const above = moveInOrder(base, { taskId: 12, target: 21, below: false });
    expect(above).toEqual({ 'col-1': [11, 13], 'col-2': [12, 21, 22], 'col-3': [] });
    const below = moveInOrder(base, { taskId: 12, target: 22, below: true });
    expect(below['col-2']).toEqual([21, 22, 12]);
  });
  it('drops into an empty column, first or last by the pointer', () => {
    expect(moveInOrder(base, { taskId: 11, target: 'col-3', below: true })['col-3']).toEqual([11]);
    expect(moveInOrder(base, { taskId: 11, target: 'col-2', below: false })['col-2']).toEqual([11, 21, 22]);
    expect(moveInOrder(base, { taskId: 11, target: 'col-2', below: true })['col-2']).toEqual([21, 22, 11]);
  });
  it('follows the sortable’s own projection when it hovers itself, and changes nothing otherwise', () => {
    expect(moveInOrder(base, { taskId: 11, target: 11, below: false, projected: { key: 'col-2', index: 1 } })).toEqual({
      'col-1': [12, 13],
      'col-2': [21, 11, 22],
      'col-3': [],
    });
    expect(moveInOrder(base, { taskId: 11, target: 11, below: false, projected: { key: 'col-1', index: 0 } })).toBe(
      base,
    );
    expect(moveInOrder(base, { taskId: 11, target: 'col-1', below: true })).toBe(base);
    expect(moveInOrder(base, { taskId: 99, target: 11, below: false })).toBe(base);
  });

  const task = (id: number, workColumnId: number, viTri: number) => [id, { id, workColumnId, viTri }] as const;
  const all = new Map([task(11, 1, 1), task(12, 1, 2), task(13, 1, 3), task(21, 2, 1), task(22, 2, 2)]);
  it('numbers the drop from 1 in the target column', () => {
    const order = moveInOrder(base, { taskId: 12, target: 21, below: false });
    expect(dropPlace(order, 12, { columnId: 1, viTri: 2 }, all)).toEqual({ columnId: 2, index: 0, viTri: 1 });
    const last = moveInOrder(base, { taskId: 12, target: 22, below: true });
    expect(dropPlace(last, 12, { columnId: 1, viTri: 2 }, all)).toEqual({ columnId: 2, index: 2, viTri: 3 });
    const empty = moveInOrder(base, { taskId: 12, target: 'col-3', below: true });
    expect(dropPlace(empty, 12, { columnId: 1, viTri: 2 }, all)).toEqual({ columnId: 3, index: 0, viTri: 1 });
  });
  it('counts a move down its own column without the card itself', () => {
    const order = moveInOrder(base, { taskId: 11, target: 13, below: false });
    expect(dropPlace(order, 11, { columnId: 1, viTri: 1 }, all)).toEqual({ columnId: 1, index: 2, viTri: 3 });
    const up = moveInOrder(base, { taskId: 13, target: 11, below: false });
    expect(dropPlace(up, 13, { columnId: 1, viTri: 3 }, all)).toEqual({ columnId: 1, index: 0, viTri: 1 });
  });
  it('is null when the card is back where it started', () => {
    expect(dropPlace(base, 12, { columnId: 1, viTri: 2 }, all)).toBeNull();
  });
  it('counts from the shown neighbours on a filtered board', () => {
    // Only 15 (viTri 5) and 17 (viTri 7) are shown in column 1; 30 comes from column 2.
    const filtered = new Map([task(15, 1, 5), task(17, 1, 7), task(30, 2, 4)]);
    const order: BoardOrder = { 'col-1': [15, 30, 17], 'col-2': [] };
    expect(dropPlace(order, 30, { columnId: 2, viTri: 4 }, filtered)).toEqual({ columnId: 1, index: 1, viTri: 6 });
    const first: BoardOrder = { 'col-1': [30, 15, 17], 'col-2': [] };
    expect(dropPlace(first, 30, { columnId: 2, viTri: 4 }, filtered)?.viTri).toBe(5);
  });
  it('offers every place of a column for the move menu', () => {
    const col1 = [
      { id: 11, viTri: 1 },
      { id: 12, viTri: 2 },
      { id: 13, viTri: 3 },
    ];
    expect(placesIn(col1, 21, { columnId: 2, viTri: 1 }, 1)).toEqual([1, 2, 3, 4]);
    expect(placesIn(col1, 11, { columnId: 1, viTri: 1 }, 1)).toEqual([1, 2, 3]);
    expect(placesIn([], 11, { columnId: 1, viTri: 1 }, 3)).toEqual([1]);
  });
});

describe('workspace title search', () => {
  it('ignores case, accents, đ and surrounding spaces', async () => {
    const { matchesTitle } = await import('@/features/work/workspaces/model/search');
    expect(matchesTitle('Điều phối Hà Nội', '  dieu phoi ')).toBe(true);
    expect(matchesTitle('Điều phối Hà Nội', 'HÀ NỘI')).toBe(true);
    expect(matchesTitle('Kho Bình Dương', 'hà nội')).toBe(false);
    expect(matchesTitle('Bất kỳ', '   ')).toBe(true);
  });
});

describe('edgeSpeed: a card held near an edge scrolls the board', () => {
  it('does not scroll in the middle, and scrolls faster nearer the edge, backwards at the start', () => {
    // A phone's row, 390 px: the zone is a fifth of it (78 px).
    expect(edgeSpeed(195, 0, 390)).toBe(0);
    expect(edgeSpeed(390 - 78, 0, 390)).toBe(0);
    expect(edgeSpeed(390 - 39, 0, 390)).toBeCloseTo(12.5);
    expect(edgeSpeed(390, 0, 390)).toBe(25);
    expect(edgeSpeed(39, 0, 390)).toBeCloseTo(-12.5);
  });
  it('goes no faster past the edge, and the zone of a wide row is at most MAX_EDGE_PX', () => {
    expect(edgeSpeed(500, 0, 390)).toBe(25);
    expect(edgeSpeed(-50, 0, 390)).toBe(-25);
    // A desktop row from 266 to 1424: a fifth would be 232 px, a whole column.
    expect(edgeSpeed(1424 - MAX_EDGE_PX - 1, 266, 1424)).toBe(0);
    expect(edgeSpeed(1424 - MAX_EDGE_PX / 2, 266, 1424)).toBeCloseTo(12.5);
    expect(edgeSpeed(266 + MAX_EDGE_PX / 2, 266, 1424)).toBeCloseTo(-12.5);
  });
  it('an empty scroller never scrolls', () => {
    expect(edgeSpeed(0, 0, 0)).toBe(0);
  });
});
