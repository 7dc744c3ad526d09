import { Badge, Button, SimpleGrid, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { workedHours } from '@/contracts/attendance-vocabulary';
import { formatDate, formatNumber, formatTime } from '@/lib/format';
import type { OutboxItem } from '@/offline/types';
import { useOutboxItems } from '@/offline/use-outbox';
import { Fact } from '@/ui/fact';
import { OUTBOX_STATUS_BADGES } from '@/ui/outbox-status';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { SectionCard } from '@/ui/section-card';
import { useNow } from '@/ui/use-now';
import { useMyStats } from '../api/get-my-stats';
import { useMyToday } from '../api/get-my-today';
import { attendancePunch, type PunchKind, todayView } from '../model/punch';

// The camera, location and outbox code load with the first punch, not with the dashboard.
const PunchModal = lazy(() => import('./punch-modal').then((m) => ({ default: m.PunchModal })));

const NO_ITEMS: OutboxItem[] = [];

const hhmm = (value: string | number | null) => formatTime(value) || '—';

/**
 * Today's clock in/out (spec 002 §2.8) on the driver dashboard: 'Chấm vào' or 'Chấm ra' depending
 * on an open session (the server's day plus punches not sent yet), with a front-camera photo and
 * a fresh location. The punch is queued at once, with or without network.
 */
export function ClockCard({ userId }: { userId: number }) {
  const today = useMyToday();
  const stats = useMyStats();
  const items = useOutboxItems(userId) ?? NO_ITEMS;
  const [punching, setPunching] = useState<PunchKind | null>(null);
  // spec 002 §9: the clock refreshes every 30 s; past midnight, yesterday's unsent punches no longer
  // decide today's button.
  const now = useNow(30_000);
  const view = todayView(today.data, items, today.dataUpdatedAt, now);
  const day = today.data;

  return (
    <SectionCard
      icon={IconClockHour4}
      title="Chấm công hôm nay"
      aside={
        view.basedOn ? (
          <Badge color={view.basedOn.status === 'needs-attention' ? 'red' : 'orange'} variant="filled" size="lg">
            {OUTBOX_STATUS_BADGES[view.basedOn.status].label}
          </Badge>
        ) : (
          <Badge color={view.open ? 'green' : 'gray'} variant="light" size="lg">
            {view.open ? 'Đang làm việc' : view.lastOut ? 'Đã kết thúc' : 'Chưa chấm công'}
          </Badge>
        )
      }
    >
      {today.isError && !day && !view.basedOn ? (
        <ErrorState
          title="Không tải được chấm công"
          error={today.error}
          onRetry={() => void today.refetch()}
          retrying={today.isFetching}
        />
      ) : today.isPending && !view.basedOn ? (
        <LoadingState minHeight={60} />
      ) : (
        <SimpleGrid cols={4} spacing="xs">
          <Fact label="Giờ vào">{hhmm(view.firstIn)}</Fact>
          <Fact label="Giờ ra">{hhmm(view.lastOut)}</Fact>
          <Fact label="Số giờ">{day ? formatNumber(workedHours(day.soCong)) : '—'}</Fact>
          <Fact label="Công / 1,00">{day ? day.soCong.toFixed(2).replace('.', ',') : '—'}</Fact>
        </SimpleGrid>
      )}

      {day && !view.basedOn && (
        // Hours above are work units × 8 (spec 002 §9); the clock's own sum is shown as what it is.
        <Text size="sm" c="dimmed">
          Giờ chấm thực tế: {formatNumber(day.soGio)} giờ
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="clock-now">
        Bây giờ {formatTime(now)} · {formatDate(now)}
      </Text>
      {stats.data && (
        <Text size="sm" c="dimmed">
          Tuần này {formatNumber(stats.data.weekHours)} giờ · Tháng này {formatNumber(stats.data.monthHours)}/
          {formatNumber(stats.data.monthTargetHours)} giờ
        </Text>
      )}
      <Button
        size="lg"
        h={56}
        color={view.open ? 'orange.9' : 'teal.9'}
        onClick={() => setPunching(view.open ? 'attendance.check-out' : 'attendance.check-in')}
      >
        {view.open ? 'Chấm ra' : 'Chấm vào'}
      </Button>
      {punching && (
        <Suspense fallback={null}>
          <PunchModal punch={attendancePunch(punching)} onClose={() => setPunching(null)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
