import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  ENTRY_STATUS_LABELS,
  EXIT_STATUS_LABELS,
  WORK_ASSIGNMENT_STATUS_COLORS,
  WORK_ASSIGNMENT_STATUS_LABELS,
} from '@/contracts/work-orders-vocabulary';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { OrderLine, OrderSummary } from '@/ui/work-order-parts';
import type { MyOrderView } from '../model/my-orders';

export type MyOrderAction = 'accept' | 'decline' | 'check-in' | 'check-out' | 'detail';

/** Why an accepted order offers no button yet: the employee should not wonder. */
function waitingText({ order }: MyOrderView): string | null {
  if (order.trangThaiPhanCong !== 'ACCEPTED' || order.canCheckIn || order.canCheckOut) return null;
  if (order.chamCong?.gioVao && !order.chamCong.gioRa && order.trangThai === 'DRAFT') {
    return 'Đã check-in. Check-out được khi quản lý bắt đầu lệnh.';
  }
  return null;
}

/**
 * One of the employee's orders (spec 002 §2.8): the summary, their own answer and check-in/out,
 * what is still waiting to be sent, and the one next action as a big button.
 */
export function MyOrderCard({ view, onAction }: { view: MyOrderView; onAction: (a: MyOrderAction) => void }) {
  const { order, waitingOn, refused } = view;
  const c = order.chamCong;
  const hint = waitingText(view);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`Lệnh ${order.tieuDe}`}>
      <Stack gap={6}>
        <OrderSummary order={order} />
        <Group gap={6} justify="space-between">
          <Badge color={WORK_ASSIGNMENT_STATUS_COLORS[order.trangThaiPhanCong]} variant="light">
            {WORK_ASSIGNMENT_STATUS_LABELS[order.trangThaiPhanCong]}
          </Badge>
          {waitingOn && <OutboxStatusBadge item={waitingOn} size="md" />}
        </Group>
        {c?.gioVao && (
          <OrderLine
            label="Check-in"
            value={`${formatDateTime(c.gioVao)}${c.vaoTrangThai ? ` · ${ENTRY_STATUS_LABELS[c.vaoTrangThai]}` : ''}`}
          />
        )}
        {c?.gioRa && (
          <OrderLine
            label="Check-out"
            value={`${formatDateTime(c.gioRa)}${c.raTrangThai ? ` · ${EXIT_STATUS_LABELS[c.raTrangThai]}` : ''}`}
          />
        )}
        {c?.soTienThuong !== null && c?.soTienThuong !== undefined && (
          <OrderLine
            label="Tiền thưởng"
            value={`${formatMoney(c.soTienThuong)}${
              c.soCongThuong !== null
                ? ` (${formatNumber(c.soCongThuong)} công)`
                : c.soGioThuong !== null
                  ? ` (${formatNumber(c.soGioThuong)} giờ)`
                  : ''
            }`}
          />
        )}
        {refused && (
          <Alert color="red" variant="light" p="xs" title="Máy chủ từ chối thao tác">
            <Text size="sm">{refused.lastError?.message}</Text>
            <Button component={Link} to="/tai-xe-hang-doi" variant="subtle" color="red" size="compact-sm" px={0}>
              Mở hàng đợi gửi
            </Button>
          </Alert>
        )}
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        <Group gap={8} mt={4} grow>
          {order.canAnswer && (
            <>
              <Button h={48} color="green.8" onClick={() => onAction('accept')}>
                Đồng ý
              </Button>
              <Button h={48} variant="default" c="red.8" onClick={() => onAction('decline')}>
                Từ chối
              </Button>
            </>
          )}
          {order.canCheckIn && (
            <Button h={48} color="teal.9" onClick={() => onAction('check-in')}>
              Check-in
            </Button>
          )}
          {order.canCheckOut && (
            <Button h={48} color="orange.9" onClick={() => onAction('check-out')}>
              Check-out
            </Button>
          )}
        </Group>
        <Button variant="subtle" h={44} onClick={() => onAction('detail')}>
          Chi tiết
        </Button>
      </Stack>
    </Card>
  );
}
