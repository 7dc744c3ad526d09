import { Button, Card, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import {
  ORDER_MESSAGES,
  ORDER_PAGE_SIZES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPE_LABELS,
  type OrderListQuery,
  type OrderStatus,
  type TransportOrder,
} from '@/contracts/fleet-orders';
import { ApiClientError } from '@/lib/client-error';
import { formatDateTime } from '@/lib/format';
import type { DataTableColumn } from '@/ui/data-table';
import { formatAppointment, OrderStatusBadge } from '@/ui/order-progress';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { useDrivers, useVehicleOptions } from '../../shared/api/get-lookups';
import { DriverFilter, VehicleFilter } from '../../shared/components/id-filters';
import { useSearchText } from '../../shared/use-search-text';
import { useOrders } from '../api/get-orders';
import { CreateOrderModal } from './create-order-modal';
import { OrderDetailModal } from './order-detail-modal';

export type OrdersSearch = {
  page: number;
  size: number;
  trangThai: OrderStatus | 'ALL';
  q?: string;
  taiXeId?: number;
  xeId?: number;
};

const Nowrap = ({ children }: { children: ReactNode }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** "Quản lý Đơn hàng": filters, status tabs, server-paged table, create and read-only detail. */
export function OrdersPage({
  search,
  onSearch,
}: {
  search: OrdersSearch;
  onSearch: (s: Partial<OrdersSearch>) => void;
}) {
  const [text, setText] = useSearchText(search.q, onSearch, { trim: false });
  const [creating, setCreating] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);

  const params: OrderListQuery = {
    page: search.page,
    size: search.size,
    sort: 'ngayTao,desc',
    trangThai: search.trangThai === 'ALL' ? undefined : search.trangThai,
    q: search.q,
    taiXeId: search.taiXeId,
    xeId: search.xeId,
  } as OrderListQuery;
  const orders = useOrders(params);
  const drivers = useDrivers();
  const vehicles = useVehicleOptions();

  const columns: DataTableColumn<TransportOrder>[] = [
    { key: 'id', header: 'Mã', width: 70, render: (o) => `#${o.id}` },
    {
      key: 'ten',
      header: 'Tên đơn hàng',
      render: (o) => (
        <Text size="sm" fw={500} title={o.tenDonHang}>
          {truncate(o.tenDonHang, 40)}
        </Text>
      ),
    },
    { key: 'loai', header: 'Loại', render: (o) => <Nowrap>{ORDER_TYPE_LABELS[o.loaiDonHang]}</Nowrap> },
    { key: 'taiXe', header: 'Tài xế', render: (o) => o.tenTaiXe },
    { key: 'xe', header: 'Xe', render: (o) => <Nowrap>{o.xeBienSo ?? '—'}</Nowrap> },
    {
      key: 'hen',
      header: 'Thời gian hẹn',
      render: (o) => <Nowrap>{formatAppointment(o.thoiGianHen)}</Nowrap>,
    },
    { key: 'trangThai', header: 'Trạng thái', render: (o) => <OrderStatusBadge status={o.trangThai} /> },
    { key: 'ngayTao', header: 'Ngày tạo', render: (o) => <Nowrap>{formatDateTime(o.ngayTao)}</Nowrap> },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (o) => (
        <Button size="xs" variant="light" onClick={() => setDetailId(o.id)}>
          Chi tiết
        </Button>
      ),
    },
  ];

  const loadError = orders.error
    ? new ApiClientError({
        status: orders.error instanceof ApiClientError ? orders.error.status : 0,
        code: 'LIST',
        message:
          orders.error instanceof ApiClientError && orders.error.status > 0
            ? orders.error.message
            : ORDER_MESSAGES.listFailed,
      })
    : undefined;

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Quản lý Đơn hàng"
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            Tạo đơn hàng
          </Button>
        }
      />
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              label="Tìm kiếm"
              placeholder="Tên đơn, biển số, tài xế…"
              leftSection={<IconSearch size={16} />}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              w={{ base: '100%', sm: 280 }}
            />
            <DriverFilter
              drivers={drivers.data}
              w={{ base: '100%', sm: 220 }}
              value={search.taiXeId}
              onChange={(taiXeId) => onSearch({ taiXeId, page: 0 })}
            />
            <VehicleFilter
              vehicles={vehicles.data}
              value={search.xeId}
              onChange={(xeId) => onSearch({ xeId, page: 0 })}
              w={{ base: '100%', sm: 180 }}
            />
          </Group>
          <Tabs
            value={search.trangThai}
            onChange={(v) => onSearch({ trangThai: (v ?? 'ALL') as OrdersSearch['trangThai'], page: 0 })}
          >
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              <Tabs.Tab value="ALL">Tất cả</Tabs.Tab>
              {ORDER_STATUSES.map((s) => (
                <Tabs.Tab key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <PagedTable
            label="Danh sách đơn hàng"
            columns={columns}
            query={orders}
            rowKey={(o) => o.id}
            error={loadError}
            emptyText="Không có đơn hàng nào."
            page={search.page}
            size={search.size}
            pageSizes={ORDER_PAGE_SIZES}
            onPaging={onSearch}
            onRowClick={(o) => setDetailId(o.id)}
          />
        </Stack>
      </Card>
      <CreateOrderModal opened={creating} onClose={() => setCreating(false)} />
      <OrderDetailModal orderId={detailId} onClose={() => setDetailId(null)} />
    </Stack>
  );
}
