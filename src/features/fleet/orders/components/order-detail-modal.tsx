import { Alert, Anchor, Badge, Divider, Group, Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ORDER_MESSAGES, ORDER_STATUSES, ORDER_STEPS, ORDER_TYPE_LABELS } from '@/contracts/fleet-orders';
import { formatDateTime } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';
import { failureText } from '../../shared/notify';
import { useOrder } from '../api/get-orders';
import { OrderStatusBadge } from './order-status-badge';

/** Read-only detail with the six-step progress (spec 003 §2): done steps carry their time. */
export function OrderDetailModal({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = useOrder(orderId);
  const o = order.data;
  const reached = o ? ORDER_STATUSES.indexOf(o.trangThai) : -1;
  // A LAY_HANG order has no delivery stop; a skipped pickup has no arrival time.
  const steps = o ? ORDER_STEPS.filter((s) => !(o.loaiDonHang === 'LAY_HANG' && s.status === 'DA_DEN_DIEM_GIAO')) : [];
  const done = (s: (typeof ORDER_STEPS)[number]) =>
    Boolean(o?.[s.at]) || (o?.trangThai !== 'THAT_BAI' && ORDER_STATUSES.indexOf(s.status) <= reached);
  const active = steps.reduce((last, s, i) => (done(s) ? i : last), -1);

  return (
    <Modal
      opened={orderId !== null}
      onClose={onClose}
      title={o ? `Đơn hàng #${o.id}` : 'Chi tiết đơn hàng'}
      size="lg"
      centered
    >
      {order.isLoading && <Loader size="sm" />}
      {order.error && (
        <Alert color="red" role="alert">
          {failureText(order.error, ORDER_MESSAGES.detailFailed)}
        </Alert>
      )}
      {o && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>{o.tenDonHang}</Text>
            <OrderStatusBadge status={o.trangThai} />
          </Group>
          <Group gap="xl" wrap="wrap">
            <Text size="sm">
              Loại: <b>{ORDER_TYPE_LABELS[o.loaiDonHang]}</b>
            </Text>
            <Text size="sm">
              Tài xế: <b>{o.tenTaiXe}</b>
            </Text>
            <Text size="sm">
              Xe: <b>{o.xeBienSo ?? '—'}</b>
            </Text>
            <Text size="sm">
              Hẹn: <b>{o.thoiGianHen ? formatDateTime(`${o.thoiGianHen}+07:00`) : '—'}</b>
            </Text>
          </Group>
          {o.ghiChu && <Text size="sm">Ghi chú: {o.ghiChu}</Text>}
          {o.fileUrl &&
            (o.fileUrl.startsWith('/api/files/') ? (
              <AuthImage src={o.fileUrl} alt="Tệp đính kèm đơn hàng" mah={240} fit="contain" />
            ) : (
              <Anchor href={o.fileUrl} target="_blank" rel="noreferrer" size="sm">
                Mở tệp đính kèm
              </Anchor>
            ))}
          <Divider label="Tiến trình" labelPosition="left" />
          <Timeline active={active} bulletSize={22} lineWidth={2} aria-label="Tiến trình đơn hàng">
            {steps.map((s) => {
              const at = o[s.at] as string | null;
              return (
                <Timeline.Item
                  key={s.status}
                  bullet={done(s) ? <IconCheck size={12} /> : undefined}
                  title={s.label}
                  data-done={done(s) ? 'true' : 'false'}
                >
                  <Text size="xs" c="dimmed">
                    {at ? formatDateTime(at) : done(s) ? 'Bỏ qua' : 'Chưa thực hiện'}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
          {o.trangThai === 'THAT_BAI' && (
            <Alert color="red" icon={<IconX size={16} />} title="Thất bại">
              <Text size="sm">{o.lyDoThatBai ?? ''}</Text>
              {o.thoiDiemThatBai && (
                <Badge color="red" variant="light" mt={4}>
                  {formatDateTime(o.thoiDiemThatBai)}
                </Badge>
              )}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            Tạo bởi {o.tenNguoiTao ?? '—'} lúc {formatDateTime(o.ngayTao)}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
