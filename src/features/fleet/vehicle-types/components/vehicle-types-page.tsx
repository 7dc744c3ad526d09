import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { VEHICLE_TYPE_MESSAGES, VEHICLE_TYPE_PAGE_SIZES, type VehicleType } from '@/contracts/fleet-vehicles';
import { ConfirmAction } from '@/ui/confirm-action';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '../../dispatch/components/page-header';
import { notifyError, notifySuccess } from '../../dispatch/notify';
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
  const [deleting, setDeleting] = useState<VehicleType | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (res) => {
        notifySuccess(res.message || VEHICLE_TYPE_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(error, VEHICLE_TYPE_MESSAGES.deleteError);
        setDeleting(null);
      },
    });
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
    {
      key: 'active',
      header: 'Trạng thái',
      render: (t) => (
        <Badge color={t.active ? 'green' : 'gray'} variant="light">
          {t.active ? 'Đang sử dụng' : 'Ngừng sử dụng'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Thao tác',
      align: 'right',
      width: 100,
      render: (t) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Sửa">
            <ActionIcon variant="subtle" aria-label={`Sửa ${t.tenLoaiXe}`} onClick={() => setEditing({ type: t })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Xóa">
            <ActionIcon variant="subtle" color="red" aria-label={`Xóa ${t.tenLoaiXe}`} onClick={() => setDeleting(t)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
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
        <DataTable
          label="Danh sách loại xe"
          columns={columns}
          rows={types.data?.content}
          rowKey={(t) => t.id}
          loading={types.isFetching}
          error={types.error}
          errorText={VEHICLE_TYPE_MESSAGES.loadError}
          onRetry={() => void types.refetch()}
          emptyText="Chưa có loại xe nào."
          page={search.page}
          pageSize={search.size}
          totalElements={types.data?.totalElements ?? 0}
          totalPages={types.data?.totalPages}
          pageSizes={VEHICLE_TYPE_PAGE_SIZES}
          onPageChange={(page) => onSearch({ page })}
          onPageSizeChange={(size, page) => onSearch({ size, page })}
        />
      </Card>
      <VehicleTypeFormModal opened={editing !== null} type={editing?.type ?? null} onClose={() => setEditing(null)} />
      <ConfirmAction
        opened={deleting !== null}
        title="Xóa Loại Xe"
        message={`Bạn có chắc muốn xóa Loại Xe "${deleting?.tenLoaiXe ?? ''}"?`}
        confirmLabel="Xóa"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && deleting.soXe > 0 && (
          <Text size="sm" c="orange.8">
            Đang có {deleting.soXe} xe thuộc loại này: máy chủ sẽ từ chối xóa. Hãy tắt "Đang sử dụng" thay vì xóa.
          </Text>
        )}
      </ConfirmAction>
    </Stack>
  );
}
