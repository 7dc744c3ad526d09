import { Textarea, TextInput } from '@mantine/core';
import { MAINTENANCE_ITEM_MESSAGES, type MaintenanceItem, maintenanceItemRequest } from '@/contracts/fleet-catalogues';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
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
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(opened, item, initial);
  const action = useMaintenanceItemAction();

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
    const body = parse(maintenanceItemRequest);
    if (!body) return;
    action.mutate(
      { kind: 'save', id: item?.id ?? null, body },
      saveCallbacks(
        item ? MAINTENANCE_ITEM_MESSAGES.updated : MAINTENANCE_ITEM_MESSAGES.created,
        onClose,
        item ? MAINTENANCE_ITEM_MESSAGES.updateError : MAINTENANCE_ITEM_MESSAGES.createError,
      ),
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={item ? 'Sửa hạng mục bảo dưỡng' : 'Thêm hạng mục bảo dưỡng'}
      onSubmit={submit}
      formError={formError}
      pending={action.isPending}
      submitLabel={item ? 'Lưu thay đổi' : 'Thêm hạng mục'}
    >
      <TextInput label="Tên hạng mục" required maxLength={255} {...field('tenHangMuc')} />
      <TextInput
        label="Định kỳ (km)"
        description="Để trống nếu không bảo dưỡng theo km"
        inputMode="numeric"
        placeholder="VD: 5000"
        {...field('chuKyKm')}
      />
      <Textarea label="Ghi chú" autosize minRows={2} maxLength={2000} {...field('ghiChu')} />
    </FormModal>
  );
}
