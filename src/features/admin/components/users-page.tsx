import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminUser, USER_MESSAGES, USER_PAGE_SIZE, userStatusLabel } from '@/contracts/admin';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { listError } from '@/ui/error-text';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { actionsColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { UserAvatar } from '@/ui/user-avatar';
import { useDeleteUser, useUsers } from '../api/users';
import { userPageLabel } from '../model/user-form';
import { SearchBox, useListSearch } from './list-search';
import { AddUserModal, EditUserModal } from './user-form-modal';

const columns: DataTableColumn<AdminUser>[] = [
  {
    key: 'name',
    header: 'Họ tên',
    render: (u) => (
      <Group gap="sm" wrap="nowrap">
        <UserAvatar url={u.avatarUrl} name={u.hoTen} size={36} radius="xl" />
        <Text fw={600} size="sm">
          {u.hoTen}
        </Text>
      </Group>
    ),
  },
  { key: 'username', header: 'Tên đăng nhập', render: (u) => u.tenDangNhap },
  { key: 'email', header: 'Email', render: (u) => u.email ?? '—' },
  { key: 'department', header: 'Phòng ban', render: (u) => u.phongBan ?? '—' },
  {
    key: 'role',
    header: 'Chức vụ',
    width: 180,
    render: (u) =>
      u.chucVu ? (
        <Badge variant="light" color="indigo" tt="none">
          {u.chucVu}
        </Badge>
      ) : (
        '—'
      ),
  },
  {
    key: 'status',
    header: 'Trạng thái',
    width: 120,
    render: (u) => (
      <Badge color={u.trangThai === 1 ? 'green' : 'gray'} variant="dot" tt="none">
        {userStatusLabel(u.trangThai)}
      </Badge>
    ),
  },
];

/** The staff list (spec 000 §2 "User list"): search on Enter, 'Page x / y', add, edit with the matrix, delete. */
export function UsersPage() {
  const [search, setSearch] = useListSearch();
  const users = useUsers(search);
  const remove = useDeleteUser();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const deleting = useConfirmRow<AdminUser>();
  const can = useCan();
  const mayEdit = can('NGUOI_DUNG_SUA');
  const mayRemove = can('NGUOI_DUNG_XOA');

  const tableColumns =
    mayEdit || mayRemove
      ? [
          ...columns,
          actionsColumn<AdminUser>(100, (u) => (
            <>
              {mayEdit && (
                <RowAction
                  tooltip="Sửa"
                  label={`Sửa ${u.tenDangNhap}`}
                  icon={IconPencil}
                  onClick={() => setEditingId(u.idNguoiDung)}
                />
              )}
              {mayRemove && (
                <RowAction
                  tooltip="Xóa"
                  label={`Xóa ${u.tenDangNhap}`}
                  icon={IconTrash}
                  color="red"
                  disabled={u.trangThai !== 1}
                  onClick={() => deleting.open(u)}
                />
              )}
            </>
          )),
        ]
      : columns;

  const confirmDelete = () => {
    if (!deleting.row) return;
    remove.mutate(
      deleting.row.idNguoiDung,
      deleting.callbacks((res) => res.message, USER_MESSAGES.deleteError, { closeOnError: true }),
    );
  };

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Danh sách nhân viên"
        crumb="Nhân viên"
        actions={
          can('NGUOI_DUNG_THEM') && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              Thêm người dùng
            </Button>
          )
        }
      />
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <SearchBox
            label="Tìm người dùng"
            placeholder="Tên, tài khoản, email, SĐT — Enter"
            value={search.keyword}
            onSearch={(keyword) => setSearch({ keyword, page: 0 })}
          />
          <PagedTable
            label="Danh sách người dùng"
            columns={tableColumns}
            query={users}
            rowKey={(u) => u.idNguoiDung}
            error={listError(users.error, USER_MESSAGES.loadError)}
            emptyText={search.keyword ? 'Không tìm thấy người dùng phù hợp.' : 'Chưa có người dùng.'}
            page={search.page}
            size={USER_PAGE_SIZE}
            pageSizes={[USER_PAGE_SIZE]}
            formatPager={userPageLabel}
            onPaging={({ page }) => setSearch({ page })}
          />
        </Stack>
      </Card>
      <AddUserModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(id) => {
          setAdding(false);
          if (mayEdit) setEditingId(id);
        }}
      />
      <EditUserModal id={editingId} onClose={() => setEditingId(null)} />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xóa người dùng"
        message={`Bạn có chắc muốn xóa người dùng "${deleting.row?.hoTen ?? ''}" (${deleting.row?.tenDangNhap ?? ''})?`}
        confirmLabel="Xóa người dùng"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => deleting.close()}
      >
        <Text size="sm" c="dimmed">
          Tài khoản chuyển sang Inactive và bị đăng xuất khỏi mọi thiết bị; công việc, chấm công và phiếu đã ghi vẫn giữ
          tên người này.
        </Text>
      </ConfirmAction>
    </Stack>
  );
}
