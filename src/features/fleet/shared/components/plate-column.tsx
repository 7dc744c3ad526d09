import { Text } from '@mantine/core';
import type { DataTableColumn } from '@/ui/data-table';

/** The vehicle column of the office's report lists (fuel, checklists, tickets): the plate, bold. */
export function plateColumn<T extends { xeBienSo: string | null }>(): DataTableColumn<T> {
  return {
    key: 'xe',
    header: 'Xe',
    width: 120,
    render: (row) => (
      <Text fw={600} size="sm">
        {row.xeBienSo}
      </Text>
    ),
  };
}
