import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@/contracts/auth';
import { userStatusLabel } from '@/lib/labels';
import { InfoList } from '@/ui/info-list';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useMe } from '../api/get-me';

export function ProfilePage() {
  const me = useMe();
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  return <ProfileCard user={me.data} />;
}

function ProfileCard({ user }: { user: CurrentUser }) {
  const active = user.trangThai === 1;
  return (
    <Card withBorder radius="lg" padding="xl" maw={880}>
      <Stack gap="xl">
        <Group gap="lg" wrap="nowrap">
          <Avatar src={user.avatarUrl} name={user.hoTen} size={80} radius="xl" color="blue" alt={user.hoTen} />
          <Stack gap={4} miw={0}>
            <Title order={2} size="h3">
              {user.hoTen}
            </Title>
            <Text c="dimmed">{user.chucVu ?? 'Chưa có chức vụ'}</Text>
            <Badge color={active ? 'green' : 'gray'} variant="light" size="lg">
              {userStatusLabel(user.trangThai)}
            </Badge>
          </Stack>
        </Group>
        <InfoList
          items={[
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
