import { Alert, Anchor, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import {
  MANUAL_VEHICLE_STATUSES,
  maxVehicleYear,
  VEHICLE_MESSAGES,
  type Vehicle,
  vehicleRequest,
} from '@/contracts/fleet-vehicles';
import { FUEL_TYPES, VEHICLE_STATUS_LABELS } from '@/contracts/fleet-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useVehicleTypeOptions } from '../../vehicle-types/api/vehicle-types';
import { useSaveVehicle } from '../api/vehicle-mutations';
import { PhotoUrlField } from './photo-url-field';

/** Vehicle photos are uploaded to this folder (the server accepts any folder name). */
export const VEHICLE_PHOTO_FOLDER = 'xe';

type Values = Record<
  | 'bienSo'
  | 'loaiXeId'
  | 'soKhung'
  | 'soMay'
  | 'hangXe'
  | 'model'
  | 'namSx'
  | 'mauSon'
  | 'loaiNhienLieu'
  | 'dungTichBinh'
  | 'tieuHaoTb'
  | 'sucChuaTai'
  | 'odoGanNhat'
  | 'trangThai'
  | 'ghiChu'
  | 'fileUrl',
  string
>;

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v).replace('.', ',');
const initialValues = (v: Vehicle | null): Values => ({
  bienSo: v?.bienSo ?? '',
  loaiXeId: v?.loaiXeId ? String(v.loaiXeId) : '',
  soKhung: v?.soKhung ?? '',
  soMay: v?.soMay ?? '',
  hangXe: v?.hangXe ?? '',
  model: v?.model ?? '',
  namSx: v?.namSx ? String(v.namSx) : '',
  mauSon: v?.mauSon ?? '',
  loaiNhienLieu: v?.loaiNhienLieu ?? '',
  dungTichBinh: text(v?.dungTichBinh),
  tieuHaoTb: text(v?.tieuHaoTb),
  sucChuaTai: text(v?.sucChuaTai),
  odoGanNhat: v ? String(v.odoGanNhat) : '',
  trangThai: v?.trangThai ?? 'AVAILABLE',
  ghiChu: v?.ghiChu ?? '',
  fileUrl: v?.fileUrl ?? '',
});

/** Add (vehicle null) or edit a vehicle, with every rule of spec 003 §5 checked before sending. */
export function VehicleFormModal({
  opened,
  vehicle,
  onClose,
}: {
  opened: boolean;
  vehicle: Vehicle | null;
  onClose: () => void;
}) {
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(
    opened,
    vehicle,
    initialValues,
  );
  const types = useVehicleTypeOptions();
  const save = useSaveVehicle();

  const set = (field: keyof Values) => (value: string | null) => {
    setValues((v) => ({ ...v, [field]: value ?? '' }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  const input = (field: keyof Values) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
    error: errors[field] || undefined,
  });

  // A retired type stays selectable on the vehicle that already has it.
  const typeData = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.tenLoaiXe }));
  if (vehicle?.loaiXeId && !typeData.some((t) => t.value === String(vehicle.loaiXeId))) {
    typeData.push({ value: String(vehicle.loaiXeId), label: `${vehicle.tenLoaiXe ?? 'Loại xe'} (ngừng sử dụng)` });
  }
  const noTypes = types.isSuccess && typeData.length === 0;
  const statusData = [...new Set<string>([...MANUAL_VEHICLE_STATUSES, ...(vehicle ? [vehicle.trangThai] : [])])].map(
    (s) => ({
      value: s,
      label: VEHICLE_STATUS_LABELS[s as keyof typeof VEHICLE_STATUS_LABELS],
      disabled: !(MANUAL_VEHICLE_STATUSES as readonly string[]).includes(s),
    }),
  );

  const submit = () => {
    // On edit the recorded odometer is not sent: it changes only through "Điều chỉnh ODO" (audited).
    const body = parse(vehicleRequest, (v) => ({
      ...v,
      trangThai: vehicle ? v.trangThai : undefined,
      odoGanNhat: vehicle ? undefined : v.odoGanNhat,
    }));
    if (!body) return;
    save.mutate(
      { id: vehicle?.id ?? null, body },
      saveCallbacks(vehicle ? VEHICLE_MESSAGES.updated : VEHICLE_MESSAGES.created, onClose, VEHICLE_MESSAGES.saveError),
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={vehicle ? `Sửa xe ${vehicle.bienSo}` : 'Thêm xe mới'}
      size="xl"
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel={vehicle ? 'Lưu thay đổi' : 'Thêm xe'}
      submitDisabled={noTypes}
    >
      {noTypes && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {VEHICLE_MESSAGES.noTypesHint}{' '}
          <Anchor component={Link} to="/quan-ly-loai-xe">
            Quản lý Loại Xe
          </Anchor>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <TextInput label="Biển số" required placeholder="VD: 51C-123.45" {...input('bienSo')} />
        <Select
          label="Loại xe"
          required
          placeholder="Chọn loại xe"
          data={typeData}
          value={values.loaiXeId || null}
          onChange={set('loaiXeId')}
          error={errors.loaiXeId || undefined}
          disabled={noTypes}
          searchable
          nothingFoundMessage="Không có loại xe"
        />
        <Select
          label="Nhiên liệu"
          placeholder="Chọn nhiên liệu"
          data={[...FUEL_TYPES]}
          value={values.loaiNhienLieu || null}
          onChange={set('loaiNhienLieu')}
          error={errors.loaiNhienLieu || undefined}
          clearable
        />
        <TextInput label="Hãng xe" {...input('hangXe')} />
        <TextInput label="Model" {...input('model')} />
        <TextInput
          label="Năm sản xuất"
          inputMode="numeric"
          placeholder={`1900 – ${maxVehicleYear()}`}
          {...input('namSx')}
        />
        <TextInput label="Số khung" {...input('soKhung')} />
        <TextInput label="Số máy" {...input('soMay')} />
        <TextInput label="Màu sơn" {...input('mauSon')} />
        <TextInput
          label="ODO gần nhất (km)"
          inputMode="decimal"
          {...input('odoGanNhat')}
          disabled={vehicle !== null}
          description={vehicle ? 'Sửa bằng chức năng "Điều chỉnh ODO" (cần lý do)' : undefined}
        />
        <TextInput label="Dung tích bình (lít)" inputMode="decimal" placeholder="VD: 65" {...input('dungTichBinh')} />
        <TextInput label="Tiêu hao TB (lít/100 km)" inputMode="decimal" placeholder="VD: 9,5" {...input('tieuHaoTb')} />
        <TextInput label="Sức chứa tải (tấn)" inputMode="decimal" placeholder="VD: 1,25" {...input('sucChuaTai')} />
        {vehicle && (
          <Select
            label="Trạng thái"
            data={statusData}
            value={values.trangThai}
            onChange={set('trangThai')}
            error={errors.trangThai || undefined}
            allowDeselect={false}
            disabled={!(MANUAL_VEHICLE_STATUSES as readonly string[]).includes(vehicle.trangThai)}
            description={
              (MANUAL_VEHICLE_STATUSES as readonly string[]).includes(vehicle.trangThai)
                ? undefined
                : 'Theo lệnh giao xe / đơn hàng'
            }
          />
        )}
      </SimpleGrid>
      <PhotoUrlField
        label="Ảnh xe"
        folder={VEHICLE_PHOTO_FOLDER}
        value={values.fileUrl}
        onChange={set('fileUrl')}
        error={errors.fileUrl || undefined}
      />
      <Textarea label="Ghi chú" autosize minRows={2} maxRows={5} {...input('ghiChu')} />
    </FormModal>
  );
}
