import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { VEHICLE_TYPE_MESSAGES, VEHICLE_TYPE_PAGE_SIZES, type VehicleType } from '@/contracts/fleet-vehicles';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { actionsColumn, activeColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useDeleteVehicleType, useVehicleTypes } from '../api/vehicle-types';
import { VehicleTypeFormModal } from './vehicle-type-form-modal';

export type PagingSearch = { page: number; size: number };

const PACKAGE_PREVIEW = 4;

/** "Quản lý Loại Xe (Gói Checklist)": types newest first with their packages; create, edit, delete. */
export function VehicleTypesPage({
  search,
  onSearch,
}: {
  search: PagingSearch;
  onSearch: (s: Partial<PagingSearch>) => void;
}) {
  const types = useVehicleTypes(search);
  const remove = useDeleteVehicleType();
  const [editing, setEditing] = useState<{ type: VehicleType | null } | null>(null);
  const deleting = useConfirmRow<VehicleType>();

  const confirmDelete = () => {
    if (!deleting.row) return;
    remove.mutate(
      deleting.row.id,
      deleting.callbacks((res) => res.message || VEHICLE_TYPE_MESSAGES.deleted, VEHICLE_TYPE_MESSAGES.deleteError, {
        closeOnError: true,
      }),
    );
  };

  const columns: DataTableColumn<VehicleType>[] = [
    {
      key: 'ten',
      header: 'Tên Loại Xe',
      render: (t) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {t.tenLoaiXe}
          </Text>
          {t.moTa && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {t.moTa}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'package',
      header: 'Gói checklist',
      render: (t) =>
        t.checklistItems.length === 0 ? (
          <Text size="sm" c="dimmed">
            Chưa có hạng mục
          </Text>
        ) : (
          <Group gap={4}>
            {t.checklistItems.slice(0, PACKAGE_PREVIEW).map((i) => (
              <Badge key={i.id} variant="outline" color={i.active ? 'blue' : 'gray'} tt="none">
                {i.tenHangMuc}
              </Badge>
            ))}
            {t.checklistItems.length > PACKAGE_PREVIEW && (
              <Badge variant="light" color="gray" tt="none">
                +{t.checklistItems.length - PACKAGE_PREVIEW}
              </Badge>
            )}
          </Group>
        ),
    },
    { key: 'soXe', header: 'Số xe', align: 'right', width: 80, render: (t) => t.soXe },
    activeColumn('Ngừng sử dụng'),
    actionsColumn(100, (t) => (
      <>
        <RowAction
          tooltip="Sửa"
          label={`Sửa ${t.tenLoaiXe}`}
          icon={IconPencil}
          onClick={() => setEditing({ type: t })}
        />
        <RowAction
          tooltip="Xóa"
          label={`Xóa ${t.tenLoaiXe}`}
          icon={IconTrash}
          color="red"
          onClick={() => deleting.open(t)}
        />
      </>
    )),
  ];

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Quản lý Loại Xe (Gói Checklist)"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ type: null })}>
            Thêm Loại Xe
          </Button>
        }
      />
      <Card withBorder radius="md" p="md">
        <PagedTable
          label="Danh sách loại xe"
          columns={columns}
          query={types}
          rowKey={(t) => t.id}
          error={types.error}
          errorText={VEHICLE_TYPE_MESSAGES.loadError}
          emptyText="Chưa có loại xe nào."
          page={search.page}
          size={search.size}
          pageSizes={VEHICLE_TYPE_PAGE_SIZES}
          onPaging={onSearch}
        />
      </Card>
      <VehicleTypeFormModal opened={editing !== null} type={editing?.type ?? null} onClose={() => setEditing(null)} />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xóa Loại Xe"
        message={`Bạn có chắc muốn xóa Loại Xe "${deleting.row?.tenLoaiXe ?? ''}"?`}
        confirmLabel="Xóa"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => deleting.close()}
      >
        {deleting.row && deleting.row.soXe > 0 && (
          <Text size="sm" c="orange.8">
            Đang có {deleting.row.soXe} xe thuộc loại này: máy chủ sẽ từ chối xóa. Hãy tắt "Đang sử dụng" thay vì xóa.
          </Text>
        )}
      </ConfirmAction>
    </Stack>
  );
}
