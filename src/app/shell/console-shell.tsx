import { AppShell, Burger, Group, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { PushToggle } from '@/features/notifications/components/push-toggle';
import { InstallButton } from '@/ui/install-button';
import { RouterAnchor } from '@/ui/router-link';
import { BRAND_COLOR } from '@/ui/theme';
import type { RouteMeta } from '../route-meta';
import { PermissionGate } from './permission-gate';
import { SidebarNav, useSidebar } from './sidebar-nav';
import { UserMenu } from './user-menu';

/**
 * The office console: header (title, actions, user menu) and the sidebar the route asks for. The
 * sidebar is a drawer behind a burger below the `sm` breakpoint.
 */
export function ConsoleShell({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const [mobileOpen, { toggle, close }] = useDisclosure(false);
  const groups = useSidebar(meta.sidebar);
  const sidebar = meta.sidebar !== 'none' && groups.length > 0 ? meta.sidebar : null;

  return (
    <AppShell
      header={meta.header ? { height: 60 } : undefined}
      navbar={sidebar ? { width: 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpen } } : undefined}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      {meta.header && (
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              {sidebar && (
                <Burger
                  opened={mobileOpen}
                  onClick={toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label="Mở menu điều hướng"
                />
              )}
              <RouterAnchor to="/" underline="never" c="inherit" aria-label="Vận Tải — Tổng quan" visibleFrom="sm">
                <Group gap={6} wrap="nowrap">
                  <IconTruck size={26} color={BRAND_COLOR} aria-hidden />
                  <Text fw={800} c={BRAND_COLOR}>
                    Vận Tải
                  </Text>
                </Group>
              </RouterAnchor>
              <Title order={1} size="h4" lineClamp={1}>
                {meta.title}
              </Title>
            </Group>
            {/* Header actions: install, the push toggle, the notification bell, the user menu (spec 000 §2). */}
            <Group gap={6} wrap="nowrap">
              <InstallButton size="xs" visibleFrom="sm" />
              <PushToggle size="xs" visibleFrom="sm" />
              {/* Phones too: the devices page tells everyone to press 'Bật Real-time' here. */}
              <PushToggle size="compact-xs" hiddenFrom="sm" px={6} leftSection={null} />
              <NotificationBell />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
      )}
      {sidebar && (
        <AppShell.Navbar p="sm">
          <AppShell.Section grow component={ScrollArea}>
            <SidebarNav which={sidebar} onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section hiddenFrom="sm" pt="sm">
            <InstallButton fullWidth />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content">
        <PermissionGate meta={meta}>{children}</PermissionGate>
      </AppShell.Main>
    </AppShell>
  );
}
