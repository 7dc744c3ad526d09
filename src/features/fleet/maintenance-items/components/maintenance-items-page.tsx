import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { IconBan, IconPencil, IconPlus, IconRestore, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  MAINTENANCE_ITEM_MESSAGES,
  MAINTENANCE_ITEM_PAGE_SIZES,
  type MaintenanceItem,
} from '@/contracts/fleet-catalogues';
import { formatNumber } from '@/lib/format';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { actionsColumn, activeColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useSearchText } from '../../shared/use-search-text';
import { useMaintenanceItemAction, useMaintenanceItems } from '../api/maintenance-items';
import { MaintenanceItemFormModal } from './maintenance-item-form-modal';

export type MaintenanceItemsSearch = { page: number; size: number; q?: string };

/** "Danh mục Hạng mục Bảo dưỡng": search, paged by name, create/edit, deactivate and restore. */
export function MaintenanceItemsPage({
  search,
  onSearch,
}: {
  search: MaintenanceItemsSearch;
  onSearch: (s: Partial<MaintenanceItemsSearch>) => void;
}) {
  const [text, setText] = useSearchText(search.q, onSearch);

  const items = useMaintenanceItems({ page: search.page, size: search.size, q: search.q });
  const action = useMaintenanceItemAction();
  const [editing, setEditing] = useState<{ item: MaintenanceItem | null } | null>(null);
  const deactivating = useConfirmRow<MaintenanceItem>();

  const confirmDeactivate = () => {
    if (!deactivating.row) return;
    action.mutate(
      { kind: 'deactivate', id: deactivating.row.id },
      deactivating.callbacks(
        (res) => res.message ?? MAINTENANCE_ITEM_MESSAGES.deactivated,
        MAINTENANCE_ITEM_MESSAGES.deleteError,
        { closeOnError: true },
      ),
    );
  };
  const restore = (item: MaintenanceItem) =>
    action.mutate(
      { kind: 'restore', id: item.id },
      {
        onSuccess: (res) => notifySuccess(res.message ?? MAINTENANCE_ITEM_MESSAGES.restored),
        onError: (error) => notifyError(error, MAINTENANCE_ITEM_MESSAGES.updateError),
      },
    );

  const columns: DataTableColumn<MaintenanceItem>[] = [
    {
      key: 'ten',
      header: 'Tên hạng mục',
      render: (i) => (
        <Text fw={600} size="sm" c={i.active ? undefined : 'dimmed'}>
          {i.tenHangMuc}
        </Text>
      ),
    },
    {
      key: 'km',
      header: 'Định kỳ (km)',
      align: 'right',
      width: 130,
      render: (i) => (i.chuKyKm ? formatNumber(i.chuKyKm) : '—'),
    },
    {
      key: 'ghiChu',
      header: 'Ghi chú',
      render: (i) => (
        <Text size="sm" c={i.ghiChu ? undefined : 'dimmed'} lineClamp={2}>
          {i.ghiChu ?? '—'}
        </Text>
      ),
    },
    activeColumn('Ngưng sử dụng'),
    actionsColumn(100, (i) => (
      <>
        <RowAction
          tooltip="Sửa"
          label={`Sửa ${i.tenHangMuc}`}
          icon={IconPencil}
          onClick={() => setEditing({ item: i })}
        />
        {i.active ? (
          <RowAction
            tooltip="Ngưng sử dụng"
            label={`Ngưng sử dụng ${i.tenHangMuc}`}
            icon={IconBan}
            color="red"
            onClick={() => deactivating.open(i)}
          />
        ) : (
          <RowAction
            tooltip="Khôi phục"
            label={`Khôi phục ${i.tenHangMuc}`}
            icon={IconRestore}
            color="green"
            loading={action.isPending && action.variables?.kind === 'restore' && action.variables.id === i.id}
            onClick={() => restore(i)}
          />
        )}
      </>
    )),
  ];

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Danh mục Hạng mục Bảo dưỡng"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ item: null })}>
            Thêm hạng mục
          </Button>
        }
      />
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label="Tìm kiếm"
            placeholder="Tên hạng mục…"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <PagedTable
            label="Danh sách hạng mục bảo dưỡng"
            columns={columns}
            query={items}
            rowKey={(i) => i.id}
            error={items.error}
            errorText={MAINTENANCE_ITEM_MESSAGES.loadError}
            emptyText={search.q ? 'Không tìm thấy hạng mục phù hợp.' : 'Chưa có hạng mục nào.'}
            page={search.page}
            size={search.size}
            pageSizes={MAINTENANCE_ITEM_PAGE_SIZES}
            onPaging={onSearch}
          />
        </Stack>
      </Card>
      <MaintenanceItemFormModal
        opened={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmAction
        opened={deactivating.row !== null}
        title="Ngưng sử dụng hạng mục"
        message={`Ngưng sử dụng hạng mục "${deactivating.row?.tenHangMuc ?? ''}"?`}
        confirmLabel="Ngưng sử dụng"
        loading={action.isPending}
        onConfirm={confirmDeactivate}
        onCancel={() => deactivating.close()}
      >
        <Text size="sm" c="dimmed">
          Hạng mục sẽ không còn xuất hiện khi tạo phiếu bảo dưỡng; các phiếu cũ vẫn giữ nguyên. Có thể khôi phục lại bất
          cứ lúc nào.
        </Text>
      </ConfirmAction>
    </Stack>
  );
}
