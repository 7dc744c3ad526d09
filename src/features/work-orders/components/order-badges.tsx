import { Badge, Group } from '@mantine/core';
import {
  kanbanColumnOf,
  REWARD_TYPE_LABELS,
  WORK_ORDER_STATUS_COLORS,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_TYPE_LABELS,
  type WorkOrder,
} from '@/contracts/work-orders';

/** Type, reward type and status of an order, as the cards and the detail show them. */
export function OrderBadges({ order }: { order: WorkOrder }) {
  const status = kanbanColumnOf(order.trangThai);
  return (
    <Group gap={6}>
      <Badge variant="light" color="indigo">
        {WORK_ORDER_TYPE_LABELS[order.loaiLenh] ?? order.loaiLenh}
      </Badge>
      <Badge variant="light" color="teal">
        {REWARD_TYPE_LABELS[order.kieuThuong] ?? order.kieuThuong}
      </Badge>
      <Badge color={WORK_ORDER_STATUS_COLORS[status]}>{WORK_ORDER_STATUS_LABELS[status]}</Badge>
    </Group>
  );
}
