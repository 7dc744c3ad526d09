import { Alert, Button, Group, Modal, MultiSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SEVERITY_LABELS } from '@/contracts/fleet';
import { VEHICLE_TYPE_MESSAGES, type VehicleType, vehicleTypeRequest } from '@/contracts/fleet-vehicles';
import { useActiveChecklistItems } from '../../checklist-catalogue/api/checklist-items';
import { notifySuccess } from '../../dispatch/notify';
import { serverFieldErrors, zodFieldErrors } from '../../vehicles/components/form-errors';
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
  const [values, setValues] = useState<Values>(() => initial(type));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const items = useActiveChecklistItems();
  const save = useSaveVehicleType();

  useEffect(() => {
    if (opened) {
      setValues(initial(type));
      setErrors({});
      setFormError(null);
    }
  }, [opened, type]);

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
    setFormError(null);
    const parsed = vehicleTypeRequest.safeParse({ ...values, checklistItemIds: values.checklistItemIds.map(Number) });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    save.mutate(
      { id: type?.id ?? null, body: parsed.data },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? (type ? VEHICLE_TYPE_MESSAGES.updated : VEHICLE_TYPE_MESSAGES.created));
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          setFormError(error instanceof Error && error.message ? error.message : 'Có lỗi xảy ra.');
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={type ? 'Sửa Loại Xe' : 'Thêm Loại Xe'} size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
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
              {type ? 'Lưu thay đổi' : 'Thêm Loại Xe'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
