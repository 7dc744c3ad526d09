import { Badge, Card, Modal, SimpleGrid, Stack } from '@mantine/core';
import { workedHours } from '@/contracts/attendance-vocabulary';
import { formatCong } from '@/lib/attendance-calendar';
import { formatDate, formatNumber, formatTime } from '@/lib/format';
import { Fact } from '@/ui/fact';
import { HalfDayCards } from '@/ui/half-day-cards';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useMyDay } from '../api/get-my-month';

/** One day of the employee's month (spec 002 §2.8): first in, last out, units, each half's sessions. */
export function MyDayModal({ date, onClose }: { date: string | null; onClose: () => void }) {
  const day = useMyDay(date);
  const d = day.data;
  return (
    <Modal
      opened={date !== null}
      onClose={onClose}
      size="lg"
      title={date ? `Chấm công ngày ${formatDate(`${date}T12:00:00+07:00`)}` : ''}
    >
      {day.isPending && date && <LoadingState />}
      {day.isError && (
        <ErrorState
          title="Không tải được ngày công"
          error={day.error}
          onRetry={() => void day.refetch()}
          retrying={day.isFetching}
        />
      )}
      {d && (
        <Stack gap="md">
          <Card withBorder padding="sm">
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
              <Fact label="Giờ vào sớm nhất">{formatTime(d.gioVaoTong)}</Fact>
              <Fact label="Giờ ra muộn nhất">{formatTime(d.gioRaTong)}</Fact>
              <Fact label="Số công">{formatCong(d.soCong)}</Fact>
              <Fact label="Số giờ">{formatNumber(workedHours(d.soCong))}</Fact>
              <Fact label="Giờ chấm thực tế">{formatNumber(d.soGio)}</Fact>
            </SimpleGrid>
            {d.dangMo && (
              <Badge mt="xs" color="blue" variant="light">
                Đang mở ca
              </Badge>
            )}
          </Card>
          <HalfDayCards sessions={d.chiTietBuoi} />
        </Stack>
      )}
    </Modal>
  );
}
