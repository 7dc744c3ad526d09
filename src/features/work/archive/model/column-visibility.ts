import {
  type ColumnChoice,
  type KeyValueStore,
  readColumnChoice,
  toggleColumnIn,
  writeColumnChoice,
} from '@/ui/column-choice';

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

const CHOICE: ColumnChoice<ArchiveColumn> = {
  columns: ARCHIVE_COLUMNS,
  defaults: DEFAULT_VISIBLE_COLUMNS,
  storageKey: VISIBLE_COLUMNS_STORAGE_KEY,
};
export const ARCHIVE_COLUMN_CHOICE = CHOICE;

/** The stored choice, in the table's order; the default when nothing valid is stored. */
export const readVisibleColumns = (store: KeyValueStore | undefined): ArchiveColumn[] =>
  readColumnChoice(CHOICE, store);

/** Keeps the choice; a storage that refuses (private mode, quota) only loses it for the next visit. */
export const writeVisibleColumns = (store: KeyValueStore | undefined, columns: readonly ArchiveColumn[]): void =>
  writeColumnChoice(CHOICE, store, columns);

/** Shows or hides one column, keeping the table's order. */
export const toggleColumn = (columns: readonly ArchiveColumn[], column: ArchiveColumn): ArchiveColumn[] =>
  toggleColumnIn(ARCHIVE_COLUMNS, columns, column);
