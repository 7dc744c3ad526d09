import { Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { TicketStatus } from '@/contracts/fleet';
import { MAINTENANCE_MESSAGES, type MaintenanceTicket } from '@/contracts/fleet-maintenance';
import { TICKET_STATUS_LABELS, TICKET_STATUSES, TICKET_TYPE_LABELS } from '@/contracts/fleet-vocabulary';
import { TICKET_PAGE_SIZES } from '@/contracts/vocabulary';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { DataTableColumn } from '@/ui/data-table';
import { listError } from '@/ui/error-text';
import { CrumbHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { DriverFilter, VehicleFilter } from '../../shared/components/id-filters';
import { plateColumn } from '../../shared/components/plate-column';
import { useSearchText } from '../../shared/use-search-text';
import { useDriverOptions, useVehicleOptions } from '../api/get-lookups';
import { type TicketListParams, useTickets } from '../api/get-tickets';
import { TicketStatusBadge } from './status-badge';
import { TicketCreateModal } from './ticket-create-modal';
import { TicketDetailModal } from './ticket-detail-modal';

export { TICKET_PAGE_SIZES };
export type TicketTab = TicketStatus | 'ALL';
export type TicketSearch = {
  tab: TicketTab;
  q?: string;
  xeId?: number;
  taiXeId?: number;
  page: number;
  size: number;
  id?: number;
};

export function toListParams(s: TicketSearch): TicketListParams {
  return {
    page: s.page,
    size: s.size,
    trangThai: s.tab === 'ALL' ? undefined : s.tab,
    q: s.q,
    xeId: s.xeId,
    taiXeId: s.taiXeId,
  };
}

const clip = (text: string, n = 40) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

const columns: DataTableColumn<MaintenanceTicket>[] = [
  { key: 'id', header: 'Mã', width: 70, render: (t) => `#${t.id}` },
  plateColumn(),
  { key: 'loai', header: 'Loại', width: 130, render: (t) => TICKET_TYPE_LABELS[t.loaiBaoDuong] },
  {
    key: 'noiDung',
    header: 'Nội dung công việc',
    render: (t) => (
      <Stack gap={0}>
        <Text size="sm" title={t.noiDungCongViec}>
          {clip(t.noiDungCongViec)}
        </Text>
        {t.tenHangMuc && (
          <Text size="xs" c="dimmed">
            {t.tenHangMuc}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'nguoiTao', header: 'Người tạo', width: 160, render: (t) => t.tenNguoiTao ?? '—' },
  { key: 'ngayTao', header: 'Ngày tạo', width: 140, render: (t) => formatDateTime(t.ngayTao) },
  {
    key: 'gia',
    header: 'Gara / Giá',
    width: 200,
    render: (t) =>
      t.garaDeXuat ? (
        <Stack gap={0}>
          <Text size="sm">{clip(t.garaDeXuat, 30)}</Text>
          <Text size="xs" c="dimmed">
            {formatMoney(t.chiPhiThucTe ?? t.giaDuocDuyet ?? t.giaDeXuat)}
          </Text>
        </Stack>
      ) : (
        '—'
      ),
  },
  { key: 'trangThai', header: 'Trạng thái', width: 140, render: (t) => <TicketStatusBadge status={t.trangThai} /> },
];

/** 'Quản lý bảo dưỡng & sửa chữa': status tabs, search, vehicle/driver filters, paged table. */
export function TicketsPage({
  search,
  onSearch,
}: {
  search: TicketSearch;
  onSearch: (p: Partial<TicketSearch>) => void;
}) {
  const tickets = useTickets(toListParams(search));
  const vehicles = useVehicleOptions();
  const drivers = useDriverOptions();
  const [createOpen, setCreateOpen] = useState(false);
  const [q, setQ] = useSearchText(search.q, onSearch, { trim: false });

  return (
    <Stack gap="md">
      <CrumbHeader
        crumb="Bảo dưỡng & sửa chữa"
        title="Quản lý bảo dưỡng & sửa chữa"
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreateOpen(true)}>
            Tạo Phiếu Mới
          </Button>
        }
      />

      <Tabs value={search.tab} onChange={(v) => onSearch({ tab: (v ?? 'CHO_DUYET') as TicketTab, page: 0 })}>
        <Tabs.List>
          {TICKET_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {TICKET_STATUS_LABELS[s]}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="ALL">Tất cả</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Tìm kiếm"
          placeholder="Biển số, nội dung, người tạo"
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={300}
        />
        <VehicleFilter vehicles={vehicles.data} value={search.xeId} onChange={(xeId) => onSearch({ xeId, page: 0 })} />
        <DriverFilter
          drivers={drivers.data}
          label="Tài xế / người tạo"
          placeholder="Tất cả"
          value={search.taiXeId}
          onChange={(taiXeId) => onSearch({ taiXeId, page: 0 })}
        />
      </Group>

      <PagedTable
        label="Danh sách phiếu bảo dưỡng"
        columns={columns}
        query={tickets}
        rowKey={(t) => t.id}
        error={listError(tickets.error, MAINTENANCE_MESSAGES.listError)}
        emptyText="Không có phiếu nào."
        page={search.page}
        size={search.size}
        pageSizes={TICKET_PAGE_SIZES}
        onPaging={onSearch}
        onRowClick={(t) => onSearch({ id: t.id })}
        minWidth={1100}
      />

      <TicketCreateModal
        opened={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={(id) => onSearch({ id })}
      />
      <TicketDetailModal id={search.id ?? null} onClose={() => onSearch({ id: undefined })} />
    </Stack>
  );
}
