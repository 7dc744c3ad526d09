import { useSortable } from '@dnd-kit/react/sortable';
import { Badge, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconEye,
  IconMessageCircle,
  IconPaperclip,
  IconPencil,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useCallback, useEffect, useRef } from 'react';
import type { Task } from '@/contracts/work';
import {
  CARD_AVATARS,
  TASK_NEXT_STATUS,
  TASK_PRIORITY_COLORS,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
} from '@/contracts/work-vocabulary';
import { AvatarStack } from '@/ui/avatar-stack';
import { DotsMenu } from '@/ui/dots-menu';
import { cardStyle, countdownText, DEADLINE_TONE_COLORS, deadlineTone } from '../model/deadline';
import classes from './board.module.css';
import { cardBoxesOf, renderSkipping } from './render-skipping';
import { useClock, useClockText } from './use-clock';

export type TaskAction = 'status' | 'view' | 'edit' | 'move' | 'delete';

/** The live countdown (spec 002 §4.1): "Đã hoàn thành", "Quá hạn …" or the time left, every second. */
function Countdown({ task }: { task: Task }) {
  const { ngayKetThuc: deadline, trangThaiCongViec: status } = task;
  const read = useCallback((now: number) => countdownText(deadline, status, now) ?? '', [deadline, status]);
  const text = useClockText<HTMLParagraphElement>(read, cardBoxesOf);
  const tone = useClock((now) => deadlineTone(deadline, status, now));
  // 'none' is exactly when there is no countdown: not done, and no deadline.
  if (tone === 'none') return null;
  return (
    <Text
      ref={text}
      size="xs"
      fw={600}
      c={`${DEADLINE_TONE_COLORS[tone]}.8`}
      data-deadline={tone}
      className={classes.countdown}
    />
  );
}

interface TaskCardProps {
  task: Task;
  index: number;
  group: string;
  /** May change the task's status (its assignee or an editor of the workspace). */
  canChangeStatus: boolean;
  canEdit: boolean;
  onAction: (action: TaskAction, task: Task) => void;
}

/** One card on the board: draggable within and between columns, with its menu as the non-drag path. */
export const TaskCard = memo(function TaskCard({
  task,
  index,
  group,
  canChangeStatus,
  canEdit,
  onAction,
}: TaskCardProps) {
  const { ref, isDragging, sortable } = useSortable({
    id: task.id,
    index,
    group,
    type: 'task',
    accept: 'task',
    data: { columnId: task.workColumnId },
    disabled: !canEdit,
  });
  // While a card is dragged, dnd-kit observes the position of every card that takes it (resize and
  // intersection observers each): 500 of them made the drag's start and every frame after it slow.
  // A card the browser skips (content-visibility: auto, off screen: its own box or its column's)
  // takes no drop; its column still does, and it takes drops again as soon as it is shown (a scroll,
  // the drag's auto-scroll).
  const element = useRef<HTMLElement | null>(null);
  const setRef = useCallback(
    (el: HTMLElement | null) => {
      element.current = el;
      ref(el);
    },
    [ref],
  );
  useEffect(() => {
    const el = element.current;
    if (!el || !canEdit) return;
    const droppable = sortable.droppable;
    const skipping = renderSkipping.watch(cardBoxesOf(el), (skipped) => {
      droppable.disabled = skipped;
    });
    // useSortable has just set `disabled` from the props: the card's current visibility wins.
    droppable.disabled = skipping.skipped;
    return skipping.stop;
  }, [sortable, canEdit]);
  const style = useClock((now) => cardStyle(task, now));

  return (
    <Paper
      ref={setRef}
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-card-style={style}
      data-dragging={isDragging || undefined}
      data-task-id={task.id}
      aria-label={task.tieuDe}
    >
      <CardContent task={task} canChangeStatus={canChangeStatus} canEdit={canEdit} onAction={onAction} />
    </Paper>
  );
});

type CardContentProps = Omit<TaskCardProps, 'index' | 'group'>;

/**
 * What a card shows, apart from its place: a drag-over gives every card below the insertion point a
 * new index, and only the sortable around this re-renders (re-rendering the Mantine tree of each card
 * of the two columns a drag touches took ~150 ms at CPU ×4 on the 500-card board).
 */
const CardContent = memo(function CardContent({ task, canChangeStatus, canEdit, onAction }: CardContentProps) {
  const next = TASK_NEXT_STATUS[task.trangThaiCongViec];
  const act = (action: TaskAction) => () => onAction(action, task);
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
        <Group gap={4}>
          <Badge size="sm" variant="light" color={TASK_PRIORITY_COLORS[task.doUuTien]}>
            {TASK_PRIORITY_LABELS[task.doUuTien]}
          </Badge>
          {task.trangThaiCongViec !== 'TODO' && (
            <Badge size="sm" variant="outline" color="gray">
              {TASK_STATUS_LABELS[task.trangThaiCongViec]}
            </Badge>
          )}
        </Group>
        <DotsMenu label={`Thao tác với ${task.tieuDe}`}>
          {next && canChangeStatus && (
            <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={act('status')}>
              {next.action}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={act('view')}>
            Xem chi tiết
          </Menu.Item>
          {canEdit && (
            <>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={act('edit')}>
                Chỉnh sửa
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={act('move')}>
                Chuyển sang cột…
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={act('delete')}>
                Xóa
              </Menu.Item>
            </>
          )}
        </DotsMenu>
      </Group>
      {/* Not a button: a button inside the card would keep a drag from starting on the title (the
        drag library leaves interactive elements alone). Keyboards open it from the menu. */}
      <Text fw={600} size="sm" lineClamp={3} mt={6} className={classes.cardTitle} onClick={act('view')}>
        {task.tieuDe}
      </Text>
      <Countdown task={task} />
      <Group justify="space-between" mt={8} gap={4}>
        <Group gap={8} c="dimmed">
          {task.soBinhLuan > 0 && (
            <Group gap={2} aria-label={`${task.soBinhLuan} bình luận`}>
              <IconMessageCircle size={14} aria-hidden />
              <Text size="xs">{task.soBinhLuan}</Text>
            </Group>
          )}
          {task.attachments.length > 0 && (
            <Group gap={2} aria-label={`${task.attachments.length} tệp đính kèm`}>
              <IconPaperclip size={14} aria-hidden />
              <Text size="xs">{task.attachments.length}</Text>
            </Group>
          )}
        </Group>
        <AvatarStack people={task.assignedUsers} max={CARD_AVATARS} />
      </Group>
    </>
  );
});
