import { MultiSelect, Switch, Textarea, TextInput } from '@mantine/core';
import { VEHICLE_TYPE_MESSAGES, type VehicleType, vehicleTypeRequest } from '@/contracts/fleet-vehicles';
import { SEVERITY_LABELS } from '@/contracts/fleet-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useActiveChecklistItems } from '../../checklist-catalogue/api/checklist-items';
import { useSaveVehicleType } from '../api/vehicle-types';

type Values = { tenLoaiXe: string; moTa: string; active: boolean; checklistItemIds: string[] };
const initial = (t: VehicleType | null): Values => ({
  tenLoaiXe: t?.tenLoaiXe ?? '',
  moTa: t?.moTa ?? '',
  active: t?.active ?? true,
  checklistItemIds: (t?.checklistItemIds ?? []).map(String),
});

/** Create or edit a vehicle type and its checklist package (chosen from the active items). */
export function VehicleTypeFormModal({
  opened,
  type,
  onClose,
}: {
  opened: boolean;
  type: VehicleType | null;
  onClose: () => void;
}) {
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(opened, type, initial);
  const items = useActiveChecklistItems();
  const save = useSaveVehicleType();

  // Retired items already in the package stay listed (and may be removed), never offered anew.
  const data = (items.data ?? []).map((i) => ({
    value: String(i.id),
    label: `${i.tenHangMuc} · ${SEVERITY_LABELS[i.mucDo]}`,
  }));
  for (const i of type?.checklistItems ?? []) {
    if (!data.some((d) => d.value === String(i.id))) {
      data.push({ value: String(i.id), label: `${i.tenHangMuc} (ngừng sử dụng)` });
    }
  }

  const submit = () => {
    const body = parse(vehicleTypeRequest, (v) => ({ ...v, checklistItemIds: v.checklistItemIds.map(Number) }));
    if (!body) return;
    save.mutate(
      { id: type?.id ?? null, body },
      saveCallbacks(type ? VEHICLE_TYPE_MESSAGES.updated : VEHICLE_TYPE_MESSAGES.created, onClose, 'Có lỗi xảy ra.'),
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={type ? 'Sửa Loại Xe' : 'Thêm Loại Xe'}
      size="lg"
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel={type ? 'Lưu thay đổi' : 'Thêm Loại Xe'}
    >
      <TextInput
        label="Tên Loại Xe"
        required
        placeholder="VD: Xe tải 1.25 tấn"
        value={values.tenLoaiXe}
        onChange={(e) => {
          const tenLoaiXe = e.currentTarget.value;
          setValues((v) => ({ ...v, tenLoaiXe }));
          setErrors((x) => ({ ...x, tenLoaiXe: '' }));
        }}
        error={errors.tenLoaiXe || undefined}
      />
      <Textarea
        label="Mô tả"
        autosize
        minRows={2}
        value={values.moTa}
        onChange={(e) => {
          const moTa = e.currentTarget.value;
          setValues((v) => ({ ...v, moTa }));
        }}
        error={errors.moTa || undefined}
      />
      <MultiSelect
        label="Gói checklist"
        description="Các hạng mục tài xế kiểm tra đầu ca với loại xe này"
        placeholder={values.checklistItemIds.length ? undefined : 'Chọn hạng mục'}
        data={data}
        value={values.checklistItemIds}
        onChange={(checklistItemIds) => setValues((v) => ({ ...v, checklistItemIds }))}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={items.isPending ? 'Đang tải...' : 'Không có hạng mục'}
        error={errors.checklistItemIds || (items.isError ? 'Lỗi tải danh sách hạng mục' : undefined)}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        label="Đang sử dụng"
        checked={values.active}
        onChange={(e) => {
          const active = e.currentTarget.checked;
          setValues((v) => ({ ...v, active }));
        }}
      />
    </FormModal>
  );
}
