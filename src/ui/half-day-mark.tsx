import { Group, Text } from '@mantine/core';
import { IconCheck, IconClock, IconLogout, IconX } from '@tabler/icons-react';
import { HALF_ICON_LABELS, type HalfIcon } from '@/lib/attendance-calendar';

const ICONS = { present: IconCheck, absent: IconX, early: IconLogout, open: IconClock } as const;
const COLORS: Record<HalfIcon, string> = {
  present: 'var(--mantine-color-green-7)',
  absent: 'var(--mantine-color-red-6)',
  early: 'var(--mantine-color-orange-7)',
  open: 'var(--mantine-color-blue-6)',
};

/** One half-day's mark in the matrix and the legend. */
export function HalfMark({ icon, size = 14 }: { icon: HalfIcon; size?: number }) {
  const Icon = ICONS[icon];
  return <Icon size={size} color={COLORS[icon]} stroke={2.5} aria-hidden />;
}

/** Spec 002 §2.9 legend: full, absent half, left early, open. */
export function Legend() {
  return (
    <Group gap="md" aria-label="Chú thích">
      {(['present', 'absent', 'early', 'open'] as const).map((icon) => (
        <Group key={icon} gap={4}>
          <HalfMark icon={icon} size={16} />
          <Text size="sm">{HALF_ICON_LABELS[icon]}</Text>
        </Group>
      ))}
      <Text size="sm" c="dimmed">
        Mỗi ô: sáng | chiều
      </Text>
    </Group>
  );
}
