import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Column, Task } from '@/contracts/work';
import { WORK_MESSAGES as M } from '@/contracts/work-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { notifyError, notifySuccess } from '@/ui/notify';
import { useMoveTask } from '../api/board-writes';
import { placesIn } from '../model/move';

/**
 * "Chuyển sang cột…": the move without dragging, on every card (keyboards, screen readers, phones).
 * Pick a column and a place in it — last by default; the dialog is the confirmation.
 */
export function MoveTaskModal({
  workspaceId,
  task,
  columns,
  onClose,
}: {
  workspaceId: number;
  task: Task | null;
  columns: Column[];
  onClose: () => void;
}) {
  const [columnId, setColumnId] = useState<string | null>(null);
  const [viTri, setViTri] = useState<string | null>(null);
  const move = useMoveTask(workspaceId);
  const start = task ? { columnId: task.workColumnId, viTri: task.viTri } : null;
  const target = columns.find((c) => String(c.id) === columnId);
  const places = task && start && target ? placesIn(target.tasks, task.id, start, target.id) : [];

  useEffect(() => {
    if (!task) return;
    const other = columns.find((c) => c.id !== task.workColumnId) ?? columns[0];
    setColumnId(other ? String(other.id) : null);
    setViTri(null);
  }, [task, columns]);
  // The chosen place, or the column's last one until a place of this column is chosen.
  const last = places.length ? String(places[places.length - 1]) : null;
  const place = viTri !== null && places.includes(Number(viTri)) ? viTri : last;

  const unchanged = !task || !target || !place || (target.id === task.workColumnId && Number(place) === task.viTri);

  return (
    <FormModal
      opened={task !== null}
      onClose={onClose}
      title="Chuyển sang cột…"
      onSubmit={() => {
        if (!task || !target || !place || unchanged) return;
        move.mutate(
          { taskId: task.id, fromColumnId: task.workColumnId, workColumnId: target.id, viTri: Number(place) },
          {
            onSuccess: () => {
              notifySuccess(M.taskMoved);
              onClose();
            },
            onError: (error) => notifyError(error, M.moveFailed),
          },
        );
      }}
      formError={null}
      pending={move.isPending}
      submitLabel="Chuyển"
      submitDisabled={unchanged}
    >
      <Select
        label="Cột"
        data={columns.map((c) => ({ value: String(c.id), label: c.tenCot }))}
        value={columnId}
        onChange={(v) => {
          setColumnId(v);
          setViTri(null);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Vị trí"
        data={places.map((p, i) => ({
          value: String(p),
          label: i === places.length - 1 ? `${p} (cuối cột)` : String(p),
        }))}
        value={place}
        onChange={setViTri}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </FormModal>
  );
}
