import { Badge, Button, Card, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Fanpage } from '@/contracts/fanpages';
import { FANPAGE_MESSAGES as M } from '@/contracts/fanpages-vocabulary';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { RouterButton } from '@/ui/router-link';
import { actionsColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useDeleteFanpage, useFanpages } from '../api/fanpages';
import { FANPAGE_PAGE_SIZES, type FanpagesSearch } from '../model/fanpages-search';
import { FanpageFormModal } from './fanpage-form-modal';

/** "Danh sách Fanpage" (§2): the connected pages, 10 a page, add/edit/delete for marketing writers. */
export function FanpagesPage({
  search,
  onSearch,
}: {
  search: FanpagesSearch;
  onSearch: (s: Partial<FanpagesSearch>) => void;
}) {
  const pages = useFanpages(search);
  const remove = useDeleteFanpage();
  const can = useCan();
  const [editing, setEditing] = useState<{ page: Fanpage | null } | null>(null);
  const deleting = useConfirmRow<Fanpage>();

  const confirmDelete = () => {
    if (!deleting.row) return;
    remove.mutate(
      deleting.row.id,
      deleting.callbacks((res) => res.message || M.deleted, M.deleteFailed, { closeOnError: true }),
    );
  };

  const columns: DataTableColumn<Fanpage>[] = [
    {
      key: 'name',
      header: 'Tên Fanpage',
      render: (p) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {p.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            Mã trang: {p.maTrang}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'token',
      header: 'Token',
      render: (p) => (
        <Badge color={p.hasToken ? 'green' : 'red'} variant="light">
          {p.hasToken ? 'Đã lưu (mã hóa)' : 'Chưa có'}
        </Badge>
      ),
    },
  ];
  const mayEdit = can('MARKETING_SUA');
  const mayDelete = can('MARKETING_XOA');
  if (mayEdit || mayDelete) {
    columns.push(
      actionsColumn(100, (p) => (
        <>
          {mayEdit && (
            <RowAction
              tooltip="Sửa"
              label={`Sửa ${p.name}`}
              icon={IconPencil}
              onClick={() => setEditing({ page: p })}
            />
          )}
          {mayDelete && (
            <RowAction
              tooltip="Xóa"
              label={`Xóa ${p.name}`}
              icon={IconTrash}
              color="red"
              onClick={() => deleting.open(p)}
            />
          )}
        </>
      )),
    );
  }

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Danh sách Fanpage"
        actions={
          <>
            <RouterButton to="/post-fb" variant="default">
              Bài viết Fanpage
            </RouterButton>
            {can('MARKETING_THEM') && (
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ page: null })}>
                Thêm Fanpage
              </Button>
            )}
          </>
        }
      />
      <Card withBorder radius="md" p="md">
        <PagedTable
          label="Danh sách Fanpage"
          columns={columns}
          query={pages}
          rowKey={(p) => p.id}
          error={pages.error}
          errorText={M.loadFailed}
          emptyText="Chưa có fanpage nào."
          page={search.page}
          size={search.size}
          pageSizes={FANPAGE_PAGE_SIZES}
          onPaging={onSearch}
        />
      </Card>
      <FanpageFormModal opened={editing !== null} page={editing?.page ?? null} onClose={() => setEditing(null)} />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xóa Fanpage"
        message={`Bạn có chắc muốn xóa fanpage "${deleting.row?.name ?? ''}"? Bài đã đăng vẫn còn trên Facebook; hệ thống chỉ xóa kết nối và token.`}
        confirmLabel="Xóa vĩnh viễn!"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => deleting.close()}
      />
    </Stack>
  );
}
