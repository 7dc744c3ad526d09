import { Badge } from '@mantine/core';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from '@/contracts/fleet-orders';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant="light"
      style={{ overflow: 'visible', flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
