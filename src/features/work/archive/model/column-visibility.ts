/**
 * Which columns the archived-task table shows (spec 002 §2.5): every one but the created date by
 * default, the reader's choice kept in this browser's local storage. A stored value that does not
 * read as a list of known columns (old version, hand-edited, storage refused) gives the default.
 */
export const ARCHIVE_COLUMNS = ['title', 'creator', 'assignees', 'completedAt', 'priority', 'createdAt'] as const;
export type ArchiveColumn = (typeof ARCHIVE_COLUMNS)[number];

export const ARCHIVE_COLUMN_LABELS: Record<ArchiveColumn, string> = {
  title: 'Tiêu đề',
  creator: 'Người tạo',
  assignees: 'Người được giao',
  completedAt: 'Ngày hoàn thành',
  priority: 'Độ ưu tiên',
  createdAt: 'Ngày tạo',
};

export const DEFAULT_VISIBLE_COLUMNS: readonly ArchiveColumn[] = ARCHIVE_COLUMNS.filter((c) => c !== 'createdAt');

export const VISIBLE_COLUMNS_STORAGE_KEY = 'luu-tru-cong-viec.cot-hien-thi';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const isColumn = (v: unknown): v is ArchiveColumn => (ARCHIVE_COLUMNS as readonly unknown[]).includes(v);

/** The stored choice, in the table's order; the default when nothing valid is stored. */
export function readVisibleColumns(store: KeyValueStore | undefined): ArchiveColumn[] {
  try {
    const raw = store?.getItem(VISIBLE_COLUMNS_STORAGE_KEY);
    if (raw == null) return [...DEFAULT_VISIBLE_COLUMNS];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isColumn)) return [...DEFAULT_VISIBLE_COLUMNS];
    return ARCHIVE_COLUMNS.filter((c) => parsed.includes(c));
  } catch {
    return [...DEFAULT_VISIBLE_COLUMNS];
  }
}

/** Keeps the choice; a storage that refuses (private mode, quota) only loses it for the next visit. */
export function writeVisibleColumns(store: KeyValueStore | undefined, columns: readonly ArchiveColumn[]): void {
  try {
    store?.setItem(VISIBLE_COLUMNS_STORAGE_KEY, JSON.stringify(ARCHIVE_COLUMNS.filter((c) => columns.includes(c))));
  } catch {
    // Nothing to do: the table still shows the choice until the page is left.
  }
}

/** Shows or hides one column, keeping the table's order. */
export function toggleColumn(columns: readonly ArchiveColumn[], column: ArchiveColumn): ArchiveColumn[] {
  const next = columns.includes(column) ? columns.filter((c) => c !== column) : [...columns, column];
  return ARCHIVE_COLUMNS.filter((c) => next.includes(c));
}
