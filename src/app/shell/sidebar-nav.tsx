import { NavLink, type NavLinkProps, Stack, Text } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type ComponentPropsWithRef, useMemo } from 'react';
import { useViewer } from '@/lib/current-user';
import { NavIconView } from '@/ui/nav-icons';
import { buildSidebar } from '../navigation';
import type { SidebarKind } from '../route-meta';
import { useRegisteredRoutes } from './use-registered-routes';

const RouterNavLink = createLink((props: NavLinkProps & ComponentPropsWithRef<'a'>) => (
  <NavLink component="a" {...props} />
));

/** The sidebar's links; screens the user lacks the permission for, and drivers' screens for others, are left out (spec 000 §6). */
export function useSidebar(which: SidebarKind | 'none') {
  const routes = useRegisteredRoutes();
  const viewer = useViewer();
  return useMemo(() => (which === 'none' ? [] : buildSidebar(routes, which, viewer)), [routes, which, viewer]);
}

const SIDEBAR_LABELS: Record<SidebarKind, string> = {
  main: 'Điều hướng chính',
  article: 'Ứng dụng viết bài',
  'transport-admin': 'Quản trị vận tải',
};

export function SidebarNav({ which, onNavigate }: { which: SidebarKind; onNavigate?: () => void }) {
  const groups = useSidebar(which);
  // An area's home (/minh-tien-admin) is active only on itself, not on its listed sub-pages.
  const paths = groups.flatMap((g) => g.items.map((i) => i.to));
  const exact = (to: string) => to === '/' || paths.some((p) => p.startsWith(`${to}/`));
  return (
    <nav aria-label={SIDEBAR_LABELS[which]}>
      <Stack gap="md">
        {groups.map((group) => (
          <Stack key={group.label} gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
              {group.label}
            </Text>
            {group.items.map((item) => (
              <RouterNavLink
                key={item.to}
                // Paths come from the registered routes, so they are valid targets.
                to={item.to as '/'}
                label={item.label}
                leftSection={<NavIconView name={item.icon} />}
                activeOptions={{ exact: exact(item.to) }}
                // Mantine styles NavLink's active state from data-active.
                activeProps={{ 'data-active': true } as Record<string, unknown>}
                onClick={onNavigate}
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)', minHeight: 44 } }}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}
