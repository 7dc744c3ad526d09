import { Button, Card, Group, NativeSelect, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ORDER_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TYPE_LABELS } from '@/contracts/fleet-orders';
import type { OutboxItem } from '@/offline/types';
import { formatAppointment, OrderStatusBadge } from '@/ui/order-progress';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { canGoNext, canGoPrev, pagerLabel } from '@/ui/paging';
import { knownOrders, useMyOrders } from '../api/get-my-orders';
import { type KnownOrder, listOrders, type OrderFilter, type OrderView } from '../model/order-progress';
import { CONTROL_H } from './driver-screen';
import { Empty, Loaded } from './loaded';

const OrderDetailModal = lazy(() => import('./order-detail-modal').then((m) => ({ default: m.OrderDetailModal })));

/** Spec 003 §2: CHO_NHAN (default) … THAT_BAI, then all. */
const FILTERS: { value: OrderFilter; label: string }[] = [
  ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
  { value: 'ALL', label: 'Tất cả' },
];

/**
 * 'Công việc hôm nay': the driver's orders in one state, 10 a page, each opening the detail with
 * its actions. Cards show the state this phone has reached ('Chờ gửi' while a step waits), so a
 * step taken offline is visible at once and the next one can follow.
 */
export function OrdersTab({ items }: { items: readonly OutboxItem[] }) {
  const [filter, setFilter] = useState<OrderFilter>('CHO_NHAN');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<KnownOrder | null>(null);
  const queryClient = useQueryClient();
  const orders = useMyOrders({ trangThai: filter, page });
  // Orders this phone's steps moved into the filter's state show even before (or without) this
  // list's first answer: offline, a state never opened online still lists them.
  const views = listOrders({
    page: orders.data?.content ?? [],
    pageUpdatedAt: orders.dataUpdatedAt,
    pageNumber: orders.data?.number ?? page,
    known: knownOrders(queryClient),
    items,
    filter,
  });

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Công việc hôm nay
      </Title>
      <NativeSelect
        label="Trạng thái đơn hàng"
        data={FILTERS}
        value={filter}
        onChange={(e) => {
          setFilter(e.currentTarget.value as OrderFilter);
          setPage(0);
        }}
        size="lg"
        styles={{ input: { height: CONTROL_H + 8, fontWeight: 700 }, label: { fontWeight: 600 } }}
      />
      {views.map((view) => (
        <OrderCard key={view.order.id} view={view} onOpen={() => setOpen(view.source)} />
      ))}
      <Loaded query={orders} errorTitle={ORDER_MESSAGES.listFailed}>
        {(data) =>
          views.length === 0 ? (
            <Empty>Không có đơn hàng nào.</Empty>
          ) : (
            data.totalPages > 1 && (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Button
                  variant="default"
                  h={CONTROL_H}
                  px="sm"
                  leftSection={<IconChevronLeft size={20} aria-hidden />}
                  disabled={!canGoPrev(page)}
                  onClick={() => setPage((p) => p - 1)}
                >
                  Trước
                </Button>
                <Text fw={600}>{pagerLabel(page, data.totalPages)}</Text>
                <Button
                  variant="default"
                  h={CONTROL_H}
                  px="sm"
                  rightSection={<IconChevronRight size={20} aria-hidden />}
                  disabled={!canGoNext(page, data.totalPages)}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Sau
                </Button>
              </Group>
            )
          )
        }
      </Loaded>
      <Suspense fallback={null}>
        {open && <OrderDetailModal from={open} items={items} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}

function OrderCard({ view, onOpen }: { view: OrderView; onOpen: () => void }) {
  const { order, waitingOn, refused } = view;
  const flagged = refused ?? waitingOn;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Mở đơn hàng ${order.tenDonHang}`}
      data-testid="order-card"
      style={{ borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Card
        withBorder
        radius="lg"
        padding="md"
        style={{
          borderStyle: waitingOn ? 'dashed' : undefined,
          borderColor: refused ? 'var(--mantine-color-red-7)' : waitingOn ? 'var(--mantine-color-orange-6)' : undefined,
          borderWidth: flagged ? 2 : undefined,
        }}
      >
        <Group wrap="nowrap" gap="sm" align="center">
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={800} size="lg" lh={1.3} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {order.tenDonHang}
            </Text>
            <Group gap={6}>
              <OrderStatusBadge status={order.trangThai} size="lg" variant="filled" />
              {flagged && <OutboxStatusBadge item={flagged} size="md" />}
            </Group>
            <Text size="md">
              {ORDER_TYPE_LABELS[order.loaiDonHang]} · Xe {order.xeBienSo ?? '—'}
            </Text>
            <Text size="md" c="dark.4">
              Hẹn: {formatAppointment(order.thoiGianHen)}
            </Text>
          </Stack>
          <IconChevronRight size={26} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}
