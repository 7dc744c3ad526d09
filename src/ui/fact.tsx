import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A small label over a bold value: the figures of a card (empty values read '—'). `large` for
 * what a driver reads at arm's length in the sun.
 */
export function Fact({ label, children, large = false }: { label: string; children: ReactNode; large?: boolean }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size={large ? 'sm' : 'xs'} c="dimmed">
        {label}
      </Text>
      <Text fw={700} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </Stack>
  );
}
