import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { ChecklistItem } from '@/contracts/fleet';
import { CHECKLIST_ITEM_MESSAGES, checklistItemRequest } from '@/contracts/fleet-catalogues';
import { SEVERITIES, SEVERITY_LABELS } from '@/contracts/fleet-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useSaveChecklistItem } from '../api/checklist-items';

type Values = { tenHangMuc: string; moTa: string; viTri: string; mucDo: string; active: boolean };
/** Defaults of a new item: severity INFO, active (spec 003 §5). */
const initial = (i: ChecklistItem | null): Values => ({
  tenHangMuc: i?.tenHangMuc ?? '',
  moTa: i?.moTa ?? '',
  viTri: i?.viTri === null || i?.viTri === undefined ? '' : String(i.viTri),
  mucDo: i?.mucDo ?? 'INFO',
  active: i?.active ?? true,
});

export function ChecklistItemFormModal({
  opened,
  item,
  onClose,
}: {
  opened: boolean;
  item: ChecklistItem | null;
  onClose: () => void;
}) {
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(opened, item, initial);
  const save = useSaveChecklistItem();

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = () => {
    const body = parse(checklistItemRequest);
    if (!body) return;
    save.mutate(
      { id: item?.id ?? null, body },
      saveCallbacks(
        item ? CHECKLIST_ITEM_MESSAGES.updated : CHECKLIST_ITEM_MESSAGES.created,
        onClose,
        CHECKLIST_ITEM_MESSAGES.saveError,
      ),
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Sửa hạng mục checklist' : 'Thêm hạng mục checklist'}
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel={item ? 'Lưu thay đổi' : 'Thêm hạng mục'}
    >
      <TextInput
        label="Tên hạng mục"
        required
        value={values.tenHangMuc}
        onChange={(e) => set('tenHangMuc', e.currentTarget.value)}
        error={errors.tenHangMuc || undefined}
      />
      <Textarea
        label="Mô tả"
        autosize
        minRows={2}
        value={values.moTa}
        onChange={(e) => set('moTa', e.currentTarget.value)}
        error={errors.moTa || undefined}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Thứ tự"
          description="Để trống: xếp cuối (999)"
          inputMode="numeric"
          value={values.viTri}
          onChange={(e) => set('viTri', e.currentTarget.value)}
          error={errors.viTri || undefined}
        />
        <Select
          label="Mức độ"
          required
          data={SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] }))}
          value={values.mucDo || null}
          onChange={(v) => set('mucDo', v ?? '')}
          error={errors.mucDo || undefined}
        />
      </SimpleGrid>
      <Switch label="Đang sử dụng" checked={values.active} onChange={(e) => set('active', e.currentTarget.checked)} />
    </FormModal>
  );
}
