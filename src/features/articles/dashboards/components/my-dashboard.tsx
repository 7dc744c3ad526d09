import { Badge, Group, Skeleton, Stack, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { RecentItem } from '@/contracts/articles';
import {
  ARTICLE_LIMITS,
  ARTICLE_STEP_COLORS,
  ARTICLE_STEP_LABELS,
  ARTICLE_STEPS,
  ARTICLE_MESSAGES as M,
  WIZARD_STEP_OF,
} from '@/contracts/articles-vocabulary';
import { isApiClientError } from '@/lib/client-error';
import { formatDateTime } from '@/lib/format';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { RetryAlert } from '@/ui/query-state';
import { RouterButton } from '@/ui/router-link';
import { StepBadge } from '../../shared/components/step-progress';
import { siteName } from '../../shared/model/site-name';
import { useWpSiteOptions } from '../../websites/api/wp-sites';
import { useMyRecent, useMyStats } from '../api/stats';
import { kpisOf, pageSlice } from '../model/figures';
import { KpiCards, RangeButtons, TableCard } from './dashboard-parts';

const ArticleCharts = lazy(() => import('./article-charts'));

function ContinueCell({ row }: { row: RecentItem }) {
  const pushed = row.step === 'PUSHED';
  const button = (
    <RouterButton
      size="compact-sm"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden />}
      to="/ai-writer/$id"
      params={{ id: row.id }}
      search={{ step: WIZARD_STEP_OF[row.step] }}
      disabled={pushed}
    >
      Viết tiếp
    </RouterButton>
  );
  return pushed ? <Tooltip label={M.pushedTooltip}>{button}</Tooltip> : button;
}

/** A table of own articles paged on the client (5/10/20, default 10, §9). */
function OwnTable({
  title,
  rows,
  columns,
  emptyText,
  loading,
}: {
  title: string;
  rows: RecentItem[] | undefined;
  columns: DataTableColumn<RecentItem>[];
  emptyText: string;
  loading: boolean;
}) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(ARTICLE_LIMITS.ownTableDefaultSize);
  const all = rows ?? [];
  return (
    <TableCard title={title}>
      <DataTable
        label={title}
        columns={columns}
        rows={rows === undefined ? undefined : pageSlice(all, page, size)}
        rowKey={(r) => r.id}
        loading={loading}
        emptyText={emptyText}
        page={page}
        pageSize={size}
        totalElements={all.length}
        pageSizes={[...ARTICLE_LIMITS.ownTableSizes]}
        onPageChange={setPage}
        onPageSizeChange={(next, at) => {
          setSize(next);
          setPage(at);
        }}
        maxHeight="none"
        minWidth={560}
      />
    </TableCard>
  );
}

/**
 * /dashboard-viet-bai-user (spec 001 §2): the writer's own articles — KPIs (In Progress = total −
 * finalized − pushed), step chips, bar and donut, work in progress and pushed posts.
 */
export function MyDashboard() {
  const [days, setDays] = useState<number>(ARTICLE_LIMITS.dashboardDefaultDays);
  const stats = useMyStats(days);
  const recent = useMyRecent();
  const sites = useWpSiteOptions();
  const data = stats.data;
  const rows = recent.isError ? [] : recent.data;

  const columns = useMemo(() => {
    const base: DataTableColumn<RecentItem>[] = [
      { key: 'title', header: 'Title', render: (r) => r.title || M.noTitle },
      { key: 'step', header: 'Step', render: (r) => <StepBadge step={r.step} /> },
      { key: 'site', header: 'Site', render: (r) => siteName(sites.data, r.selectedSiteId) },
      { key: 'updatedAt', header: 'Updated At', render: (r) => formatDateTime(r.updatedAt) },
    ];
    return {
      wip: [
        ...base,
        { key: 'continue', header: '', align: 'right' as const, render: (r: RecentItem) => <ContinueCell row={r} /> },
      ],
      pushed: base,
    };
  }, [sites.data]);

  const unauthenticated = isApiClientError(stats.error) && stats.error.status === 401;
  return (
    <Stack gap="md">
      <PageHeader
        title="Dashboard viết bài của tôi"
        crumb="Dashboard của tôi"
        actions={<RangeButtons days={days} onChange={setDays} />}
      />
      {stats.isError && (
        <RetryAlert text={unauthenticated ? M.unauthenticated : M.myStatsFailed} onRetry={() => void stats.refetch()} />
      )}
      {data ? <KpiCards kpis={kpisOf(data, 'own')} /> : !stats.isError && <KpiCards kpis={undefined} />}
      {data && (
        <Group gap={6} role="group" aria-label="Bài viết theo bước">
          {ARTICLE_STEPS.map((s) => (
            <Badge key={s} variant="light" color={ARTICLE_STEP_COLORS[s]} size="lg" tt="none">
              {ARTICLE_STEP_LABELS[s]}: {data.byStep[s] ?? 0}
            </Badge>
          ))}
        </Group>
      )}
      {data && (
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          <ArticleCharts stats={data} withLine={false} />
        </Suspense>
      )}
      <OwnTable
        title="Work in progress"
        rows={rows?.filter((r) => r.step !== 'PUSHED')}
        columns={columns.wip}
        emptyText="No item"
        loading={recent.isPending}
      />
      <OwnTable
        title="Recent pushed posts"
        rows={rows?.filter((r) => r.step === 'PUSHED')}
        columns={columns.pushed}
        emptyText="No recent pushed posts"
        loading={recent.isPending}
      />
    </Stack>
  );
}
