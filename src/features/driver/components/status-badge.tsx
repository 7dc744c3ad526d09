import { Badge } from '@mantine/core';
import type { OutboxItem } from '@/offline/types';
import { STATUS_BADGES } from '../model/outbox-view';

/** 'Chờ gửi' / 'Đang gửi' / 'Đã gửi' / 'Cần xử lý' for an outbox item. */
export function OutboxStatusBadge({ item, size = 'lg' }: { item: Pick<OutboxItem, 'status'>; size?: 'md' | 'lg' }) {
  const badge = STATUS_BADGES[item.status];
  return (
    <Badge color={badge.color} variant="filled" size={size} radius="sm" style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}
