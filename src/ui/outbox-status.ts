import type { OutboxStatus } from '@/offline/types';

/** How an outbox item's state reads on every screen that shows one (badges, cards, the clock). */
export const OUTBOX_STATUS_BADGES: Record<OutboxStatus, { label: string; color: string }> = {
  queued: { label: 'Chờ gửi', color: 'orange' },
  sending: { label: 'Đang gửi', color: 'blue' },
  sent: { label: 'Đã gửi', color: 'green' },
  'needs-attention': { label: 'Cần xử lý', color: 'red' },
};
