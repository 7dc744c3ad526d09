import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBan, IconPencil, IconPlus, IconRestore, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  MAINTENANCE_ITEM_MESSAGES,
  MAINTENANCE_ITEM_PAGE_SIZES,
  type MaintenanceItem,
} from '@/contracts/fleet-catalogues';
import { formatNumber } from '@/lib/format';
import { ConfirmAction } from '@/ui/confirm-action';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '../../dispatch/components/page-header';
import { notifyError, notifySuccess } from '../../dispatch/notify';
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
  const [text, setText] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((debounced || undefined) !== search.q) onSearch({ q: debounced || undefined, page: 0 });
  }, [debounced, search.q, onSearch]);

  const items = useMaintenanceItems({ page: search.page, size: search.size, q: search.q });
  const action = useMaintenanceItemAction();
  const [editing, setEditing] = useState<{ item: MaintenanceItem | null } | null>(null);
  const [deactivating, setDeactivating] = useState<MaintenanceItem | null>(null);

  const confirmDeactivate = () => {
    if (!deactivating) return;
    action.mutate(
      { kind: 'deactivate', id: deactivating.id },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? MAINTENANCE_ITEM_MESSAGES.deactivated);
          setDeactivating(null);
        },
        onError: (error) => {
          notifyError(error, MAINTENANCE_ITEM_MESSAGES.deleteError);
          setDeactivating(null);
        },
      },
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
    {
      key: 'active',
      header: 'Trạng thái',
      render: (i) => (
        <Badge color={i.active ? 'green' : 'gray'} variant="light">
          {i.active ? 'Đang sử dụng' : 'Ngưng sử dụng'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Thao tác',
      align: 'right',
      width: 100,
      render: (i) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Sửa">
            <ActionIcon variant="subtle" aria-label={`Sửa ${i.tenHangMuc}`} onClick={() => setEditing({ item: i })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {i.active ? (
            <Tooltip label="Ngưng sử dụng">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Ngưng sử dụng ${i.tenHangMuc}`}
                onClick={() => setDeactivating(i)}
              >
                <IconBan size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label="Khôi phục">
              <ActionIcon
                variant="subtle"
                color="green"
                aria-label={`Khôi phục ${i.tenHangMuc}`}
                loading={action.isPending && action.variables?.kind === 'restore' && action.variables.id === i.id}
                onClick={() => restore(i)}
              >
                <IconRestore size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
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
          <DataTable
            label="Danh sách hạng mục bảo dưỡng"
            columns={columns}
            rows={items.data?.content}
            rowKey={(i) => i.id}
            loading={items.isFetching}
            error={items.error}
            errorText={MAINTENANCE_ITEM_MESSAGES.loadError}
            onRetry={() => void items.refetch()}
            emptyText={search.q ? 'Không tìm thấy hạng mục phù hợp.' : 'Chưa có hạng mục nào.'}
            page={search.page}
            pageSize={search.size}
            totalElements={items.data?.totalElements ?? 0}
            totalPages={items.data?.totalPages}
            pageSizes={MAINTENANCE_ITEM_PAGE_SIZES}
            onPageChange={(page) => onSearch({ page })}
            onPageSizeChange={(size, page) => onSearch({ size, page })}
          />
        </Stack>
      </Card>
      <MaintenanceItemFormModal
        opened={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmAction
        opened={deactivating !== null}
        title="Ngưng sử dụng hạng mục"
        message={`Ngưng sử dụng hạng mục "${deactivating?.tenHangMuc ?? ''}"?`}
        confirmLabel="Ngưng sử dụng"
        loading={action.isPending}
        onConfirm={confirmDeactivate}
        onCancel={() => setDeactivating(null)}
      >
        <Text size="sm" c="dimmed">
          Hạng mục sẽ không còn xuất hiện khi tạo phiếu bảo dưỡng; các phiếu cũ vẫn giữ nguyên. Có thể khôi phục lại bất
          cứ lúc nào.
        </Text>
      </ConfirmAction>
    </Stack>
  );
}
