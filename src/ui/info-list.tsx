import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

const EMPTY = 'Chưa cập nhật';

/** A labelled list of read-only values (a <dl>), two columns from the `sm` breakpoint. */
export function InfoList({
  items,
  cols = { base: 1, sm: 2 },
}: {
  items: InfoItem[];
  cols?: { base: number; sm?: number };
}) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="lg" verticalSpacing="md" m={0}>
      {items.map((item) => (
        <Box key={item.label}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === '' ? (
              <Text span c="dimmed" fs="italic">
                {EMPTY}
              </Text>
            ) : (
              item.value
            )}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
