import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useState } from 'react';
import { browserStore, type ColumnChoice, readColumnChoice, toggleColumnIn, writeColumnChoice } from './column-choice';

/** The visible columns of a list and the toggle that stores the choice (see column-choice.ts). */
export function useColumnChoice<C extends string>(choice: ColumnChoice<C>) {
  const [visible, setVisible] = useState<C[]>(() => readColumnChoice(choice, browserStore()));
  const toggle = (column: C) => {
    const next = toggleColumnIn(choice.columns, visible, column);
    setVisible(next);
    writeColumnChoice(choice, browserStore(), next);
  };
  return { visible, toggle };
}

/** "Cột hiển thị": a button opening one checkbox per column of the catalogue. */
export function ColumnChooser<C extends string>({
  columns,
  labels,
  visible,
  onToggle,
}: {
  columns: readonly C[];
  labels: Record<C, string>;
  visible: readonly C[];
  onToggle: (column: C) => void;
}) {
  return (
    <Popover position="bottom-end" withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={18} aria-hidden />}>
          Cột hiển thị
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Cột hiển thị" mah="60dvh" style={{ overflowY: 'auto' }}>
          {columns.map((c) => (
            <Checkbox key={c} label={labels[c]} checked={visible.includes(c)} onChange={() => onToggle(c)} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
