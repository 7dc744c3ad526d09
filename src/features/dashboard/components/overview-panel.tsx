/**
 * The dispatcher's first look (beyond the spec): what waits for approval, papers running out, today's
 * orders, vehicles by status and open critical defects — each linking to the screen that handles it,
 * already filtered. Loaded lazily with its charts, so no other route carries recharts.
 */
import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Badge, Card, ColorSwatch, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertOctagon,
  IconArrowRight,
  IconCash,
  IconFileAlert,
  IconGasStation,
  IconReceipt,
} from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DashboardOverview, ExpiringDocument, OpenDefect } from '@/contracts/dashboard';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from '@/contracts/fleet-orders';
import { VEHICLE_STATUS_COLORS } from '@/contracts/fleet-vehicles';
import { NEAR_EXPIRY_DAYS, VEHICLE_STATUS_LABELS } from '@/contracts/fleet-vocabulary';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { EmptyView } from '@/ui/query-state';
import { RouterAnchor } from '@/ui/router-link';

// The screens' own first page, filtered: linkOptions checks each path and search against its route.
const firstPage = { page: 0, size: 10 } as const;
const LINKS = {
  fuelPending: linkOptions({ to: '/quan-ly-xang-dau', search: { ...firstPage, tab: 'CHO_DUYET' } }),
  quotesPending: linkOptions({ to: '/quan-ly-bao-duong', search: { ...firstPage, tab: 'CHO_DUYET' } }),
  paymentsPending: linkOptions({ to: '/quan-ly-bao-duong', search: { ...firstPage, tab: 'CHO_THANH_TOAN' } }),
  documents: linkOptions({ to: '/quan-ly-giay-to' }),
  checklistErrors: linkOptions({ to: '/quan-ly-checklist', search: { ...firstPage, result: 'errors' } }),
  vehicles: linkOptions({ to: '/danh-sach-xe' }),
  orders: linkOptions({ to: '/quan-ly-don-hang' }),
};
type LinkTarget = (typeof LINKS)[keyof typeof LINKS];

const defectLink = (d: OpenDefect) =>
  linkOptions({
    to: '/quan-ly-checklist',
    search: { ...firstPage, result: 'errors', xeId: d.xeId, id: d.checklistLogId },
  });

/** A card that is one link to a console screen. */
function LinkCard({ target, label, children }: { target: LinkTarget; label: string; children: ReactNode }) {
  return (
    <RouterAnchor {...target} aria-label={label} underline="never" c="inherit" display="block">
      <Card withBorder radius="lg" padding="lg" h="100%">
        {children}
      </Card>
    </RouterAnchor>
  );
}

function Tile({
  label,
  value,
  hint,
  color,
  icon,
  target,
  testId,
}: {
  label: string;
  value: number;
  hint?: string;
  color: string;
  icon: ReactNode;
  target: LinkTarget;
  testId: string;
}) {
  return (
    <LinkCard target={target} label={`${label}: ${value}`}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" fw={600} lh={1.3}>
            {label}
          </Text>
          <ThemeIcon size={32} radius="md" variant="light" color={color} style={{ flexShrink: 0 }}>
            {icon}
          </ThemeIcon>
        </Group>
        <Text fz={32} fw={800} lh={1.1} c={value > 0 ? color : undefined} data-testid={testId}>
          {formatNumber(value)}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </LinkCard>
  );
}

function Panel({
  title,
  link,
  children,
}: {
  title: string;
  link?: { target: LinkTarget; label: string };
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {link && (
          <RouterAnchor {...link.target} size="sm">
            <Group gap={4} wrap="nowrap">
              {link.label}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </RouterAnchor>
        )}
      </Group>
      {children}
    </Card>
  );
}

const daysLeftText = (d: ExpiringDocument) =>
  d.soNgayConLai < 0
    ? `Hết hạn ${-d.soNgayConLai} ngày`
    : d.soNgayConLai === 0
      ? 'Hết hạn hôm nay'
      : `Còn ${d.soNgayConLai} ngày`;

function DocumentRow({ doc }: { doc: ExpiringDocument }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {doc.tenHienThi}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {doc.xeBienSo ?? doc.nguoiDungHoTen ?? '—'} · {formatDate(doc.ngayHetHan)}
        </Text>
      </Stack>
      <Badge color={doc.soNgayConLai < 0 ? 'red' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
        {daysLeftText(doc)}
      </Badge>
    </Group>
  );
}

function DefectRow({ defect }: { defect: OpenDefect }) {
  return (
    <RouterAnchor {...defectLink(defect)} underline="never" c="inherit">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700}>{defect.xeBienSo}</Text>
          <Text size="sm" c="red.7" truncate>
            {defect.hangMucLoi.join(', ')}
          </Text>
          <Text size="xs" c="dimmed">
            {defect.tenTaiXe} · {formatDateTime(defect.thoiDiemThucHien)}
          </Text>
        </Stack>
        <IconArrowRight size={16} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </RouterAnchor>
  );
}

export function OverviewPanel({ data }: { data: DashboardOverview }) {
  const { choDuyet, giayTo, loiNghiemTrong } = data;
  const vehicles = data.xeTheoTrangThai.filter((r) => r.soLuong > 0);
  const vehicleTotal = vehicles.reduce((n, r) => n + r.soLuong, 0);
  const ordersTotal = data.donHangHomNay.reduce((n, r) => n + r.soLuong, 0);
  const orderBars = data.donHangHomNay.map((r) => ({
    // The count sits in the axis label: readable without hovering, on a phone too.
    trangThai: `${ORDER_STATUS_LABELS[r.trangThai]} (${formatNumber(r.soLuong)})`,
    soLuong: r.soLuong,
    color: `${ORDER_STATUS_COLORS[r.trangThai]}.6`,
  }));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing={{ base: 'sm', md: 'md' }}>
        <Tile
          label="Xăng dầu chờ duyệt"
          value={choDuyet.xangDau}
          color="blue"
          icon={<IconGasStation size={18} aria-hidden />}
          target={LINKS.fuelPending}
          testId="tile-xang-dau"
        />
        <Tile
          label="Báo giá chờ duyệt"
          value={choDuyet.baoGia}
          color="orange"
          icon={<IconReceipt size={18} aria-hidden />}
          target={LINKS.quotesPending}
          testId="tile-bao-gia"
        />
        <Tile
          label="Chờ thanh toán"
          value={choDuyet.thanhToan}
          color="grape"
          icon={<IconCash size={18} aria-hidden />}
          target={LINKS.paymentsPending}
          testId="tile-thanh-toan"
        />
        <Tile
          label="Giấy tờ sắp hết hạn"
          value={giayTo.sapHetHan}
          hint={`Trong ${NEAR_EXPIRY_DAYS} ngày · ${formatNumber(giayTo.daHetHan)} đã hết hạn`}
          color="orange"
          icon={<IconFileAlert size={18} aria-hidden />}
          target={LINKS.documents}
          testId="tile-giay-to"
        />
        <Tile
          label="Lỗi nghiêm trọng đang mở"
          value={loiNghiemTrong.soLuong}
          color="red"
          icon={<IconAlertOctagon size={18} aria-hidden />}
          target={LINKS.checklistErrors}
          testId="tile-loi"
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Panel title="Xe theo trạng thái" link={{ target: LINKS.vehicles, label: 'Danh sách xe' }}>
          {vehicleTotal === 0 ? (
            <EmptyView title="Chưa có xe nào" />
          ) : (
            <Group align="center" justify="center" gap="lg">
              <DonutChart
                size={160}
                thickness={24}
                withTooltip={false}
                chartLabel={`${formatNumber(vehicleTotal)} xe`}
                data={vehicles.map((r) => ({
                  name: VEHICLE_STATUS_LABELS[r.trangThai],
                  value: r.soLuong,
                  color: `${VEHICLE_STATUS_COLORS[r.trangThai]}.6`,
                }))}
              />
              <Stack gap={6} style={{ flex: 1, minWidth: 200 }} aria-label="Số xe theo trạng thái">
                {data.xeTheoTrangThai.map((r) => (
                  <Group key={r.trangThai} justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <ColorSwatch color={`var(--mantine-color-${VEHICLE_STATUS_COLORS[r.trangThai]}-6)`} size={12} />
                      <Text size="sm">{VEHICLE_STATUS_LABELS[r.trangThai]}</Text>
                    </Group>
                    <Text fw={700}>{formatNumber(r.soLuong)}</Text>
                  </Group>
                ))}
              </Stack>
            </Group>
          )}
        </Panel>

        <Panel
          title={`Đơn hàng hôm nay (${formatNumber(ordersTotal)})`}
          link={{ target: LINKS.orders, label: 'Quản lý đơn hàng' }}
        >
          {ordersTotal === 0 ? (
            <EmptyView title="Chưa có đơn hàng nào hôm nay" />
          ) : (
            <BarChart
              h={250}
              data={orderBars}
              dataKey="trangThai"
              orientation="vertical"
              series={[{ name: 'soLuong', label: 'Số đơn' }]}
              withTooltip={false}
              gridAxis="none"
              withXAxis={false}
              yAxisProps={{ width: 140, interval: 0 }}
            />
          )}
        </Panel>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Panel title="Giấy tờ cần gia hạn" link={{ target: LINKS.documents, label: 'Quản lý giấy tờ' }}>
          {giayTo.ganNhat.length === 0 ? (
            <EmptyView title={`Không có giấy tờ nào hết hạn trong ${NEAR_EXPIRY_DAYS} ngày tới`} />
          ) : (
            <Stack gap="sm">
              {giayTo.ganNhat.map((d) => (
                <DocumentRow key={d.id} doc={d} />
              ))}
            </Stack>
          )}
        </Panel>
        <Panel title="Lỗi nghiêm trọng đang mở" link={{ target: LINKS.checklistErrors, label: 'Lịch sử checklist' }}>
          {loiNghiemTrong.ganNhat.length === 0 ? (
            <EmptyView title="Không có lỗi nghiêm trọng nào đang mở" />
          ) : (
            <Stack gap="sm">
              {loiNghiemTrong.ganNhat.map((d) => (
                <DefectRow key={d.checklistLogId} defect={d} />
              ))}
            </Stack>
          )}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}

export default OverviewPanel;
