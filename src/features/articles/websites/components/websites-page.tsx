import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { WP_SITE_MESSAGES, type WpSite } from '@/contracts/wp-sites';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { actionsColumn, activeColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useDeleteWpSite, useWpSites } from '../api/wp-sites';
import { WEBSITE_PAGE_SIZES, type WebsitesSearch } from '../model/websites-search';
import { WebsiteFormModal } from './website-form-modal';

const M = WP_SITE_MESSAGES;

/** "Danh sách website" (§2): the WordPress sites articles are published to; articles admins add, edit, delete. */
export function WebsitesPage({
  search,
  onSearch,
}: {
  search: WebsitesSearch;
  onSearch: (s: Partial<WebsitesSearch>) => void;
}) {
  const sites = useWpSites(search);
  const remove = useDeleteWpSite();
  const mayManage = useCan()('BAI_VIET_DUYET');
  const [editing, setEditing] = useState<{ site: WpSite | null } | null>(null);
  const deleting = useConfirmRow<WpSite>();

  const confirmDelete = () => {
    if (!deleting.row) return;
    remove.mutate(
      deleting.row.id,
      deleting.callbacks((res) => res.message || M.deleted, M.deleteFailed, { closeOnError: true }),
    );
  };

  const columns: DataTableColumn<WpSite>[] = [
    {
      key: 'name',
      header: 'Tên website',
      render: (s) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {s.name}
          </Text>
          <Text size="xs" c="dimmed">
            Tài khoản: {s.wpUsername}
            {s.allowPrivate ? ' · mạng nội bộ' : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'link',
      header: 'Đường dẫn',
      render: (s) => (
        <Anchor href={s.baseUrl} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
          {s.baseUrl}
        </Anchor>
      ),
    },
    activeColumn('Tạm ngưng'),
  ];
  if (mayManage) {
    columns.push(
      actionsColumn(100, (s) => (
        <>
          <RowAction tooltip="Sửa" label={`Sửa ${s.name}`} icon={IconPencil} onClick={() => setEditing({ site: s })} />
          <RowAction
            tooltip="Xóa"
            label={`Xóa ${s.name}`}
            icon={IconTrash}
            color="red"
            onClick={() => deleting.open(s)}
          />
        </>
      )),
    );
  }

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Danh sách website"
        actions={
          mayManage && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ site: null })}>
              Thêm website
            </Button>
          )
        }
      />
      <Card withBorder radius="md" p="md">
        <PagedTable
          label="Danh sách website"
          columns={columns}
          query={sites}
          rowKey={(s) => s.id}
          error={sites.error}
          errorText={M.loadFailedNetwork}
          emptyText="Chưa có website nào."
          page={search.page}
          size={search.size}
          pageSizes={WEBSITE_PAGE_SIZES}
          onPaging={onSearch}
        />
      </Card>
      {mayManage && (
        <>
          <WebsiteFormModal opened={editing !== null} site={editing?.site ?? null} onClose={() => setEditing(null)} />
          <ConfirmAction
            opened={deleting.row !== null}
            title="Xóa website"
            message={`Bạn có chắc muốn xóa website "${deleting.row?.name ?? ''}"? Bài viết đã đăng vẫn còn trên website; sản phẩm chỉ thôi kết nối.`}
            confirmLabel="Xóa vĩnh viễn!"
            loading={remove.isPending}
            onConfirm={confirmDelete}
            onCancel={() => deleting.close()}
          />
        </>
      )}
    </Stack>
  );
}
