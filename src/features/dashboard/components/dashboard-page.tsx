import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconServer } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { CurrentUser } from '@/contracts/auth';
import { useCan } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { type NavIcon, NavIconView } from '@/ui/nav-icons';
import { EmptyView, ErrorState, LoadingState } from '@/ui/query-state';
import { RouterAnchor } from '@/ui/router-link';
import { useHealth } from '../api/get-health';
import { useOverview } from '../api/get-overview';

// Charts (recharts) come with the panel only: no other route's first load carries them.
const OverviewPanel = lazy(() => import('./overview-panel'));

const DB_LABELS = { pglite: 'PGlite (nhúng)', postgres: 'PostgreSQL' } as const;

/**
 * The console home: who is signed in, the day's overview, whether the server is up, and every
 * screen that exists.
 */
/** A screen the user may open, as the shell derives it from the registered routes (app/navigation). */
export type ScreenLink = { to: string; title: string; description?: string; icon?: NavIcon };

/**
 * `screens` comes from the composition root (the route file): which screens exist and which this
 * user may open is the shell's knowledge, not this feature's.
 */
export function DashboardPage({ me, screens }: { me: UseQueryResult<CurrentUser>; screens: ScreenLink[] }) {
  const can = useCan();
  return (
    <Stack gap="xl" maw={1400}>
      <Greeting me={me} />
      {/* Only for those the server lets read it (TONG_QUAN_XEM): no error tile for the others. */}
      {can('TONG_QUAN_XEM') && <Overview />}
      <ServerStatus />
      <Screens screens={screens} />
    </Stack>
  );
}

function Greeting({ me }: { me: UseQueryResult<CurrentUser> }) {
  if (me.isPending) return <LoadingState minHeight={80} />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  const { hoTen, chucVu, phongBan } = me.data;
  const details = [chucVu, phongBan].filter(Boolean).join(' · ');
  return (
    <Stack gap={4}>
      <Title order={2}>Xin chào, {hoTen}!</Title>
      <Text c="dimmed">{details || 'Chưa có chức vụ và phòng ban'}</Text>
    </Stack>
  );
}

function Overview() {
  // Fetched here, not in the lazy panel, so the request and the chart chunk download side by side.
  const overview = useOverview();
  return (
    <Stack gap="sm" component="section" aria-labelledby="overview-title">
      <Title order={2} size="h4" id="overview-title">
        Hôm nay{overview.data ? ` (${formatDate(overview.data.ngay)})` : ''}
      </Title>
      {overview.isPending && <LoadingState label="Đang tải tổng quan..." />}
      {overview.isError && (
        <ErrorState
          title="Không tải được tổng quan"
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      )}
      {overview.isSuccess && (
        <Suspense fallback={<LoadingState label="Đang tải tổng quan..." />}>
          <OverviewPanel data={overview.data} />
        </Suspense>
      )}
    </Stack>
  );
}

function ServerStatus() {
  const health = useHealth();
  return (
    <Card withBorder radius="lg" padding="lg" aria-labelledby="server-status-title">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" color={health.isError ? 'red' : 'blue'}>
          <IconServer size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text id="server-status-title" fw={700}>
            Trạng thái máy chủ
          </Text>
          {health.isPending && <Skeleton height={20} width={240} />}
          {health.isError && (
            <ErrorState
              title="Không kết nối được máy chủ"
              error={health.error}
              onRetry={() => void health.refetch()}
              retrying={health.isFetching}
            />
          )}
          {health.isSuccess && (
            <Group gap="sm">
              <Badge color="green" variant="light" size="lg">
                Hoạt động bình thường
              </Badge>
              <Text size="sm" c="dimmed">
                Cơ sở dữ liệu: {DB_LABELS[health.data.db]} · Phiên bản {health.data.version}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function Screens({ screens }: { screens: ScreenLink[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="screens-title">
      <Title order={2} size="h4" id="screens-title">
        Màn hình
      </Title>
      {screens.length === 0 ? (
        <EmptyView title="Chưa có màn hình nào" description="Các chức năng sẽ xuất hiện ở đây khi được bật." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {screens.map((screen) => (
            <Card
              key={screen.to}
              component={RouterAnchor}
              // Paths come from the registered routes.
              to={screen.to as '/'}
              underline="never"
              c="inherit"
              withBorder
              radius="lg"
              padding="lg"
            >
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" variant="light">
                  <NavIconView name={screen.icon} />
                </ThemeIcon>
                <Stack gap={4} style={{ flex: 1 }}>
                  <Text fw={700}>{screen.title}</Text>
                  {screen.description && (
                    <Text size="sm" c="dimmed">
                      {screen.description}
                    </Text>
                  )}
                </Stack>
                <IconArrowRight size={18} aria-hidden />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
