import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconClockExclamation, IconListCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import {
  type Overview,
  type OverviewTask,
  priorityOf,
  ROW_AVATARS,
  STATISTICS_TASKS_PAGE_SIZE,
  TASK_PRIORITY_COLORS,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
  WORK_MESSAGES,
} from '@/contracts/work';
import { formatDate } from '@/lib/format';
import { AvatarStack } from '@/ui/avatar-stack';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { FigureCard } from '@/ui/figure-card';
import { failureText } from '@/ui/notify';
import { NumberedPager } from '@/ui/numbered-pager';
import { PageHeader } from '@/ui/page-header';
import { RetryAlert } from '@/ui/query-state';
import { useScrollOnceWhenReady } from '@/ui/use-scroll-once';
import { UserAvatar } from '@/ui/user-avatar';
import { useOverview, useOverviewByWorkspace, useOverviewTasks } from '../api/overview';
import {
  boardTaskHref,
  initialStatisticsFilters,
  overviewQueryOf,
  type StatisticsFilters,
  type StatisticsPeriod,
} from '../model/filters';
import { StatisticsFiltersCard } from './statistics-filters';

// The charts library is the heaviest part of the screen: it loads after the cards have drawn.
const StatisticsCharts = lazy(() => import('./statistics-charts'));

const TASKS_PAGER_NUMBERS = 5;

function LoadFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <RetryAlert title={title} text={failureText(error, WORK_MESSAGES.dashboardRetry)} onRetry={onRetry} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {children}
    </Card>
  );
}

function PerformanceTable({ rows }: { rows: Overview['hieuSuatNhanVien'] }) {
  if (!rows.length)
    return (
      <Text c="dimmed" size="sm">
        Chưa có dữ liệu
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label="Hiệu suất nhân viên">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nhân viên</Table.Th>
            <Table.Th ta="right">Được giao</Table.Th>
            <Table.Th ta="right">Hoàn thành</Table.Th>
            <Table.Th ta="right">Quá hạn</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.nguoiDung.idNguoiDung}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar url={r.nguoiDung.avatarUrl} name={r.nguoiDung.hoTen} size="sm" radius="xl" />
                  <div>
                    <Text size="sm">{r.nguoiDung.hoTen}</Text>
                    {r.nguoiDung.email && (
                      <Text size="xs" c="dimmed">
                        {r.nguoiDung.email}
                      </Text>
                    )}
                  </div>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{r.soTaskDuocGiao}</Table.Td>
              <Table.Td ta="right">{r.soTaskHoanThanh}</Table.Td>
              <Table.Td ta="right">{r.soTaskQuaHan}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TaskTitle({ task }: { task: OverviewTask }) {
  const router = useRouter();
  const href = boardTaskHref(task);
  const title = href ? (
    <Anchor
      href={href}
      fw={600}
      size="sm"
      onClick={(e) => {
        // A plain click stays in the app; a modified click opens a tab as links do.
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        router.history.push(href);
      }}
    >
      {task.tieuDe}
    </Anchor>
  ) : (
    <Text fw={600} size="sm">
      {task.tieuDe}
    </Text>
  );
  return (
    <Stack gap={2}>
      {title}
      <Text size="xs" c="dimmed">
        {task.workspaceName} / {task.columnName}
      </Text>
    </Stack>
  );
}

const TASK_COLUMNS: DataTableColumn<OverviewTask>[] = [
  { key: 'title', header: 'Công việc', render: (t) => <TaskTitle task={t} /> },
  {
    key: 'assignees',
    header: 'Người được giao',
    render: (t) => (t.assignedUsers.length ? <AvatarStack people={t.assignedUsers} max={ROW_AVATARS} /> : '—'),
  },
  { key: 'start', header: 'Bắt đầu', render: (t) => formatDate(t.ngayBatDau) || '—' },
  { key: 'end', header: 'Hạn', render: (t) => formatDate(t.ngayKetThuc) || '—' },
  { key: 'done', header: 'Hoàn thành', render: (t) => formatDate(t.ngayHoanThanh) || '—' },
  {
    key: 'priority',
    header: 'Độ ưu tiên',
    render: (t) => {
      const p = priorityOf(t.doUuTien);
      return <Badge color={TASK_PRIORITY_COLORS[p]}>{TASK_PRIORITY_LABELS[p]}</Badge>;
    },
  },
  {
    key: 'status',
    header: 'Trạng thái',
    render: (t) => (
      <Badge variant="light" color={TASK_STATUS_COLORS[t.trangThaiCongViec]}>
        {TASK_STATUS_LABELS[t.trangThaiCongViec]}
      </Badge>
    ),
  },
];

/**
 * /dashboard-tong-quan-cong-viec "Dashboard Thống kê" (spec 002 §2.6). A link with `daily` or
 * `overdue` (a notification's) starts on that period or filter and scrolls to the task list.
 */
export function StatisticsPage({ period, overdue }: { period?: StatisticsPeriod; overdue?: boolean }) {
  const [filters, setFilters] = useState<StatisticsFilters>(() => initialStatisticsFilters({ period, overdue }));
  const [page, setPage] = useState(0);
  const query = useMemo(() => overviewQueryOf(filters), [filters]);
  const overview = useOverview(query);
  const stacked = useOverviewByWorkspace(query);
  const tasks = useOverviewTasks(query, page);
  const listRef = useRef<HTMLDivElement>(null);

  // Scroll to the list once, when the link asked for it and everything above it has drawn (the
  // charts arrive in their own chunk and would push the list down after an earlier scroll).
  const [chartsDrawn, setChartsDrawn] = useState(false);
  const chartsHaveDrawn = useCallback(() => setChartsDrawn(true), []);
  const listReady = tasks.data !== undefined || tasks.isError;
  const aboveReady = overview.isError || chartsDrawn;
  useScrollOnceWhenReady(listRef, period === 'day' || overdue === true, listReady && aboveReady);

  const change = (next: StatisticsFilters) => {
    setFilters(next);
    setPage(0);
  };
  const figures = overview.data?.theThongKeChinh;

  return (
    <Stack gap="md">
      <PageHeader title="Dashboard Thống kê" crumb="Thống kê công việc" />
      <StatisticsFiltersCard filters={filters} onChange={change} />

      {overview.isError && (
        <LoadFailure
          title={WORK_MESSAGES.dashboardLoad}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      )}
      {figures ? (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <FigureCard label="Tổng số công việc" value={figures.tongSoCongViec} icon={IconListCheck} color="blue" />
          <FigureCard label="Đang thực hiện" value={figures.congViecDangThucHien} icon={IconPlayerPlay} color="cyan" />
          <FigureCard label="Quá hạn" value={figures.congViecQuaHan} icon={IconClockExclamation} color="red" />
          <FigureCard label="Hoàn thành" value={figures.congViecHoanThanh} icon={IconCircleCheck} color="green" />
        </SimpleGrid>
      ) : (
        !overview.isError && (
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={92} radius="md" />
            ))}
          </SimpleGrid>
        )
      )}

      {overview.data && (
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          <StatisticsCharts overview={overview.data} stacked={stacked.data} onDrawn={chartsHaveDrawn} />
        </Suspense>
      )}

      {overview.data && (
        <Section title="Hiệu suất nhân viên">
          <PerformanceTable rows={overview.data.hieuSuatNhanVien} />
        </Section>
      )}

      <div ref={listRef} style={{ scrollMarginTop: 72 }}>
        <Section title="Danh sách công việc chi tiết">
          {tasks.isError && tasks.data && (
            <Text c="red" size="sm" role="alert" mb="sm">
              {failureText(tasks.error, WORK_MESSAGES.dashboardTasksLoad)}
            </Text>
          )}
          <DataTable
            label="Danh sách công việc chi tiết"
            columns={TASK_COLUMNS}
            rows={tasks.data?.content}
            rowKey={(t) => t.id}
            loading={tasks.isFetching}
            error={tasks.isError && !tasks.data ? tasks.error : undefined}
            errorText={WORK_MESSAGES.dashboardTasksLoad}
            onRetry={() => void tasks.refetch()}
            emptyText={WORK_MESSAGES.archivedEmpty}
            page={page}
            pageSize={STATISTICS_TASKS_PAGE_SIZE}
            totalElements={tasks.data?.totalElements ?? 0}
            totalPages={tasks.data?.totalPages}
            pageSizes={[STATISTICS_TASKS_PAGE_SIZE]}
            onPageChange={setPage}
            onPageSizeChange={() => undefined}
            maxHeight="none"
            pager={
              tasks.data ? (
                <NumberedPager
                  page={page}
                  totalPages={tasks.data.totalPages}
                  maxNumbers={TASKS_PAGER_NUMBERS}
                  onChange={setPage}
                  summary={`Tổng số ${tasks.data.totalElements} công việc`}
                />
              ) : null
            }
          />
        </Section>
      </div>
    </Stack>
  );
}
