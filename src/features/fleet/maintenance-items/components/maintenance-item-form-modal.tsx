import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MAINTENANCE_ITEM_MESSAGES, type MaintenanceItem, maintenanceItemRequest } from '@/contracts/fleet-catalogues';
import { notifySuccess } from '../../dispatch/notify';
import { serverFieldErrors, zodFieldErrors } from '../../vehicles/components/form-errors';
import { useMaintenanceItemAction } from '../api/maintenance-items';

type Values = { tenHangMuc: string; chuKyKm: string; ghiChu: string };
const initial = (i: MaintenanceItem | null): Values => ({
  tenHangMuc: i?.tenHangMuc ?? '',
  chuKyKm: i?.chuKyKm ? String(i.chuKyKm) : '',
  ghiChu: i?.ghiChu ?? '',
});

export function MaintenanceItemFormModal({
  opened,
  item,
  onClose,
}: {
  opened: boolean;
  item: MaintenanceItem | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(() => initial(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const action = useMaintenanceItemAction();

  useEffect(() => {
    if (opened) {
      setValues(initial(item));
      setErrors({});
      setFormError(null);
    }
  }, [opened, item]);

  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((x) => ({ ...x, [name]: '' }));
    },
    error: errors[name] || undefined,
  });

  const submit = () => {
    setFormError(null);
    const parsed = maintenanceItemRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    action.mutate(
      { kind: 'save', id: item?.id ?? null, body: parsed.data },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? (item ? MAINTENANCE_ITEM_MESSAGES.updated : MAINTENANCE_ITEM_MESSAGES.created));
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          const fallback = item ? MAINTENANCE_ITEM_MESSAGES.updateError : MAINTENANCE_ITEM_MESSAGES.createError;
          setFormError(error instanceof Error && error.message ? error.message : fallback);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={item ? 'Sửa hạng mục bảo dưỡng' : 'Thêm hạng mục bảo dưỡng'}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput label="Tên hạng mục" required maxLength={255} {...field('tenHangMuc')} />
          <TextInput
            label="Định kỳ (km)"
            description="Để trống nếu không bảo dưỡng theo km"
            inputMode="numeric"
            placeholder="VD: 5000"
            {...field('chuKyKm')}
          />
          <Textarea label="Ghi chú" autosize minRows={2} maxLength={2000} {...field('ghiChu')} />
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              Hủy bỏ
            </Button>
            <Button type="submit" loading={action.isPending}>
              {item ? 'Lưu thay đổi' : 'Thêm hạng mục'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
