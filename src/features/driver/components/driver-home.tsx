import { Avatar, Badge, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconLogout, IconWifi, IconWifiOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { InstallButton } from '@/app/pwa/install-button';
import type { CurrentUser } from '@/contracts/auth';
import { userStatusLabel } from '@/lib/labels';
import { InfoList } from '@/ui/info-list';
import { ErrorState, LoadingState } from '@/ui/query-state';

export const DEFAULT_DRIVER_POSITION = 'Tài xế';

/** Touch targets for gloved hands: at least 56 px high. */
const BIG = 56;

export interface DriverHomeProps {
  /** The signed-in user (GET /api/auth/me). */
  me: UseQueryResult<CurrentUser>;
  /** The stored username, shown until the details load (or when they cannot, offline). */
  username: string | undefined;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * The driver surface (phone layout, no console sidebar): a high-contrast header with the driver's
 * avatar, name and position and a large logout button, then the driver's details.
 */
export function DriverHome({ me, username, onLogout, loggingOut }: DriverHomeProps) {
  const { online } = useNetwork();

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box
        component="header"
        bg="blue.9"
        c="white"
        px="md"
        py="sm"
        pos="sticky"
        top={0}
        style={{ zIndex: 10, paddingTop: 'max(var(--mantine-spacing-sm), env(safe-area-inset-top))' }}
      >
        <Container size="xs" px={0}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar
                src={me.data?.avatarUrl}
                name={me.data?.hoTen ?? username}
                size={52}
                radius="xl"
                color="blue"
                variant="white"
                alt=""
              />
              <Box miw={0}>
                <Title order={1} size="h4" c="white" lineClamp={1}>
                  {me.data?.hoTen ?? username ?? 'Đang tải...'}
                </Title>
                <Text size="sm" c="blue.1" lineClamp={1}>
                  {me.data?.chucVu || DEFAULT_DRIVER_POSITION}
                </Text>
              </Box>
            </Group>
            <Button
              variant="white"
              color="dark"
              h={BIG}
              px="md"
              style={{ flexShrink: 0 }}
              leftSection={<IconLogout size={22} aria-hidden />}
              onClick={onLogout}
              loading={loggingOut}
            >
              Đăng xuất
            </Button>
          </Group>
        </Container>
      </Box>

      <Container size="xs" px="md" py="md" component="main">
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={700} fz="lg">
              Bảng điều khiển tài xế
            </Text>
            <Badge
              size="lg"
              color={online ? 'green' : 'orange'}
              variant="filled"
              leftSection={online ? <IconWifi size={14} aria-hidden /> : <IconWifiOff size={14} aria-hidden />}
            >
              {online ? 'Trực tuyến' : 'Ngoại tuyến'}
            </Badge>
          </Group>

          {me.isPending && <LoadingState />}
          {me.isError && <ErrorState error={me.error} onRetry={() => void me.refetch()} retrying={me.isFetching} />}
          {me.isSuccess && <DriverCard user={me.data} />}

          <InstallButton size="lg" h={BIG} fullWidth />
        </Stack>
      </Container>
    </Box>
  );
}

function DriverCard({ user }: { user: CurrentUser }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="lg">
        <Title order={2} size="h4">
          Thông tin tài xế
        </Title>
        <InfoList
          cols={{ base: 1 }}
          items={[
            { label: 'Họ tên', value: user.hoTen },
            { label: 'Chức vụ', value: user.chucVu || DEFAULT_DRIVER_POSITION },
            { label: 'Phòng ban', value: user.phongBan },
            { label: 'Số điện thoại', value: user.soDienThoai },
            { label: 'Email', value: user.email },
            { label: 'Tên đăng nhập', value: user.tenDangNhap },
            { label: 'Trạng thái', value: userStatusLabel(user.trangThai) },
          ]}
        />
      </Stack>
    </Card>
  );
}
