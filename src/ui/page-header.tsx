import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Title, breadcrumb 'Tổng quan > {crumb}' and the screen's main actions. */
export function PageHeader({
  title,
  actions,
  homeLabel = 'Tổng quan',
  crumb = title,
}: {
  title: string;
  actions?: ReactNode;
  /** The first crumb's text (the checklist catalogue's spec says 'Dashboard'). */
  homeLabel?: string;
  /** The last crumb, when shorter than the title ('Danh sách phòng ban' → 'Phòng ban'). */
  crumb?: string;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Breadcrumbs separator="›" aria-label="Đường dẫn">
          <Anchor component={Link} to="/" size="sm">
            {homeLabel}
          </Anchor>
          <Text size="sm" c="dimmed">
            {crumb}
          </Text>
        </Breadcrumbs>
        <Title order={2}>{title}</Title>
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

// The maintenance, fuel and checklist-history screens' header (plain link crumb, crumb text shorter than the title).
export function CrumbHeader({ crumb, title, action }: { crumb: string; title: string; action?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Breadcrumbs>
        <Anchor href="/" size="sm">
          Tổng quan
        </Anchor>
        <Text size="sm">{crumb}</Text>
      </Breadcrumbs>
      {action ? (
        <Group justify="space-between">
          <Title order={2}>{title}</Title>
          {action}
        </Group>
      ) : (
        <Title order={2}>{title}</Title>
      )}
    </Stack>
  );
}
