import { useDroppable } from '@dnd-kit/react';
import { Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { memo } from 'react';
import type { Column, Task } from '@/contracts/work';
import { BOARD_COLUMN_PAGE, COLUMN_AVATARS, COLUMN_COLORS, columnColorClass } from '@/contracts/work-vocabulary';
import { AvatarStack } from '@/ui/avatar-stack';
import { DotsMenu } from '@/ui/dots-menu';
import classes from './board.module.css';
import { type TaskAction, TaskCard } from './task-card';

export type ColumnAction = 'assign' | 'edit' | 'delete' | 'add-task' | 'more';

interface BoardColumnProps {
  column: Column;
  /** Position on the board (its colour class). */
  position: number;
  /** The droppable key (`col-<id>`) and the tasks shown, in the board's current (maybe dragged) order. */
  dropKey: string;
  tasks: Task[];
  canEdit: boolean;
  meId: number | undefined;
  onColumnAction: (action: ColumnAction, column: Column) => void;
  onTaskAction: (action: TaskAction, task: Task) => void;
}

/** One column: header with colour, count, up to 3 users then "+N" and its menu; the cards; "add new task". */
export const BoardColumn = memo(function BoardColumn({
  column,
  position,
  dropKey,
  tasks,
  canEdit,
  meId,
  onColumnAction,
  onTaskAction,
}: BoardColumnProps) {
  // The column's empty area takes a card too (an empty column has no card to drop onto).
  const { ref, isDropTarget } = useDroppable({
    id: dropKey,
    type: 'column',
    accept: 'task',
    // CollisionPriority.Low of @dnd-kit/abstract (not a direct dependency): cards over the column win.
    collisionPriority: 1,
  });
  const colorClass = columnColorClass(position);
  const act = (a: ColumnAction) => () => onColumnAction(a, column);
  // The server's count under the filters, moved along with a card dragged in or out of this column.
  const count = column.taskCount + tasks.length - column.tasks.length;
  const notShown = column.taskCount - column.tasks.length;

  return (
    <Paper
      component="section"
      aria-label={`Cột ${column.tenCot}`}
      withBorder
      radius="md"
      p="sm"
      className={classes.column}
      data-color={colorClass}
      data-column-id={column.id}
      style={{ '--column-color': `var(--mantine-color-${COLUMN_COLORS[colorClass]}-6)` } as CSSProperties}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={3} size="h5" lineClamp={1} title={column.tenCot}>
              {column.tenCot}
            </Title>
            <Badge size="sm" variant="light" color={COLUMN_COLORS[colorClass]} aria-label={`${count} công việc`}>
              {count}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <AvatarStack people={column.assignedUsers} max={COLUMN_AVATARS} />
            {canEdit && (
              <DotsMenu label={`Thao tác với cột ${column.tenCot}`}>
                <Menu.Item leftSection={<IconUserPlus size={16} aria-hidden />} onClick={act('assign')}>
                  Gán người dùng
                </Menu.Item>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={act('edit')}>
                  Sửa cột
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={act('delete')}>
                  Xóa cột
                </Menu.Item>
              </DotsMenu>
            )}
          </Group>
        </Group>
        <div ref={ref} className={classes.columnBody} data-drop-target={isDropTarget || undefined}>
          {tasks.map((task, index) => (
            <TaskCard
              key={task.id}
              task={task}
              index={index}
              group={dropKey}
              canEdit={canEdit}
              canChangeStatus={canEdit || task.assignedUsers.some((u) => u.idNguoiDung === meId)}
              onAction={onTaskAction}
            />
          ))}
          {tasks.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              Chưa có công việc
            </Text>
          )}
        </div>
        {notShown > 0 && (
          <Button variant="light" color="gray" h={40} onClick={act('more')}>
            Xem thêm {Math.min(notShown, BOARD_COLUMN_PAGE)} công việc (còn {notShown})
          </Button>
        )}
        <Button
          variant="subtle"
          size="compact-md"
          h={40}
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={act('add-task')}
          justify="flex-start"
        >
          Thêm công việc mới
        </Button>
      </Stack>
    </Paper>
  );
});
