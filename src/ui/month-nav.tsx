import { ActionIcon, Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { shiftMonth } from '@/lib/attendance-calendar';

/**
 * Previous / month picker / next (spec 002 §2.8, §2.9). `month` is `yyyy-MM`; `size` is the
 * buttons' side in px (44+ on the phone, where a gloved thumb presses them).
 */
export function MonthNav({
  month,
  onChange,
  size = 36,
}: {
  month: string;
  onChange: (month: string) => void;
  size?: number;
}) {
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        size={size}
        aria-label="Tháng trước"
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <MonthPickerInput
        label="Tháng"
        valueFormat="MM/YYYY"
        value={`${month}-01`}
        onChange={(v) => v && onChange(v.slice(0, 7))}
        w={130}
        size={size > 40 ? 'md' : 'sm'}
      />
      <ActionIcon variant="default" size={size} aria-label="Tháng sau" onClick={() => onChange(shiftMonth(month, 1))}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
