import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import {
  ARCHIVED_PAGE_SIZE,
  type ArchivedTask,
  archivedPagerText,
  priorityOf,
  ROW_AVATARS,
  TASK_PRIORITY_COLORS,
  TASK_PRIORITY_LABELS,
  WORK_MESSAGES,
} from '@/contracts/work';
import { formatDate } from '@/lib/format';
import { AvatarStack } from '@/ui/avatar-stack';
import { ColumnChooser, useColumnChoice } from '@/ui/column-chooser';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { failureText } from '@/ui/notify';
import { NumberedPager } from '@/ui/numbered-pager';
import { PageHeader } from '@/ui/page-header';
import { UserAvatar } from '@/ui/user-avatar';
import { useArchivedTasks } from '../api/get-archived-tasks';
import {
  ARCHIVE_COLUMN_CHOICE,
  ARCHIVE_COLUMN_LABELS,
  ARCHIVE_COLUMNS,
  type ArchiveColumn,
} from '../model/column-visibility';
import { type ArchiveFilters, archivedQueryOf, EMPTY_ARCHIVE_FILTERS } from '../model/filters';
import { ArchiveFiltersCard } from './archive-filters';
import { ArchivedTaskModal } from './archived-task-modal';

/** Every page number up to 7 pages, then a window with gaps (spec 002 §9). */
const ARCHIVE_PAGER_NUMBERS = 7;

const sameQuery = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a) === JSON.stringify(b);

const CELLS: Record<ArchiveColumn, (t: ArchivedTask) => ReactNode> = {
  title: (t) => (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {t.tieuDe}
      </Text>
      <Text size="xs" c="dimmed">
        {t.workspace.tieuDe} / {t.column.tenCot}
      </Text>
    </Stack>
  ),
  creator: (t) =>
    t.nguoiTao ? (
      <Group gap="xs" wrap="nowrap">
        <UserAvatar url={t.nguoiTao.avatarUrl} name={t.nguoiTao.hoTen} size="sm" radius="xl" />
        <Text size="sm">{t.nguoiTao.hoTen}</Text>
      </Group>
    ) : (
      '—'
    ),
  assignees: (t) => (t.assignedUsers.length ? <AvatarStack people={t.assignedUsers} max={ROW_AVATARS} /> : '—'),
  completedAt: (t) => formatDate(t.ngayHoanThanh) || '—',
  priority: (t) => {
    const p = priorityOf(t.doUuTien);
    return <Badge color={TASK_PRIORITY_COLORS[p]}>{TASK_PRIORITY_LABELS[p]}</Badge>;
  },
  createdAt: (t) => formatDate(t.ngayTao) || '—',
};

/** /luu-tru-cong-viec (spec 002 §2.5): the archived tasks the reader can see, filtered and paged. */
export function ArchivePage() {
  const [draft, setDraft] = useState<ArchiveFilters>(EMPTY_ARCHIVE_FILTERS);
  const [applied, setApplied] = useState<ArchiveFilters>(EMPTY_ARCHIVE_FILTERS);
  const [page, setPage] = useState(0);
  const { visible, toggle: choose } = useColumnChoice(ARCHIVE_COLUMN_CHOICE);
  const [opened, setOpened] = useState<ArchivedTask | null>(null);
  const query = useArchivedTasks(archivedQueryOf(applied, page));

  const columns = useMemo<DataTableColumn<ArchivedTask>[]>(
    () => [
      ...visible.map((key) => ({ key, header: ARCHIVE_COLUMN_LABELS[key], render: CELLS[key] })),
      {
        key: 'actions',
        header: '',
        align: 'right',
        width: 56,
        render: (t) => (
          <Tooltip label="Xem chi tiết">
            <ActionIcon variant="subtle" aria-label={`Xem chi tiết ${t.tieuDe}`} onClick={() => setOpened(t)}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
      },
    ],
    [visible],
  );

  const apply = (filters: ArchiveFilters) => {
    setApplied(filters);
    setPage(0);
  };
  const data = query.data;

  return (
    <Stack gap="md">
      <PageHeader
        title="Lưu trữ công việc"
        crumb="Lưu trữ"
        actions={
          <ColumnChooser columns={ARCHIVE_COLUMNS} labels={ARCHIVE_COLUMN_LABELS} visible={visible} onToggle={choose} />
        }
      />
      <ArchiveFiltersCard
        draft={draft}
        onDraft={setDraft}
        onApply={() => apply(draft)}
        onReset={() => {
          setDraft(EMPTY_ARCHIVE_FILTERS);
          // Already unfiltered on the first page: the same query, so reload it; else the new key loads.
          if (sameQuery(archivedQueryOf(applied, page), archivedQueryOf(EMPTY_ARCHIVE_FILTERS, 0)))
            void query.refetch();
          else apply(EMPTY_ARCHIVE_FILTERS);
        }}
      />
      {/* A failed refresh keeps the rows shown and says so above them. */}
      {query.isError && data && (
        <Text c="red" size="sm" role="alert">
          {failureText(query.error, WORK_MESSAGES.archivedLoad)}
        </Text>
      )}
      <DataTable
        label="Danh sách công việc lưu trữ"
        columns={columns}
        rows={data?.content}
        rowKey={(t) => t.id}
        loading={query.isFetching}
        error={query.isError && !data ? query.error : undefined}
        errorText={WORK_MESSAGES.archivedLoad}
        onRetry={() => void query.refetch()}
        emptyText={WORK_MESSAGES.archivedEmpty}
        page={page}
        pageSize={ARCHIVED_PAGE_SIZE}
        totalElements={data?.totalElements ?? 0}
        totalPages={data?.totalPages}
        pageSizes={[ARCHIVED_PAGE_SIZE]}
        onPageChange={setPage}
        onPageSizeChange={() => undefined}
        minWidth={640}
        maxHeight="none"
        pager={
          data ? (
            <NumberedPager
              page={page}
              totalPages={data.totalPages}
              maxNumbers={ARCHIVE_PAGER_NUMBERS}
              onChange={setPage}
              summary={archivedPagerText(page + 1, data.totalPages, data.totalElements)}
            />
          ) : null
        }
      />
      <ArchivedTaskModal task={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
