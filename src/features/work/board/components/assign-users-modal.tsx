import { MultiSelect, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Column } from '@/contracts/work';
import { WORK_MESSAGES as M } from '@/contracts/work-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { notifyError, notifySuccess } from '@/ui/notify';
import { useBoardMembers } from '../api/board';
import { useAssignColumnUsers } from '../api/board-writes';

/** The column's users (spec 002 §2.3 "Assign-users modal"): the whole list is sent and replaces it. */
export function AssignUsersModal({
  workspaceId,
  column,
  onClose,
}: {
  workspaceId: number;
  column: Column | null;
  onClose: () => void;
}) {
  const members = useBoardMembers(workspaceId, { assignable: true, enabled: column !== null }).data ?? [];
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen(column ? column.assignedUsers.map((u) => String(u.idNguoiDung)) : []), [column]);
  const assign = useAssignColumnUsers(workspaceId);
  const options = new Map<string, string>();
  for (const u of [...(column?.assignedUsers ?? []), ...members]) options.set(String(u.idNguoiDung), u.hoTen);

  return (
    <FormModal
      opened={column !== null}
      onClose={onClose}
      title={`Gán người dùng cho cột "${column?.tenCot ?? ''}"`}
      onSubmit={() => {
        if (!column) return;
        assign.mutate(
          { columnId: column.id, userIds: chosen.map(Number) },
          {
            onSuccess: () => {
              notifySuccess(M.usersAssigned);
              onClose();
            },
            onError: (error) => notifyError(error, M.assignFailed),
          },
        );
      }}
      formError={null}
      pending={assign.isPending}
      submitLabel="Lưu"
    >
      <MultiSelect
        label="Người dùng"
        placeholder={chosen.length ? undefined : 'Chọn người dùng'}
        searchable
        clearable
        nothingFoundMessage="Không tìm thấy người dùng"
        data={[...options].map(([value, label]) => ({ value, label }))}
        value={chosen}
        onChange={setChosen}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="xs" c="dimmed">
        Người được gán vào cột sẽ thấy không gian làm việc này.
      </Text>
    </FormModal>
  );
}
