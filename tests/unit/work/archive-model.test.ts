import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VISIBLE_COLUMNS,
  readVisibleColumns,
  toggleColumn,
  VISIBLE_COLUMNS_STORAGE_KEY,
  writeVisibleColumns,
} from '@/features/work/archive/model/column-visibility';
import { archivedQueryOf, EMPTY_ARCHIVE_FILTERS, setArchiveFilter } from '@/features/work/archive/model/filters';

const memoryStore = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('archive column visibility', () => {
  it('shows every column but the created date by default', () => {
    expect(readVisibleColumns(memoryStore())).toEqual(['title', 'creator', 'assignees', 'completedAt', 'priority']);
    expect(readVisibleColumns(undefined)).toEqual([...DEFAULT_VISIBLE_COLUMNS]);
  });

  it('keeps the choice in storage and reads it back in the table order', () => {
    const store = memoryStore();
    writeVisibleColumns(store, ['priority', 'createdAt', 'title']);
    expect(JSON.parse(store.data.get(VISIBLE_COLUMNS_STORAGE_KEY) ?? '')).toEqual(['title', 'priority', 'createdAt']);
    expect(readVisibleColumns(store)).toEqual(['title', 'priority', 'createdAt']);
    writeVisibleColumns(store, []);
    expect(readVisibleColumns(store)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"title":true}'],
    ['an unknown column', '["title","salary"]'],
    ['a number', '42'],
  ])('falls back to the default when the stored value is %s', (_, raw) => {
    expect(readVisibleColumns(memoryStore({ [VISIBLE_COLUMNS_STORAGE_KEY]: raw }))).toEqual([
      ...DEFAULT_VISIBLE_COLUMNS,
    ]);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readVisibleColumns(broken)).toEqual([...DEFAULT_VISIBLE_COLUMNS]);
    expect(() => writeVisibleColumns(broken, ['title'])).not.toThrow();
  });

  it('toggles one column and keeps the order', () => {
    expect(toggleColumn(['title', 'priority'], 'creator')).toEqual(['title', 'creator', 'priority']);
    expect(toggleColumn(['title', 'creator', 'priority'], 'creator')).toEqual(['title', 'priority']);
  });
});

describe('archive filters → GET /api/archived-tasks query', () => {
  it('sends page, size 10 and newest completion first with no filter set', () => {
    expect(archivedQueryOf(EMPTY_ARCHIVE_FILTERS, 0)).toEqual({ page: 0, size: 10, sort: 'ngayHoanThanh,desc' });
  });

  it('drops blank filters, trims the title and sends ids as numbers', () => {
    const filters = {
      ...EMPTY_ARCHIVE_FILTERS,
      tieuDe: '  báo cáo  ',
      workspaceId: '3',
      columnId: '12',
      doUuTien: 'HIGH' as const,
      assignedUserId: '7',
    };
    expect(archivedQueryOf(filters, 2)).toEqual({
      page: 2,
      size: 10,
      sort: 'ngayHoanThanh,desc',
      tieuDe: 'báo cáo',
      workspaceId: 3,
      columnId: 12,
      doUuTien: 'HIGH',
      assignedUserId: 7,
    });
    expect(archivedQueryOf({ ...EMPTY_ARCHIVE_FILTERS, tieuDe: '   ' }, 0)).not.toHaveProperty('tieuDe');
  });

  it('clears the column (and the people picked from the workspace) when the workspace changes', () => {
    const chosen = { ...EMPTY_ARCHIVE_FILTERS, workspaceId: '3', columnId: '12', creatorId: '5', tieuDe: 'x' };
    expect(setArchiveFilter(chosen, 'workspaceId', '4')).toEqual({
      ...EMPTY_ARCHIVE_FILTERS,
      workspaceId: '4',
      tieuDe: 'x',
    });
    expect(setArchiveFilter(chosen, 'workspaceId', '')).toMatchObject({ workspaceId: '', columnId: '' });
    // The same workspace again keeps the column.
    expect(setArchiveFilter(chosen, 'workspaceId', '3')).toEqual(chosen);
    expect(setArchiveFilter(chosen, 'columnId', '13')).toMatchObject({ workspaceId: '3', columnId: '13' });
  });
});
