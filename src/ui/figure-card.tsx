import { Card, Group, Stack, Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';

/** A dashboard's key figure: label, number, icon (the work and article dashboards). */
export function FigureCard({
  label,
  value,
  icon: Icon,
  color,
}: {
  label: string;
  value: number;
  icon: TablerIcon;
  color: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz={28} data-testid="figure">
            {formatNumber(value)}
          </Text>
        </Stack>
        <Icon size={32} color={`var(--mantine-color-${color}-6)`} aria-hidden />
      </Group>
    </Card>
  );
}
