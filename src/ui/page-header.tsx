import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The breadcrumb's first crumb on every console screen: the specs write 'Dashboard > Phòng ban',
 * 'Dashboard > Hạng mục Checklist', 'Dashboard > Không gian làm việc' (issue 13: one text everywhere).
 */
export const BREADCRUMB_HOME = 'Dashboard';

function Crumbs({ crumb }: { crumb: string }) {
  return (
    <Breadcrumbs separator="›" aria-label="Đường dẫn">
      <Anchor component={Link} to="/" size="sm">
        {BREADCRUMB_HOME}
      </Anchor>
      <Text size="sm" c="dimmed">
        {crumb}
      </Text>
    </Breadcrumbs>
  );
}

/** Title, breadcrumb 'Dashboard › {crumb}' and the screen's main actions. */
export function PageHeader({
  title,
  actions,
  crumb = title,
}: {
  title: string;
  actions?: ReactNode;
  /** The last crumb, when shorter than the title ('Danh sách phòng ban' → 'Phòng ban'). */
  crumb?: string;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Crumbs crumb={crumb} />
        <Title order={2}>{title}</Title>
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

// The maintenance, fuel and checklist-history screens' header (crumb text shorter than the title, one action).
export function CrumbHeader({ crumb, title, action }: { crumb: string; title: string; action?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Crumbs crumb={crumb} />
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
