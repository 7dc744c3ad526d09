import { TextInput } from '@mantine/core';
import { type Column, columnRequest, WORK_MESSAGES as M } from '@/contracts/work';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useSaveColumn } from '../api/board-writes';

type Values = { tenCot: string };
const initial = (column: Column | null): Values => ({ tenCot: column?.tenCot ?? '' });

/** Add or edit a column (spec 002 §2.4): a title, required ("Tên cột không được để trống!"). */
export function ColumnModal({
  workspaceId,
  opened,
  column,
  onClose,
}: {
  workspaceId: number;
  opened: boolean;
  /** The column being edited; null adds one at the end. */
  column: Column | null;
  onClose: () => void;
}) {
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(
    opened,
    column,
    initial,
  );
  const save = useSaveColumn(workspaceId);

  const submit = () => {
    const body = parse(columnRequest, (v) => ({
      tenCot: v.tenCot,
      active: column?.active ?? true,
      viTri: column?.viTri,
    }));
    if (!body) return;
    save.mutate(
      { columnId: column?.id, body },
      saveCallbacks(column ? M.columnUpdated : M.columnCreated, onClose, M.columnFailed),
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={column ? 'Sửa cột' : 'Thêm cột'}
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel={column ? 'Lưu thay đổi' : 'Thêm cột'}
    >
      <TextInput
        label="Tên cột"
        required
        data-autofocus
        maxLength={100}
        value={values.tenCot}
        onChange={(e) => {
          const tenCot = e.currentTarget.value;
          setValues({ tenCot });
          setErrors((x) => ({ ...x, tenCot: '' }));
        }}
        error={errors.tenCot || undefined}
      />
    </FormModal>
  );
}
