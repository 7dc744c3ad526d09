import { Badge, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OrderAttendance } from '@/contracts/work-orders';
import {
  CHECKOUT_ACTOR_LABELS,
  ENTRY_STATUS_LABELS,
  EXIT_STATUS_LABELS,
  WORK_ORDER_MESSAGES as M,
  WORK_ASSIGNMENT_STATUS_COLORS,
  WORK_ASSIGNMENT_STATUS_LABELS,
} from '@/contracts/work-orders-vocabulary';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { Fact } from '@/ui/fact';
import { PhotoThumb } from '@/ui/photo-thumb';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { OrderInfo } from '@/ui/work-order-parts';
import { useMyWorkOrderDetail } from '../api/get-my-orders';
import type { MyOrderView } from '../model/my-orders';

/**
 * The order detail popup of the employee page (spec 002 §2.8): the order, the manager's start and
 * end, and the employee's own check-in/out with photos (a tap enlarges them) and what it earned.
 * Offline it shows what the phone knows and says the server's detail could not be read. Opened
 * by id alone (a notification's link to an order on no loaded column: declined, expired, or on a
 * later page of the completed ones) it shows the server's detail, or its refusal.
 */
export function MyOrderDetailModal({
  idLenh,
  view,
  onClose,
}: {
  idLenh: number;
  view: MyOrderView | null;
  onClose: () => void;
}) {
  const detail = useMyWorkOrderDetail(idLenh);
  // The projection carries this phone's unsent punches; the server's detail the photos and pay.
  const lenh = detail.data?.lenh ?? view?.order;
  const own = detail.data?.chamCongList[0] ?? null;
  const status = view?.order.trangThaiPhanCong ?? detail.data?.assignments[0]?.status;
  return (
    <Modal opened onClose={onClose} title={lenh ? `Chi tiết lệnh — ${lenh.tieuDe}` : 'Chi tiết lệnh'} size="lg">
      <Stack gap="md">
        {lenh && <OrderInfo order={lenh} />}
        {status && (
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Phân công của tôi:
            </Text>
            <Badge color={WORK_ASSIGNMENT_STATUS_COLORS[status]} variant="light">
              {WORK_ASSIGNMENT_STATUS_LABELS[status]}
            </Badge>
          </Group>
        )}
        <Title order={4}>Chấm công lệnh</Title>
        {detail.isPending ? (
          <LoadingState minHeight={80} />
        ) : detail.isError ? (
          <ErrorState
            title={M.detailFailed}
            error={detail.error}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : own ? (
          <OwnAttendance c={own} />
        ) : (
          <Text c="dimmed">{M.noAttendance}</Text>
        )}
      </Stack>
    </Modal>
  );
}

function OwnAttendance({ c }: { c: OrderAttendance }) {
  const earned =
    c.soCongThuong !== null
      ? `${formatNumber(c.soCongThuong)} công`
      : c.soGioThuong !== null
        ? `${formatNumber(c.soGioThuong)} giờ`
        : '';
  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Fact label="Check-in">
            {formatDateTime(c.gioVao)}
            {c.vaoTrangThai ? ` · ${ENTRY_STATUS_LABELS[c.vaoTrangThai]}` : ''}
          </Fact>
          <Fact label="Check-out">
            {formatDateTime(c.gioRa)}
            {c.raTrangThai ? ` · ${EXIT_STATUS_LABELS[c.raTrangThai]}` : ''}
          </Fact>
          <Fact label="Tính từ">{formatDateTime(c.effectiveStart)}</Fact>
          <Fact label="Đóng ca bởi">{c.checkoutBy ? CHECKOUT_ACTOR_LABELS[c.checkoutBy] : ''}</Fact>
          <Fact label="Giờ / công">{earned}</Fact>
          <Fact label="Tiền thưởng">{c.soTienThuong === null ? '' : formatMoney(c.soTienThuong)}</Fact>
        </SimpleGrid>
        <Group gap="md" align="flex-start">
          {[
            { url: c.anhVaoUrl, alt: 'Ảnh check-in', place: c.diaDiemVaoText },
            { url: c.anhRaUrl, alt: 'Ảnh check-out', place: c.diaDiemRaText },
          ].map(
            (p) =>
              p.url && (
                <Stack key={p.alt} gap={4} maw={160}>
                  <PhotoThumb url={p.url} alt={p.alt} size={120} />
                  <Text size="xs" c="dimmed">
                    {p.place || 'Không có địa điểm'}
                  </Text>
                </Stack>
              ),
          )}
        </Group>
      </Stack>
    </Card>
  );
}
