import { Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDeviceMobile, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { useMe } from '@/lib/current-user';
import { RouterAnchor } from '@/ui/router-link';
import { UserAvatar } from '@/ui/user-avatar';
import { routeExists } from '../navigation';
import { useRegisteredRoutes } from './use-registered-routes';

/** Menu links; each shows only once its screen is registered. */
const MENU_LINKS = [
  { to: '/quan-ly-thiet-bi', label: 'Quản lý thiết bị', icon: IconDeviceMobile },
  { to: '/profile', label: 'Hồ sơ', icon: IconUserCircle },
] as const;

/** The stored username: 'Đang tải...' while reading, 'Khách' when nobody is signed in. */
export function useDisplayUsername(): string {
  const { data, isPending } = useSessionIdentity();
  if (isPending) return 'Đang tải...';
  return data?.username || 'Khách';
}

export function UserMenu() {
  const username = useDisplayUsername();
  // The full name once /me is known ('Nguyễn Văn An' → 'NA'); the stored username until then.
  const me = useMe().data;
  const routes = useRegisteredRoutes();
  const links = useMemo(() => MENU_LINKS.filter((link) => routeExists(routes, link.to)), [routes]);
  const { logout, pending } = useLogout();

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Tài khoản: ${username}`}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          p={6}
        >
          <Group gap="xs" wrap="nowrap">
            <UserAvatar
              size={32}
              radius="xl"
              url={me?.avatarUrl}
              name={me?.hoTen ?? (username === 'Đang tải...' ? '' : username)}
            />
            <Text size="sm" fw={600} visibleFrom="xs" maw={160} truncate>
              {username}
            </Text>
            <Box component="span" visibleFrom="xs" display="inline-flex">
              <IconChevronDown size={16} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{username}</Menu.Label>
        {links.length > 0 && <Menu.Label>Cài đặt</Menu.Label>}
        {links.map((link) => (
          <Menu.Item
            key={link.to}
            component={RouterAnchor}
            // Filtered above to registered routes.
            to={link.to as '/'}
            underline="never"
            c="inherit"
            leftSection={<link.icon size={18} aria-hidden />}
          >
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logout()}
          disabled={pending}
        >
          Đăng xuất
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
