import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type ChecklistItem, SEVERITY_LABELS, type Severity } from '@/contracts/fleet';
import { CHECKLIST_ITEM_MESSAGES, CHECKLIST_ITEM_PAGE_SIZES } from '@/contracts/fleet-catalogues';
import { ConfirmAction } from '@/ui/confirm-action';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '../../dispatch/components/page-header';
import { notifyError, notifySuccess } from '../../dispatch/notify';
import { useChecklistItems, useDeleteChecklistItem } from '../api/checklist-items';
import { ChecklistItemFormModal } from './checklist-item-form-modal';

export type ChecklistItemsSearch = { page: number; size: number };

const SEVERITY_COLORS: Record<Severity, string> = { INFO: 'blue', WARNING: 'orange', CRITICAL: 'red' };

/** "Hạng mục Checklist": the catalogue by position (none last), add/edit, delete. */
export function ChecklistItemsPage({
  search,
  onSearch,
}: {
  search: ChecklistItemsSearch;
  onSearch: (s: Partial<ChecklistItemsSearch>) => void;
}) {
  const items = useChecklistItems(search);
  const remove = useDeleteChecklistItem();
  const [editing, setEditing] = useState<{ item: ChecklistItem | null } | null>(null);
  const [deleting, setDeleting] = useState<ChecklistItem | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (res) => {
        notifySuccess(res.message || CHECKLIST_ITEM_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(error, CHECKLIST_ITEM_MESSAGES.deleteError);
        setDeleting(null);
      },
    });
  };

  const columns: DataTableColumn<ChecklistItem>[] = [
    { key: 'viTri', header: 'Thứ tự', width: 80, align: 'center', render: (i) => i.viTri ?? '—' },
    {
      key: 'ten',
      header: 'Tên hạng mục',
      render: (i) => (
        <Text fw={600} size="sm">
          {i.tenHangMuc}
        </Text>
      ),
    },
    {
      key: 'moTa',
      header: 'Mô tả',
      render: (i) => (
        <Text size="sm" c={i.moTa ? undefined : 'dimmed'} lineClamp={2}>
          {i.moTa ?? '—'}
        </Text>
      ),
    },
    {
      key: 'mucDo',
      header: 'Mức độ',
      render: (i) => (
        <Badge color={SEVERITY_COLORS[i.mucDo]} variant="light">
          {SEVERITY_LABELS[i.mucDo]}
        </Badge>
      ),
    },
    {
      key: 'active',
      header: 'Trạng thái',
      render: (i) => (
        <Badge color={i.active ? 'green' : 'gray'} variant="light">
          {i.active ? 'Đang sử dụng' : 'Ngừng sử dụng'}
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
          <Tooltip label="Xóa">
            <ActionIcon variant="subtle" color="red" aria-label={`Xóa ${i.tenHangMuc}`} onClick={() => setDeleting(i)}>
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
        title="Hạng mục Checklist"
        homeLabel="Dashboard"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ item: null })}>
            Thêm hạng mục
          </Button>
        }
      />
      <Card withBorder radius="md" p="md">
        <DataTable
          label="Danh sách hạng mục checklist"
          columns={columns}
          rows={items.data?.content}
          rowKey={(i) => i.id}
          loading={items.isFetching}
          error={items.error}
          errorText={CHECKLIST_ITEM_MESSAGES.loadError}
          onRetry={() => void items.refetch()}
          emptyText="Chưa có hạng mục nào."
          page={search.page}
          pageSize={search.size}
          totalElements={items.data?.totalElements ?? 0}
          totalPages={items.data?.totalPages}
          pageSizes={CHECKLIST_ITEM_PAGE_SIZES}
          onPageChange={(page) => onSearch({ page })}
          onPageSizeChange={(size, page) => onSearch({ size, page })}
        />
      </Card>
      <ChecklistItemFormModal opened={editing !== null} item={editing?.item ?? null} onClose={() => setEditing(null)} />
      <ConfirmAction
        opened={deleting !== null}
        title="Xóa hạng mục"
        message={`Bạn có chắc muốn xóa hạng mục "${deleting?.tenHangMuc ?? ''}"?`}
        confirmLabel="Xóa"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <Text size="sm" c="dimmed">
          Hạng mục sẽ bị bỏ khỏi gói checklist của các loại xe. Nếu tài xế đã từng kiểm tra hạng mục này, nó được chuyển
          sang "Ngừng sử dụng" để giữ lịch sử.
        </Text>
      </ConfirmAction>
    </Stack>
  );
}
