import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { WorkOrder } from '@/contracts/work-orders';
import { canAssign, canCloseOut, canEnd, canStart, kanbanColumnOf } from '@/contracts/work-orders-vocabulary';
import { formatDateTime } from '@/lib/format';
import { OrderLine, OrderSummary } from '@/ui/work-order-parts';

export type OrderAction = 'detail' | 'assign' | 'closeOut' | 'start' | 'end';

/** One order with every field of spec 002 §2.7 and the buttons its state allows (§4.2). */
export function OrderCard({ order, onAction }: { order: WorkOrder; onAction: (a: OrderAction, o: WorkOrder) => void }) {
  const state = { trangThai: kanbanColumnOf(order.trangThai) };
  const { counts } = order;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`Lệnh ${order.tieuDe}`}>
      <Stack gap={6}>
        <OrderSummary order={order} />
        <OrderLine label="QL bắt đầu" value={formatDateTime(order.qlStartAt)} />
        <OrderLine label="QL kết thúc" value={formatDateTime(order.qlEndAt)} />
        <Text size="sm" aria-label="Số nhân viên">
          Chờ: <b>{counts.pending}</b> · Đồng ý: <b>{counts.accepted}</b> · Từ chối: <b>{counts.declined}</b> · Hết hạn:{' '}
          <b>{counts.expired}</b>
        </Text>
        <Group gap={6} mt={4}>
          <Button size="xs" variant="default" onClick={() => onAction('detail', order)}>
            Chi tiết
          </Button>
          {canAssign(state) && (
            <Button size="xs" variant="light" onClick={() => onAction('assign', order)}>
              Gán nhân viên
            </Button>
          )}
          {canStart(state) && (
            <Button size="xs" color="blue" onClick={() => onAction('start', order)}>
              Bắt đầu
            </Button>
          )}
          {canCloseOut(state, counts.accepted) && (
            <Button size="xs" variant="light" color="orange" onClick={() => onAction('closeOut', order)}>
              Đóng ca
            </Button>
          )}
          {canEnd(state) && (
            <Button size="xs" color="green" onClick={() => onAction('end', order)}>
              Kết thúc
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
