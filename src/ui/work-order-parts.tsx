/**
 * How a work order reads wherever it shows (spec 002 §2.7, §2.8, §3): its badges, the summary at
 * the top of a card, and the information block of a detail — the office's kanban and detail and
 * the employee's columns and popup share these.
 */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { WorkOrder } from '@/contracts/work-orders';
import {
  kanbanColumnOf,
  REWARD_TYPE_LABELS,
  WORK_ORDER_STATUS_COLORS,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_TYPE_LABELS,
} from '@/contracts/work-orders-vocabulary';
import { formatDateTime, formatMoney } from '@/lib/format';
import { InfoList } from './info-list';
import { PhotoThumb } from './photo-thumb';

/** Type, reward type and status of an order. */
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

/** One label / value line of a card. */
export const OrderLine = ({ label, value }: { label: string; value: string }) => (
  <Group gap={6} wrap="nowrap" justify="space-between">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500} ta="right">
      {value || '—'}
    </Text>
  </Group>
);

/** Unit pay with its unit: '50.000 đ/giờ' or '300.000 đ/công'. */
export const unitPay = (order: Pick<WorkOrder, 'tienCong' | 'kieuThuong'>) =>
  `${formatMoney(order.tienCong)}/${order.kieuThuong === 'HOURLY' ? 'giờ' : 'công'}`;

/** The top of an order's card: title, description, badges, planned start and end, unit pay. */
export function OrderSummary({ order }: { order: WorkOrder }) {
  return (
    <>
      <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
        {order.tieuDe}
      </Title>
      {order.moTa && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {order.moTa}
        </Text>
      )}
      <OrderBadges order={order} />
      <OrderLine label="Bắt đầu" value={formatDateTime(order.batDau)} />
      <OrderLine label="Kết thúc dự kiến" value={formatDateTime(order.ketThuc)} />
      <OrderLine label="Đơn giá" value={unitPay(order)} />
    </>
  );
}

/** A place: its text, else the coordinates to 6 decimals (spec 002 §9). */
export const placeText = (text: string | null, lat: number | null, lng: number | null) =>
  text || (lat !== null && lng !== null ? `${lat.toFixed(6)}, ${lng.toFixed(6)}` : '');

/** The detail's information: badges, description, times, pay, the manager's start/end with photos. */
export function OrderInfo({ order: lenh }: { order: WorkOrder }) {
  return (
    <Stack gap="md">
      <OrderBadges order={lenh} />
      {lenh.moTa && <Text size="sm">{lenh.moTa}</Text>}
      <InfoList
        items={[
          { label: 'Bắt đầu', value: formatDateTime(lenh.batDau) },
          { label: 'Kết thúc dự kiến', value: formatDateTime(lenh.ketThuc) },
          { label: 'Đơn giá', value: unitPay(lenh) },
          { label: 'Người tạo', value: lenh.nguoiTao },
          { label: 'Quản lý bắt đầu lúc', value: formatDateTime(lenh.qlStartAt) },
          { label: 'Quản lý kết thúc lúc', value: formatDateTime(lenh.qlEndAt) },
          { label: 'Địa điểm bắt đầu', value: placeText(lenh.qlStartDiaDiemText, lenh.qlStartLat, lenh.qlStartLng) },
          { label: 'Địa điểm kết thúc', value: placeText(lenh.qlEndDiaDiemText, lenh.qlEndLat, lenh.qlEndLng) },
        ]}
      />
      {(lenh.qlStartAnhUrl || lenh.qlEndAnhUrl) && (
        <Group gap="md">
          {[
            { url: lenh.qlStartAnhUrl, alt: 'Ảnh bắt đầu lệnh' },
            { url: lenh.qlEndAnhUrl, alt: 'Ảnh kết thúc lệnh' },
          ].map(
            (p) =>
              p.url && (
                <Stack key={p.alt} gap={4} align="center">
                  <PhotoThumb url={p.url} alt={p.alt} size={120} />
                  <Text size="xs" c="dimmed">
                    {p.alt}
                  </Text>
                </Stack>
              ),
          )}
        </Group>
      )}
    </Stack>
  );
}
