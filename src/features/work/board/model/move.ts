/**
 * Where a dragged card goes (spec 002 §4.1). During a drag the board keeps its own order — column
 * key → task ids — updated on every "drag over" (the shape of @dnd-kit's multiple-sortable-lists
 * guide, without its helpers package); on drop the card's place in that order becomes the request:
 * the target column and `viTri`, numbered from 1 among the column's tasks after the move.
 */

/** Column key (the droppable id, `col-<id>`) → the ids of its tasks in board order. */
export type BoardOrder = Record<string, number[]>;

export const columnKey = (columnId: number) => `col-${columnId}`;
export const columnIdOf = (key: string): number | null => {
  const m = /^col-(\d+)$/.exec(key);
  return m ? Number(m[1]) : null;
};

export function orderOf(columns: readonly { id: number; tasks: readonly { id: number }[] }[]): BoardOrder {
  return Object.fromEntries(columns.map((c) => [columnKey(c.id), c.tasks.map((t) => t.id)]));
}

/** The column key and index of a task, or null. */
export function locate(order: BoardOrder, taskId: number): { key: string; index: number } | null {
  for (const [key, ids] of Object.entries(order)) {
    const index = ids.indexOf(taskId);
    if (index !== -1) return { key, index };
  }
  return null;
}

/** One "drag over": what the card is over, and where the drag library already placed it. */
export interface DragOver {
  taskId: number;
  /** A task id, or a column key when over a column's empty area. */
  target: number | string;
  /** The pointer is below the target's centre (insert after it when coming from another column). */
  below: boolean;
  /** The sortable's own idea of its place (its optimistic sorting), used when it hovers itself. */
  projected?: { key: string; index: number };
}

const moved = (order: BoardOrder, from: { key: string; index: number }, toKey: string, toIndex: number): BoardOrder => {
  const taskId = order[from.key]?.[from.index];
  if (taskId === undefined) return order;
  const source = [...(order[from.key] ?? [])];
  source.splice(from.index, 1);
  const target = from.key === toKey ? source : [...(order[toKey] ?? [])];
  const index = Math.max(0, Math.min(toIndex, target.length));
  if (from.key === toKey && index === from.index) return order;
  target.splice(index, 0, taskId);
  return { ...order, [from.key]: source, [toKey]: target };
};

/** The order after one "drag over" (the same object when nothing changes). */
export function moveInOrder(order: BoardOrder, over: DragOver): BoardOrder {
  const from = locate(order, over.taskId);
  if (!from) return order;
  if (typeof over.target === 'string') {
    const ids = order[over.target];
    if (!ids || over.target === from.key) return order;
    return moved(order, from, over.target, over.below ? ids.length : 0);
  }
  if (over.target === over.taskId) {
    const p = over.projected;
    if (!p || !(p.key in order) || (p.key === from.key && p.index === from.index)) return order;
    return moved(order, from, p.key, p.index);
  }
  const to = locate(order, over.target);
  if (!to) return order;
  if (to.key === from.key) return moved(order, from, to.key, to.index);
  return moved(order, from, to.key, to.index + (over.below ? 1 : 0));
}

export interface DropPlace {
  columnId: number;
  /** 0-based among the tasks shown in the column after the move. */
  index: number;
  /** 1-based among all the column's tasks after the move (what PUT .../tasks/{id} takes). */
  viTri: number;
}

type Placed = { id: number; viTri: number };

/**
 * The request for a card now at `order`'s place. The board may be filtered, so the place counts
 * from the shown neighbour's own `viTri`: right after the task shown before it, else right before
 * the task shown after it, else first. Null when the card is back where it started.
 */
export function dropPlace(
  order: BoardOrder,
  taskId: number,
  start: { columnId: number; viTri: number },
  tasksById: ReadonlyMap<number, Placed & { workColumnId: number }>,
): DropPlace | null {
  const at = locate(order, taskId);
  if (!at) return null;
  const columnId = columnIdOf(at.key);
  if (columnId === null) return null;
  const ids = order[at.key] ?? [];
  const sameColumn = columnId === start.columnId;
  // Positions in the target column once the card has left it (same column: those after it move up).
  const after = (t: Placed & { workColumnId: number }) =>
    sameColumn && t.workColumnId === columnId && t.viTri > start.viTri ? t.viTri - 1 : t.viTri;
  const prev = at.index > 0 ? tasksById.get(ids[at.index - 1] as number) : undefined;
  const next = tasksById.get(ids[at.index + 1] as number);
  const viTri = prev ? after(prev) + 1 : next ? after(next) : 1;
  if (sameColumn && viTri === start.viTri) return null;
  return { columnId, index: at.index, viTri };
}

/**
 * "Chuyển sang cột…" without dragging: the places offered in the chosen column — before each task
 * shown there, then after the last — as the `viTri` each would send (counted like `dropPlace`).
 */
export function placesIn(
  columnTasks: readonly Placed[],
  taskId: number,
  start: { columnId: number; viTri: number },
  columnId: number,
): number[] {
  const sameColumn = columnId === start.columnId;
  const others = columnTasks.filter((t) => t.id !== taskId);
  const after = (t: Placed) => (sameColumn && t.viTri > start.viTri ? t.viTri - 1 : t.viTri);
  const places = others.map(after);
  const last = others.length ? after(others[others.length - 1] as Placed) + 1 : 1;
  return [...places, last];
}
