import { Badge, Button, Card, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChecklistItem, Severity } from '@/contracts/fleet';
import { CHECKLIST_ITEM_MESSAGES, CHECKLIST_ITEM_PAGE_SIZES } from '@/contracts/fleet-catalogues';
import { SEVERITY_LABELS } from '@/contracts/fleet-vocabulary';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { actionsColumn, activeColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
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
  const deleting = useConfirmRow<ChecklistItem>();

  const confirmDelete = () => {
    if (!deleting.row) return;
    remove.mutate(
      deleting.row.id,
      deleting.callbacks((res) => res.message || CHECKLIST_ITEM_MESSAGES.deleted, CHECKLIST_ITEM_MESSAGES.deleteError, {
        closeOnError: true,
      }),
    );
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
    activeColumn('Ngừng sử dụng'),
    actionsColumn(100, (i) => (
      <>
        <RowAction
          tooltip="Sửa"
          label={`Sửa ${i.tenHangMuc}`}
          icon={IconPencil}
          onClick={() => setEditing({ item: i })}
        />
        <RowAction
          tooltip="Xóa"
          label={`Xóa ${i.tenHangMuc}`}
          icon={IconTrash}
          color="red"
          onClick={() => deleting.open(i)}
        />
      </>
    )),
  ];

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Hạng mục Checklist"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ item: null })}>
            Thêm hạng mục
          </Button>
        }
      />
      <Card withBorder radius="md" p="md">
        <PagedTable
          label="Danh sách hạng mục checklist"
          columns={columns}
          query={items}
          rowKey={(i) => i.id}
          error={items.error}
          errorText={CHECKLIST_ITEM_MESSAGES.loadError}
          emptyText="Chưa có hạng mục nào."
          page={search.page}
          size={search.size}
          pageSizes={CHECKLIST_ITEM_PAGE_SIZES}
          onPaging={onSearch}
        />
      </Card>
      <ChecklistItemFormModal opened={editing !== null} item={editing?.item ?? null} onClose={() => setEditing(null)} />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xóa hạng mục"
        message={`Bạn có chắc muốn xóa hạng mục "${deleting.row?.tenHangMuc ?? ''}"?`}
        confirmLabel="Xóa"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => deleting.close()}
      >
        <Text size="sm" c="dimmed">
          Hạng mục sẽ bị bỏ khỏi gói checklist của các loại xe. Nếu tài xế đã từng kiểm tra hạng mục này, nó được chuyển
          sang "Ngừng sử dụng" để giữ lịch sử.
        </Text>
      </ConfirmAction>
    </Stack>
  );
}
