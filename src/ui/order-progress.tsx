/**
 * A transport order's status badge and its six-step progress (spec 003 §2/§4), shared by the
 * office's read-only detail and the driver's detail. The driver's copy may show steps this phone
 * has taken but not sent yet (`pending`), dated with the device time and marked as waiting.
 */
import { Badge, type BadgeProps, Group, Text, Timeline } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_STEPS,
  type OrderStatus,
  type TransportOrder,
} from '@/contracts/fleet-orders';
import { formatDateTime } from '@/lib/format';
import { OUTBOX_STATUS_BADGES } from './outbox-status';

export function OrderStatusBadge({
  status,
  size,
  variant = 'light',
}: {
  status: OrderStatus;
  size?: BadgeProps['size'];
  /** 'filled' on the driver's phone: light badges wash out in the sun. */
  variant?: 'light' | 'filled';
}) {
  return (
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant={variant}
      size={size}
      style={{ overflow: 'visible', flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** thoiGianHen is a zone-less Vietnam wall-clock time; '—' when there is none. */
export const formatAppointment = (thoiGianHen: string | null) =>
  thoiGianHen ? formatDateTime(`${thoiGianHen}+07:00`) : '—';

type StepTimes = Pick<
  TransportOrder,
  | 'ngayTao'
  | 'thoiDiemNhanDon'
  | 'thoiDiemDenDiemLay'
  | 'thoiDiemLayHangXong'
  | 'thoiDiemDenDiemGiao'
  | 'thoiDiemHoanThanh'
>;
export type ProgressOrder = Pick<TransportOrder, 'trangThai' | 'loaiDonHang'> & StepTimes;

export interface ProgressStep {
  status: OrderStatus;
  label: string;
  at: string | null;
  done: boolean;
}

/**
 * The steps an order shows: a LAY_HANG order has no delivery stop. A step is done when it has a
 * time or the order is past it (a skipped pickup has no arrival time); a failed order only counts
 * the steps it timed.
 */
export function progressSteps(order: ProgressOrder): ProgressStep[] {
  const reached = ORDER_STATUSES.indexOf(order.trangThai);
  return ORDER_STEPS.filter((s) => !(order.loaiDonHang === 'LAY_HANG' && s.status === 'DA_DEN_DIEM_GIAO')).map((s) => {
    const at = (order[s.at as keyof StepTimes] as string | null) ?? null;
    const done = Boolean(at) || (order.trangThai !== 'THAT_BAI' && ORDER_STATUSES.indexOf(s.status) <= reached);
    return { status: s.status, label: s.label, at, done };
  });
}

/** The progress list; `pending` steps were taken on this phone and are not on the server yet. */
export function OrderProgress({
  order,
  pending,
  large = false,
}: {
  order: ProgressOrder;
  pending?: ReadonlySet<OrderStatus>;
  /** The driver's phone: bigger bullets and text. */
  large?: boolean;
}) {
  const steps = progressSteps(order);
  const active = steps.reduce((last, s, i) => (s.done ? i : last), -1);
  const waiting = OUTBOX_STATUS_BADGES.queued;
  return (
    <Timeline active={active} bulletSize={large ? 28 : 22} lineWidth={large ? 3 : 2} aria-label="Tiến trình đơn hàng">
      {steps.map((s) => (
        <Timeline.Item
          key={s.status}
          bullet={s.done ? <IconCheck size={large ? 16 : 12} aria-hidden /> : undefined}
          title={
            <Text fw={large ? 700 : 600} size={large ? 'md' : 'sm'}>
              {s.label}
            </Text>
          }
          data-done={s.done ? 'true' : 'false'}
          data-pending={pending?.has(s.status) ? 'true' : undefined}
        >
          <Group gap={6}>
            <Text size={large ? 'sm' : 'xs'} c={large ? 'dark.4' : 'dimmed'}>
              {s.at ? formatDateTime(s.at) : s.done ? 'Bỏ qua' : 'Chưa thực hiện'}
            </Text>
            {pending?.has(s.status) && (
              <Badge color={waiting.color} variant="filled" size="sm" radius="sm">
                {waiting.label}
              </Badge>
            )}
          </Group>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
