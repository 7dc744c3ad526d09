import { Button, Card, Group, Select, Skeleton, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconUserX } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { GlobalStats, RecentItem } from '@/contracts/articles';
import { ARTICLE_LIMITS, ARTICLE_MESSAGES as M } from '@/contracts/articles-vocabulary';
import { formatDateTime } from '@/lib/format';
import { PageHeader } from '@/ui/page-header';
import { RetryAlert } from '@/ui/query-state';
import { StepBadge } from '../../shared/components/step-progress';
import { siteName } from '../../shared/model/site-name';
import { useWpSiteOptions } from '../../websites/api/wp-sites';
import { useDashboardStats, useRecentArticles } from '../api/stats';
import { useUserSearch } from '../api/user-search';
import { kpisOf } from '../model/figures';
import { EmptyRow, KpiCards, RangeButtons, TableCard } from './dashboard-parts';

const ArticleCharts = lazy(() => import('./article-charts'));

function TopAuthors({ rows }: { rows: GlobalStats['topAuthors'] }) {
  return (
    <TableCard title="Top Authors">
      <Table striped aria-label="Top Authors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Author</Table.Th>
            <Table.Th ta="right">Articles</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length ? (
            rows.slice(0, ARTICLE_LIMITS.topAuthors).map((a) => (
              <Table.Tr key={a.authorId}>
                <Table.Td>{a.authorName}</Table.Td>
                <Table.Td ta="right">{a.total}</Table.Td>
              </Table.Tr>
            ))
          ) : (
            <EmptyRow span={2} text="No data" />
          )}
        </Table.Tbody>
      </Table>
    </TableCard>
  );
}

function RecentArticles({ rows, withAuthor }: { rows: RecentItem[]; withAuthor: boolean }) {
  const sites = useWpSiteOptions();
  const span = withAuthor ? 5 : 4;
  return (
    <TableCard title="Recent Articles">
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="Recent Articles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Step</Table.Th>
              {withAuthor && <Table.Th>Author</Table.Th>}
              <Table.Th>Site</Table.Th>
              <Table.Th>Updated At</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length ? (
              rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.title || M.noTitle}</Table.Td>
                  <Table.Td>
                    <StepBadge step={r.step} />
                  </Table.Td>
                  {withAuthor && <Table.Td>{r.authorName}</Table.Td>}
                  <Table.Td>{siteName(sites.data, r.selectedSiteId)}</Table.Td>
                  <Table.Td>{formatDateTime(r.updatedAt)}</Table.Td>
                </Table.Tr>
              ))
            ) : (
              <EmptyRow span={span} text="No recent items" />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TableCard>
  );
}

/**
 * /dashboard-viet-bai-admin "Dashboard (Admin)" (spec 001 §2): everyone's articles, or one user's
 * with the filter (then Top Authors is hidden); 7/30/90 days; KPIs, charts, top authors, recent.
 */
export function AdminDashboard() {
  const [days, setDays] = useState<number>(ARTICLE_LIMITS.dashboardDefaultDays);
  const [userId, setUserId] = useState<number | null>(null);
  const [userName, setUserName] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), ARTICLE_LIMITS.userSearchDelayMs);
  const users = useUserSearch(q);
  const stats = useDashboardStats(days, userId);
  const recent = useRecentArticles(userId);

  const options = useMemo(() => {
    const list = (users.data ?? []).map((u) => ({
      value: String(u.idNguoiDung),
      label: `${u.hoTen} (${u.tenDangNhap})`,
    }));
    // The chosen user stays in the list while another search is typed.
    if (userId !== null && userName && !list.some((o) => o.value === String(userId)))
      list.unshift({ value: String(userId), label: userName });
    return list;
  }, [users.data, userId, userName]);

  const clearUser = () => {
    setUserId(null);
    setUserName(null);
    setSearch('');
  };
  const reload = () => {
    void stats.refetch();
    void recent.refetch();
  };
  const data = stats.data;

  return (
    <Stack gap="md">
      <PageHeader
        title="Dashboard (Admin)"
        crumb="Dashboard (Admin)"
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={reload}
              loading={stats.isFetching}
            >
              Reload
            </Button>
            <Button
              variant="default"
              leftSection={<IconUserX size={16} aria-hidden />}
              onClick={clearUser}
              disabled={userId === null}
            >
              Clear user
            </Button>
          </>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label="User"
            placeholder="All users"
            data={options}
            value={userId === null ? null : String(userId)}
            onChange={(value, option) => {
              setUserId(value ? Number(value) : null);
              setUserName(value ? (option?.label ?? null) : null);
            }}
            searchable
            clearable
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={users.isFetching ? 'Đang tìm…' : 'Không tìm thấy người dùng'}
            filter={({ options: all }) => all}
            style={{ flex: '1 1 260px' }}
            maw={420}
          />
          <RangeButtons days={days} onChange={setDays} />
        </Group>
      </Card>
      {stats.isError && (
        <RetryAlert text={userId === null ? M.globalStatsFailed : M.userStatsFailed} onRetry={reload} />
      )}
      {data ? <KpiCards kpis={kpisOf(data, 'global')} /> : !stats.isError && <KpiCards kpis={undefined} />}
      {data && (
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          <ArticleCharts stats={data} />
        </Suspense>
      )}
      {data && userId === null && <TopAuthors rows={data.topAuthors} />}
      <RecentArticles rows={recent.isError ? [] : (recent.data ?? [])} withAuthor={userId === null} />
    </Stack>
  );
}
