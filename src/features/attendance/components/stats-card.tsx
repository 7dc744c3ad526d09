import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';
import { Fact } from '@/ui/fact';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { SectionCard } from '@/ui/section-card';
import { useMyStats } from '../api/get-my-stats';
import { overtimePercent } from '../model/today';

const hours = (n: number) => `${formatNumber(n)} giờ`;

/** Hours today, this week and this month against the target, what remains, and overtime (spec 002 §2.8). */
export function StatsCard() {
  const stats = useMyStats();
  const s = stats.data;
  return (
    <SectionCard icon={IconChartBar} title="Thống kê giờ làm">
      {stats.isPending ? (
        <LoadingState minHeight={60} />
      ) : !s ? (
        <ErrorState
          title="Không tải được thống kê"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <>
          <SimpleGrid cols={3} spacing="xs">
            <Fact label="Hôm nay">{hours(s.todayHours)}</Fact>
            <Fact label="Tuần này">{hours(s.weekHours)}</Fact>
            <Fact label="Tháng này">{hours(s.monthHours)}</Fact>
            <Fact label="Chỉ tiêu tháng">{hours(s.monthTargetHours)}</Fact>
            <Fact label="Còn lại">{hours(s.monthRemainingHours)}</Fact>
            <Fact label="Tăng ca">{hours(s.overtimeHours)}</Fact>
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Tăng ca tháng này
            </Text>
            <Progress
              value={overtimePercent(s.overtimeHours)}
              color="orange.7"
              size="lg"
              radius="xl"
              aria-label={`Tăng ca: ${hours(s.overtimeHours)}`}
            />
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
