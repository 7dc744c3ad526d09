import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';

// The "Thao tác" cell of the console lists: right-aligned icon buttons, each with a tooltip and an aria-label.
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

export function RowAction({
  tooltip,
  label,
  icon: IconComponent,
  color,
  disabled,
  loading,
  onClick,
}: {
  tooltip: string;
  /** The button's aria-label (names the row). */
  label: string;
  icon: Icon;
  color?: string;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      >
        <IconComponent size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The "Thao tác" column: right-aligned, its cell the row's RowAction buttons. */
export function actionsColumn<T>(width: number, actions: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    key: 'actions',
    header: 'Thao tác',
    align: 'right',
    width,
    render: (row) => <RowActions>{actions(row)}</RowActions>,
  };
}

/** The catalogues' "Trạng thái" column: in use (green) or not (grey; the screens spell it differently). */
export function activeColumn<T extends { active: boolean }>(inactiveLabel: string): DataTableColumn<T> {
  return {
    key: 'active',
    header: 'Trạng thái',
    render: (row) => (
      <Badge color={row.active ? 'green' : 'gray'} variant="light">
        {row.active ? 'Đang sử dụng' : inactiveLabel}
      </Badge>
    ),
  };
}
