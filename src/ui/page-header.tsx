import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The breadcrumb's first crumb on every console screen: the specs write 'Dashboard > Phòng ban',
 * 'Dashboard > Hạng mục Checklist', 'Dashboard > Không gian làm việc' (issue 13: one text everywhere).
 */
export const BREADCRUMB_HOME = 'Dashboard';

/** `crumbTo`: the last crumb is a link (a screen inside another, e.g. a board inside the workspaces). */
function Crumbs({ crumb, crumbTo }: { crumb: string; crumbTo?: string }) {
  return (
    <Breadcrumbs separator="›" aria-label="Đường dẫn">
      <Anchor component={Link} to="/" size="sm">
        {BREADCRUMB_HOME}
      </Anchor>
      {crumbTo ? (
        <Anchor component={Link} to={crumbTo} size="sm">
          {crumb}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {crumb}
        </Text>
      )}
    </Breadcrumbs>
  );
}

/** Title, breadcrumb 'Dashboard › {crumb}' and the screen's main actions. */
export function PageHeader({
  title,
  actions,
  crumb = title,
  crumbTo,
  description,
}: {
  title: string;
  actions?: ReactNode;
  /** The last crumb, when shorter than the title ('Danh sách phòng ban' → 'Phòng ban'). */
  crumb?: string;
  /** Where the last crumb leads, when it names the screen this one belongs to. */
  crumbTo?: string;
  /** One or two lines under the title. */
  description?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Crumbs crumb={crumb} crumbTo={crumbTo} />
        <Title order={2}>{title}</Title>
        {description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        )}
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
