import { Alert, Anchor, Badge, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ORDER_MESSAGES, ORDER_TYPE_LABELS } from '@/contracts/fleet-orders';
import { formatDateTime } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';
import { failureText } from '@/ui/notify';
import { formatAppointment, OrderProgress, OrderStatusBadge } from '@/ui/order-progress';
import { useOrder } from '../api/get-orders';

/** Read-only detail with the six-step progress (spec 003 §2): done steps carry their time. */
export function OrderDetailModal({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = useOrder(orderId);
  const o = order.data;

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
              Hẹn: <b>{formatAppointment(o.thoiGianHen)}</b>
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
          <OrderProgress order={o} />
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
