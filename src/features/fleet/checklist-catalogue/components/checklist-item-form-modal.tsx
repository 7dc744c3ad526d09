import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type ChecklistItem, SEVERITIES, SEVERITY_LABELS } from '@/contracts/fleet';
import { CHECKLIST_ITEM_MESSAGES, checklistItemRequest } from '@/contracts/fleet-catalogues';
import { notifySuccess } from '../../dispatch/notify';
import { serverFieldErrors, zodFieldErrors } from '../../vehicles/components/form-errors';
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
  const [values, setValues] = useState<Values>(() => initial(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveChecklistItem();

  useEffect(() => {
    if (opened) {
      setValues(initial(item));
      setErrors({});
      setFormError(null);
    }
  }, [opened, item]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = () => {
    setFormError(null);
    const parsed = checklistItemRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    save.mutate(
      { id: item?.id ?? null, body: parsed.data },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? (item ? CHECKLIST_ITEM_MESSAGES.updated : CHECKLIST_ITEM_MESSAGES.created));
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          setFormError(error instanceof Error && error.message ? error.message : CHECKLIST_ITEM_MESSAGES.saveError);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={item ? 'Sửa hạng mục checklist' : 'Thêm hạng mục checklist'}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
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
          <Switch
            label="Đang sử dụng"
            checked={values.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Hủy bỏ
            </Button>
            <Button type="submit" loading={save.isPending}>
              {item ? 'Lưu thay đổi' : 'Thêm hạng mục'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
