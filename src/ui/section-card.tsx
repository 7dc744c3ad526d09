import { Card, Group, Stack, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A titled card of a dashboard-like page (the employee page, the driver's clock): an icon, the
 * title as the section's name for screen readers, something on the right, then the content.
 */
export function SectionCard({
  icon: Icon,
  title,
  aside,
  children,
}: {
  icon: TablerIcon;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Icon size={24} aria-hidden />
            <Title order={2} size="h4" style={{ whiteSpace: 'nowrap' }}>
              {title}
            </Title>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
