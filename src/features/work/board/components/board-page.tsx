import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChartPie, IconHistory, IconPlus, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { Column, Task } from '@/contracts/work';
import {
  BOARD_COLUMN_PAGE,
  BOARD_DEFAULT_PRIORITY,
  BOARD_PERIOD_LABELS,
  BOARD_PERIODS,
  type BoardPeriod,
  WORK_MESSAGES as M,
  TASK_NEXT_STATUS,
} from '@/contracts/work-vocabulary';
import { isApiClientError } from '@/lib/api-error';
import { useMe } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import { dataAgeText } from '@/ui/data-age';
import { notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { EmptyView, ErrorState, LoadingState } from '@/ui/query-state';
import { TaskDialog, type TaskDialogState } from '../../task-dialog';
import { useBoard, useBoardMembers, useBoardStatistics, useDepartmentOptions, useWorkspace } from '../api/board';
import { useChangeTaskStatus, useDeleteColumn, useDeleteTask } from '../api/board-writes';
import { useBoardEvents } from '../api/use-board-events';
import {
  type BoardFilters,
  boardPageQueryOf,
  boardQueryOf,
  EMPTY_BOARD_FILTERS,
  filtersForKpi,
  INITIAL_BOARD_PERIOD,
  type KpiKind,
} from '../model/filters';
import { AssignUsersModal } from './assign-users-modal';
import type { ColumnAction } from './board-column';
import { BoardFiltersCard } from './board-filters';
import { BoardKpis } from './board-kpis';
import { CollapsibleCard } from './collapsible-card';
import { ColumnModal } from './column-modal';
import { Kanban } from './kanban';
import { MoveTaskModal } from './move-task-modal';
import type { TaskAction } from './task-card';

// recharts comes with the charts only, after the board has drawn.
const BoardCharts = lazy(() => import('./board-charts'));
const CHARTS_HEIGHT = 290;

export interface BoardSearch {
  openTask?: number;
  commentId?: number;
  focusComment?: number;
}

const kpiOf = (f: BoardFilters): KpiKind | null => {
  if (f.isOverdue) return 'overdue';
  if (f.trangThaiCongViec === 'IN_PROGRESS') return 'inProgress';
  if (f.trangThaiCongViec === 'DONE') return 'completed';
  return null;
};

type Confirm =
  | { kind: 'status'; task: Task }
  | { kind: 'delete-task'; task: Task }
  | { kind: 'delete-column'; column: Column }
  | null;

/** "Bảng phân chia công việc" of one workspace (spec 002 §2.3): filters, KPIs, charts and the live kanban board. */
export function BoardPage({
  workspaceId,
  search,
  onSearch,
}: {
  workspaceId: number;
  search: BoardSearch;
  onSearch: (next: BoardSearch) => void;
}) {
  const [filters, setFilters] = useState<BoardFilters>(EMPTY_BOARD_FILTERS);
  const [period, setPeriod] = useState<BoardPeriod>(INITIAL_BOARD_PERIOD);
  const query = useMemo(() => boardQueryOf(filters, period), [filters, period]);
  const workspaceQuery = useWorkspace(workspaceId);
  // Columns opened further with "Xem thêm" (column id → cards they show).
  const [opened, setOpened] = useState<Record<number, number>>({});
  const board = useBoard(
    workspaceId,
    useMemo(() => boardPageQueryOf(query, opened), [query, opened]),
  );
  const stats = useBoardStatistics(workspaceId, query);
  const members = useBoardMembers(workspaceId);
  const departments = useDepartmentOptions();
  const meId = useMe().data?.idNguoiDung;
  useBoardEvents(workspaceId);

  const workspace = workspaceQuery.data;
  const canEdit = workspace?.canEdit ?? false;
  const columns = board.data ?? [];

  const [columnForm, setColumnForm] = useState<{ column: Column | null } | null>(null);
  const [assignFor, setAssignFor] = useState<Column | null>(null);
  const [moving, setMoving] = useState<Task | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [dialog, setDialog] = useState<TaskDialogState | null>(null);
  const changeStatus = useChangeTaskStatus(workspaceId);
  const deleteTask = useDeleteTask(workspaceId);
  const deleteColumn = useDeleteColumn(workspaceId);

  // The URL's task (a notification, the statistics list) opens in view mode; closing clears it.
  const dialogState: TaskDialogState | null =
    dialog ?? (search.openTask !== undefined ? { mode: 'view', taskId: search.openTask } : null);
  const closeDialog = useCallback(() => {
    setDialog(null);
    if (search.openTask !== undefined) onSearch({});
  }, [search.openTask, onSearch]);

  const onColumnAction = useCallback((action: ColumnAction, column: Column) => {
    if (action === 'assign') setAssignFor(column);
    else if (action === 'edit') setColumnForm({ column });
    else if (action === 'delete') setConfirm({ kind: 'delete-column', column });
    else if (action === 'more')
      setOpened((o) => ({ ...o, [column.id]: (o[column.id] ?? BOARD_COLUMN_PAGE) + BOARD_COLUMN_PAGE }));
    else setDialog({ mode: 'add', columnId: column.id });
  }, []);
  const onTaskAction = useCallback((action: TaskAction, task: Task) => {
    if (action === 'status') setConfirm({ kind: 'status', task });
    else if (action === 'view' || action === 'edit') setDialog({ mode: action, taskId: task.id });
    else if (action === 'move') setMoving(task);
    else setConfirm({ kind: 'delete-task', task });
  }, []);

  const closeConfirm = () => setConfirm(null);
  const done = (success: string, failure: string) => ({
    onSuccess: () => {
      notifySuccess(success);
      closeConfirm();
    },
    onError: (error: unknown) => notifyError(error, failure),
  });
  const runConfirm = () => {
    if (!confirm) return;
    if (confirm.kind === 'status') {
      const next = TASK_NEXT_STATUS[confirm.task.trangThaiCongViec];
      if (!next) return closeConfirm();
      const { id: taskId, workColumnId: columnId } = confirm.task;
      changeStatus.mutate({ taskId, columnId, newStatus: next.to }, done(M.statusUpdated, M.statusFailed));
    } else if (confirm.kind === 'delete-task') {
      const { id: taskId, workColumnId: columnId } = confirm.task;
      deleteTask.mutate({ taskId, columnId }, done(M.taskDeleted, M.taskDeleteFailed));
    } else {
      deleteColumn.mutate(confirm.column.id, done(M.columnDeleted, M.columnDeleteFailed));
    }
  };
  const nextStatus = confirm?.kind === 'status' ? TASK_NEXT_STATUS[confirm.task.trangThaiCongViec] : undefined;

  const scrollToColumn = (columnId: number) =>
    document
      .querySelector(`[data-column-id="${columnId}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });

  const offlineAnswer = board.isError && isApiClientError(board.error) && board.error.isNetworkError;
  let body: React.ReactNode;
  if (board.isPending) body = <LoadingState />;
  else if (board.isError && !board.data) {
    body = (
      <ErrorState
        error={board.error}
        title={M.boardLoad}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  } else {
    body = (
      <Stack gap="xs">
        {board.isError && (
          // No answer (offline, no data) is a normal state: a quiet line with the data's age, as on
          // the driver screens. A server that answered with an error is one: the yellow alert.
          <Alert
            color={offlineAnswer ? 'gray' : 'yellow'}
            variant="light"
            icon={offlineAnswer ? <IconHistory aria-hidden /> : <IconAlertTriangle aria-hidden />}
            p="xs"
            data-testid={offlineAnswer ? 'data-age' : undefined}
          >
            <Group gap="sm" justify="space-between">
              <Text size="sm">
                {offlineAnswer
                  ? dataAgeText(board.dataUpdatedAt, Date.now())
                  : `${M.boardLoad} Đang hiển thị dữ liệu lần tải trước.`}
              </Text>
              <Button
                size="compact-sm"
                variant="white"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => void board.refetch()}
              >
                Thử lại
              </Button>
            </Group>
          </Alert>
        )}
        {columns.length === 0 ? (
          <EmptyView
            title="Chưa có cột nào."
            description={canEdit ? 'Thêm cột đầu tiên để bắt đầu phân chia công việc.' : undefined}
          />
        ) : (
          <Kanban
            workspaceId={workspaceId}
            columns={columns}
            canEdit={canEdit}
            meId={meId}
            onColumnAction={onColumnAction}
            onTaskAction={onTaskAction}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={workspace?.tieuDe ?? 'Bảng phân chia công việc'}
        crumb="Không gian làm việc"
        crumbTo="/khong-gian-lam-viec"
        description={workspace?.moTa}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setColumnForm({ column: null })}>
              Thêm cột
            </Button>
          )
        }
      />
      <BoardFiltersCard
        filters={filters}
        onApply={setFilters}
        members={members.data ?? []}
        departments={departments.allowed ? departments.options : null}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Khoảng thời gian"
          value={period}
          onChange={(v) => setPeriod(v as BoardPeriod)}
          data={BOARD_PERIODS.map((p) => ({ value: p, label: BOARD_PERIOD_LABELS[p] }))}
        />
      </Group>
      <BoardKpis
        stats={stats.data}
        active={kpiOf(filters)}
        onPick={(kpi) => setFilters((f) => filtersForKpi(f, kpi))}
      />
      <CollapsibleCard icon={IconChartPie} title="Biểu đồ">
        {stats.data ? (
          <Suspense fallback={<LoadingState minHeight={CHARTS_HEIGHT - 24} />}>
            <BoardCharts
              stats={stats.data}
              onPriority={(doUuTien) => setFilters((f) => ({ ...f, doUuTien }))}
              onStatus={(trangThaiCongViec) => setFilters((f) => ({ ...f, trangThaiCongViec, isOverdue: false }))}
              onColumn={scrollToColumn}
            />
          </Suspense>
        ) : stats.isError ? (
          <ErrorState
            error={stats.error}
            title={M.statisticsLoad}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          <LoadingState minHeight={CHARTS_HEIGHT - 24} />
        )}
      </CollapsibleCard>
      {body}
      <ColumnModal
        workspaceId={workspaceId}
        opened={columnForm !== null}
        column={columnForm?.column ?? null}
        onClose={() => setColumnForm(null)}
      />
      <AssignUsersModal workspaceId={workspaceId} column={assignFor} onClose={() => setAssignFor(null)} />
      <MoveTaskModal workspaceId={workspaceId} task={moving} columns={columns} onClose={() => setMoving(null)} />
      <ConfirmAction
        opened={confirm !== null}
        title={
          confirm?.kind === 'status'
            ? (nextStatus?.action ?? '')
            : confirm?.kind === 'delete-column'
              ? 'Xóa cột'
              : 'Xóa công việc'
        }
        message={
          confirm?.kind === 'status'
            ? `${nextStatus?.action ?? ''} công việc "${confirm.task.tieuDe}"?`
            : confirm?.kind === 'delete-column'
              ? `Xóa cột "${confirm.column.tenCot}"? Không thể hoàn tác.`
              : confirm?.kind === 'delete-task'
                ? `Xóa công việc "${confirm.task.tieuDe}"? Không thể hoàn tác.`
                : ''
        }
        color={confirm?.kind === 'status' ? 'blue' : 'red'}
        confirmLabel={confirm?.kind === 'status' ? (nextStatus?.action ?? '') : 'Xóa vĩnh viễn!'}
        loading={changeStatus.isPending || deleteTask.isPending || deleteColumn.isPending}
        onCancel={closeConfirm}
        onConfirm={runConfirm}
      />
      {/* The task dialog (its own feature) loads on first open; new tasks on the board default to LOW (§4.1). */}
      <TaskDialog
        workspaceId={workspaceId}
        columns={columns}
        state={dialogState}
        onClose={closeDialog}
        focusCommentId={search.commentId ?? search.focusComment}
        defaultPriority={BOARD_DEFAULT_PRIORITY}
      />
    </Stack>
  );
}
