/**
 * The board's drag and drop (spec 002 §4.1) with @dnd-kit/react 0.5: cards are sortables grouped by
 * column (`col-<id>`), each column's body a low-priority droppable for empty columns — the shape
 * of its multiple-sortable-lists guide. While a card is dragged, and until the move is saved, the
 * board shows its own order (model/move.ts); the drop asks for confirmation, then PUTs the card's
 * column and place. Cancel or a failure puts the server's order back and refetches it.
 * Touch starts a drag only after a 250 ms press (scrolling a board on a phone does not drag);
 * mouse and pen after 5 px; the keyboard with space/arrows/space; announcements are Vietnamese.
 */
import {
  Accessibility,
  AutoScroller,
  Cursor,
  Feedback,
  PointerActivationConstraints,
  PreventSelection,
} from '@dnd-kit/dom';
import {
  type DragDropEventHandlers,
  DragDropProvider,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
} from '@dnd-kit/react';
import { isSortable } from '@dnd-kit/react/sortable';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import type { Column, Task } from '@/contracts/work';
import { BUSY_DRAG_MESSAGE, WORK_MESSAGES as M } from '@/contracts/work-vocabulary';
import { ConfirmAction } from '@/ui/confirm-action';
import { notifyError, notifySuccess } from '@/ui/notify';
import { workKeys } from '../../shared/api/query-keys';
import { useMoveTask } from '../api/board-writes';
import {
  type BoardOrder,
  columnIdOf,
  columnKey,
  type DropPlace,
  dropPlace,
  locate,
  moveInOrder,
  orderOf,
} from '../model/move';
import classes from './board.module.css';
import { BoardColumn, type ColumnAction } from './board-column';
import { BOARD_ROW_ATTRIBUTE, BoardEdgeScroller } from './drag-scroll';
import { DragSelectionGuard, StaticDragStyles } from './drag-styles';
import type { TaskAction } from './task-card';

export const DROP_ANIMATION_MS = 200;
const TOUCH_PRESS_MS = 250;
const TOUCH_TOLERANCE_PX = 5;
const POINTER_DISTANCE_PX = 5;

const SENSORS = [
  PointerSensor.configure({
    activationConstraints: (event) =>
      event.pointerType === 'touch'
        ? [new PointerActivationConstraints.Delay({ value: TOUCH_PRESS_MS, tolerance: TOUCH_TOLERANCE_PX })]
        : [new PointerActivationConstraints.Distance({ value: POINTER_DISTANCE_PX })],
  }),
  KeyboardSensor,
];

const INSTRUCTIONS =
  'Để nhấc một công việc, nhấn phím cách. Khi đang kéo, dùng các phím mũi tên để di chuyển công việc. ' +
  'Nhấn phím cách lần nữa để thả vào vị trí mới, hoặc nhấn Escape để hủy.';

const NO_TASKS: readonly number[] = [];

interface PendingMove {
  task: Task;
  place: DropPlace;
  columnName: string;
}

export interface KanbanProps {
  workspaceId: number;
  columns: Column[];
  canEdit: boolean;
  meId: number | undefined;
  onColumnAction: (action: ColumnAction, column: Column) => void;
  onTaskAction: (action: TaskAction, task: Task) => void;
}

export function Kanban({ workspaceId, columns, canEdit, meId, onColumnAction, onTaskAction }: KanbanProps) {
  const queryClient = useQueryClient();
  const move = useMoveTask(workspaceId);
  // The board's own order while a card is dragged or its move is being saved; null = the server's.
  const [draft, setDraft] = useState<BoardOrder | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const busy = useRef(false);
  const started = useRef<{ taskId: number; columnId: number; viTri: number } | null>(null);
  const latest = useRef<BoardOrder | null>(null);
  latest.current = draft;

  const tasksById = useMemo(() => new Map(columns.flatMap((c) => c.tasks.map((t) => [t.id, t] as const))), [columns]);
  const columnName = useCallback(
    (key: string) => columns.find((c) => columnKey(c.id) === key)?.tenCot ?? '',
    [columns],
  );
  // One array per column for as long as it does not change: a drag or its cancel re-renders the
  // two columns it touches, not all of them (memo'd columns and cards; a 500-card board at CPU ×4
  // took 300–400 ms per cancel when every column got new arrays).
  const serverOrder = useMemo(() => orderOf(columns), [columns]);
  const order = draft ?? serverOrder;
  const tasksOf = useMemo(() => {
    const cache = new WeakMap<readonly number[], Task[]>();
    return (ids: readonly number[]) => {
      let tasks = cache.get(ids);
      if (!tasks) {
        tasks = ids.flatMap((id) => tasksById.get(id) ?? []);
        cache.set(ids, tasks);
      }
      return tasks;
    };
  }, [tasksById]);

  /**
   * Back to the server's order, fetched again (a finished move, or a failed one); the card keeps its
   * new place until the fresh board is in, so it does not jump back and forth.
   */
  const settle = useCallback(async () => {
    setPending(null);
    void queryClient.invalidateQueries({ queryKey: workKeys.workspace(workspaceId) });
    await queryClient.refetchQueries({ queryKey: workKeys.board(workspaceId) }).catch(() => undefined);
    setDraft(null);
    busy.current = false;
  }, [queryClient, workspaceId]);

  /**
   * Cancelled: the dialog closes in the click's own frame; after that frame the card goes back in a
   * transition and the board is fetched again. Re-rendering two columns of sortables and laying
   * them out is the heavy part: started with the click, its commit often landed before the click's
   * paint (bench:board, the cancel click was the slowest interaction of a drag).
   */
  const revert = useCallback(() => {
    setPending(null);
    requestAnimationFrame(() =>
      setTimeout(() => {
        startTransition(() => setDraft(null));
        void settle();
      }, 0),
    );
  }, [settle]);

  // The announcements read the latest board through refs: the plugins are configured once, since
  // handing the provider new plugins mid-session re-registers them.
  const names = useRef({ tasksById, columnName });
  names.current = { tasksById, columnName };
  const plugins = useMemo(() => {
    const titleOf = (id: unknown) => names.current.tasksById.get(Number(id))?.tieuDe ?? '';
    const placeText = (taskId: number) => {
      const at = latest.current ? locate(latest.current, taskId) : null;
      return at ? `cột "${names.current.columnName(at.key)}", vị trí ${at.index + 1}` : '';
    };
    // Cursor and PreventSelection restyle every element of the page at each drag's start, target
    // change and drop (drag-styles.ts); their jobs are done by the stylesheet and DragSelectionGuard.
    // AutoScroller hit-tests the board at every pointer move; BoardEdgeScroller does its job (drag-scroll.ts).
    const replaced = new Set<unknown>([Accessibility, Feedback, Cursor, PreventSelection, AutoScroller]);
    return (defaults: unknown[]) => [
      StaticDragStyles,
      ...defaults.filter((p) => !replaced.has(p)),
      DragSelectionGuard,
      BoardEdgeScroller,
      Accessibility.configure({
        screenReaderInstructions: { draggable: INSTRUCTIONS },
        announcements: {
          dragstart: ({ operation: { source } }: DragStartEvent) =>
            source ? `Đã nhấc công việc "${titleOf(source.id)}".` : undefined,
          dragover: ({ operation: { source } }: DragOverEvent) =>
            source ? `Công việc "${titleOf(source.id)}" đang ở ${placeText(Number(source.id))}.` : undefined,
          dragend: ({ operation: { source }, canceled }: DragEndEvent) => {
            if (!source) return undefined;
            return canceled
              ? `Đã hủy kéo. Công việc "${titleOf(source.id)}" trở về chỗ cũ.`
              : `Đã thả công việc "${titleOf(source.id)}" vào ${placeText(Number(source.id))}.`;
          },
        },
      }),
      Feedback.configure({ dropAnimation: { duration: DROP_ANIMATION_MS, easing: 'ease' } }),
    ];
  }, []);

  const onBeforeDragStart: DragDropEventHandlers['onBeforeDragStart'] = (event) => {
    if (busy.current) {
      event.preventDefault();
      notifications.show({ color: 'yellow', message: BUSY_DRAG_MESSAGE, autoClose: 3000 });
    }
  };

  const onDragStart: DragDropEventHandlers['onDragStart'] = ({ operation: { source } }) => {
    const task = source ? tasksById.get(Number(source.id)) : undefined;
    if (!task) return;
    busy.current = true;
    started.current = { taskId: task.id, columnId: task.workColumnId, viTri: task.viTri };
    setDraft(serverOrder);
  };

  const onDragOver: DragDropEventHandlers['onDragOver'] = (event) => {
    const { source, target, shape, position } = event.operation;
    if (!source || !target || !started.current) return;
    const pointer = shape?.current.center ?? position.current;
    const below = Boolean(target.shape && pointer.y > target.shape.center.y);
    const projected =
      isSortable(source) && source.group !== undefined ? { key: String(source.group), index: source.index } : undefined;
    const targetId = typeof target.id === 'string' && columnIdOf(target.id) !== null ? target.id : Number(target.id);
    setDraft((d) => (d ? moveInOrder(d, { taskId: Number(source.id), target: targetId, below, projected }) : d));
  };

  const onDragEnd: DragDropEventHandlers['onDragEnd'] = (event) => {
    const start = started.current;
    started.current = null;
    const current = latest.current;
    if (!start || !current || event.canceled) {
      revert();
      return;
    }
    const task = tasksById.get(start.taskId);
    const place = task ? dropPlace(current, start.taskId, start, tasksById) : null;
    if (!task || !place) {
      revert();
      return;
    }
    // The drop's own frame shows the card where it landed (dnd-kit's drop animation); the dialog
    // mounts in a transition right after, so the pointerup is answered without waiting for it.
    startTransition(() => setPending({ task, place, columnName: columnName(columnKey(place.columnId)) }));
  };

  const confirmMove = () => {
    if (!pending) return;
    const { task, place } = pending;
    // The dialog closes at once; the card stays where it was dropped while the request runs.
    setPending(null);
    move.mutate(
      { taskId: task.id, fromColumnId: task.workColumnId, workColumnId: place.columnId, viTri: place.viTri },
      {
        onSuccess: () => notifySuccess(M.taskMoved),
        onError: (error) => {
          setDraft(null);
          notifyError(error, M.moveFailed);
        },
        onSettled: () => void settle(),
      },
    );
  };

  return (
    <DragDropProvider
      sensors={SENSORS}
      plugins={plugins as never}
      onBeforeDragStart={onBeforeDragStart}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
    >
      {/* Busy while a drag or its save is under way: the board shows its own order until the server's is back. */}
      <div className={classes.columns} aria-busy={draft !== null || undefined} {...{ [BOARD_ROW_ATTRIBUTE]: '' }}>
        {columns.map((column, position) => {
          const key = columnKey(column.id);
          const tasks = tasksOf(order[key] ?? NO_TASKS);
          return (
            <BoardColumn
              key={column.id}
              column={column}
              position={position}
              dropKey={key}
              tasks={tasks}
              canEdit={canEdit}
              meId={meId}
              onColumnAction={onColumnAction}
              onTaskAction={onTaskAction}
            />
          );
        })}
      </div>
      <ConfirmAction
        opened={pending !== null}
        title="Di chuyển công việc"
        color="blue"
        message={
          pending
            ? `Chuyển "${pending.task.tieuDe}" sang cột "${pending.columnName}" ở vị trí ${pending.place.viTri}?`
            : ''
        }
        confirmLabel="Di chuyển"
        onCancel={revert}
        onConfirm={confirmMove}
      />
    </DragDropProvider>
  );
}
