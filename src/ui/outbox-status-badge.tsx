import { Badge } from '@mantine/core';
import type { OutboxItem } from '@/offline/types';
import { OUTBOX_STATUS_BADGES } from '@/ui/outbox-status';

/** 'Chờ gửi' / 'Đang gửi' / 'Đã gửi' / 'Cần xử lý' for an outbox item. */
export function OutboxStatusBadge({ item, size = 'lg' }: { item: Pick<OutboxItem, 'status'>; size?: 'md' | 'lg' }) {
  const badge = OUTBOX_STATUS_BADGES[item.status];
  return (
    <Badge color={badge.color} variant="filled" size={size} radius="sm" style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}
