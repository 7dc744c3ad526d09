import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { REFERENCE_TITLES, userStatusLabel } from '@/contracts/admin';
import type { CurrentUser } from '@/contracts/auth';
import { InfoList } from '@/ui/info-list';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { UserAvatar } from '@/ui/user-avatar';
import { useMe } from '../api/get-me';

/**
 * 'Hồ sơ người dùng' (spec 000 §2, §3 "Profile"): the signed-in user's details. The server
 * resolves the user from the access token; a token that no longer names an active user ends the
 * session (api-client), so there is no "no token" state to show here.
 */
export function ProfilePage() {
  const me = useMe();
  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }} maw={960}>
      <PageHeader title={REFERENCE_TITLES.profile} crumb="Hồ sơ" />
      {me.isPending ? (
        <LoadingState />
      ) : me.isError ? (
        <ErrorState error={me.error} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      ) : (
        <ProfileCard user={me.data} />
      )}
    </Stack>
  );
}

function ProfileCard({ user }: { user: CurrentUser }) {
  const active = user.trangThai === 1;
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="xl">
        <Group gap="lg" wrap="nowrap">
          <UserAvatar url={user.avatarUrl} name={user.hoTen} size={88} radius="xl" />
          <Stack gap={4} miw={0}>
            <Title order={2} size="h3">
              {user.hoTen}
            </Title>
            <Text c="dimmed">{[user.chucVu ?? 'Chưa có chức vụ', user.phongBan].filter(Boolean).join(' · ')}</Text>
            <Badge color={active ? 'green' : 'gray'} variant="light" size="lg">
              {userStatusLabel(user.trangThai)}
            </Badge>
          </Stack>
        </Group>
        <InfoList
          items={[
            { label: 'Mã người dùng', value: String(user.idNguoiDung) },
            { label: 'Tên đăng nhập', value: user.tenDangNhap },
            { label: 'Họ tên', value: user.hoTen },
            { label: 'Email', value: user.email },
            { label: 'Số điện thoại', value: user.soDienThoai },
            { label: 'Chức vụ', value: user.chucVu },
            { label: 'Phòng ban', value: user.phongBan },
            { label: 'Trạng thái', value: userStatusLabel(user.trangThai) },
          ]}
        />
      </Stack>
    </Card>
  );
}
