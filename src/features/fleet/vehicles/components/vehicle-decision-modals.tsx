import { Alert, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { odoCorrectionRequest, releaseRequest, VEHICLE_MESSAGES, type Vehicle } from '@/contracts/fleet-vehicles';
import { formatNumber } from '@/lib/format';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useCorrectOdometer, useReleaseVehicle } from '../api/vehicle-mutations';

// The office's two recorded decisions about a vehicle (issue 11 §4, §5). Each asks for a reason,
// checks the form with the request's own contract, and sends once per click (the mutations go
// through the console's submit guard, src/lib/submit-guard.ts).

const reasonField = (
  values: { lyDo: string },
  errors: Record<string, string>,
  onChange: (value: string) => void,
  label: string,
) => (
  <Textarea
    label={label}
    required
    autosize
    minRows={2}
    maxLength={1000}
    value={values.lyDo}
    onChange={(e) => onChange(e.currentTarget.value)}
    error={errors.lyDo || undefined}
  />
);

const odoInitial = (_v: Vehicle | null) => ({ odo: '', lyDo: '' });

/** "Điều chỉnh ODO": sets the recorded odometer (up or down, e.g. after a typo locked returns). */
export function OdoCorrectionModal({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const form = useFormModal(vehicle !== null, vehicle, odoInitial);
  const correct = useCorrectOdometer();
  const set = (field: 'odo' | 'lyDo') => (value: string) => {
    form.setValues((v) => ({ ...v, [field]: value }));
    form.setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = () => {
    if (!vehicle) return;
    const body = form.parse(odoCorrectionRequest);
    if (!body) return;
    if (body.odo === vehicle.odoGanNhat) return form.setErrors({ odo: VEHICLE_MESSAGES.odoUnchanged });
    const callbacks = form.saveCallbacks(VEHICLE_MESSAGES.odoCorrected, onClose, VEHICLE_MESSAGES.odoCorrectError);
    correct.mutate({ id: vehicle.id, body }, callbacks);
  };

  return (
    <FormModal
      opened={vehicle !== null}
      onClose={onClose}
      title={`Điều chỉnh ODO xe ${vehicle?.bienSo ?? ''}`}
      onSubmit={submit}
      formError={form.formError}
      pending={correct.isPending}
      submitLabel="Lưu ODO"
    >
      <Text size="sm">
        ODO đang ghi nhận: <b>{vehicle ? `${formatNumber(vehicle.odoGanNhat)} km` : '—'}</b>
      </Text>
      <TextInput
        label="ODO mới (km)"
        required
        inputMode="decimal"
        placeholder="VD: 82.410"
        value={form.values.odo}
        onChange={(e) => set('odo')(e.currentTarget.value)}
        error={form.errors.odo || undefined}
      />
      {reasonField(form.values, form.errors, set('lyDo'), 'Lý do điều chỉnh')}
      <Text size="xs" c="dimmed">
        Thay đổi được lưu vào nhật ký xe (người sửa, thời điểm, ODO cũ, ODO mới, lý do).
      </Text>
    </FormModal>
  );
}

const releaseInitial = (_v: Vehicle | null) => ({ lyDo: '' });

/** "Cho phép vận hành": a vehicle stopped by a critical checklist / SOS may be taken again. */
export function ReleaseVehicleModal({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const form = useFormModal(vehicle !== null, vehicle, releaseInitial);
  const release = useReleaseVehicle();
  const setReason = (value: string) => {
    form.setValues({ lyDo: value });
    form.setErrors({});
  };

  const submit = () => {
    if (!vehicle) return;
    const body = form.parse(releaseRequest);
    if (!body) return;
    const callbacks = form.saveCallbacks(
      VEHICLE_MESSAGES.released(vehicle.bienSo),
      onClose,
      VEHICLE_MESSAGES.releaseError,
    );
    release.mutate({ id: vehicle.id, body }, callbacks);
  };

  return (
    <FormModal
      opened={vehicle !== null}
      onClose={onClose}
      title={`Cho phép xe ${vehicle?.bienSo ?? ''} vận hành`}
      onSubmit={submit}
      formError={form.formError}
      pending={release.isPending}
      submitLabel="Cho phép vận hành"
    >
      <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
        Xe đang bảo dưỡng (thường do lỗi nghiêm trọng từ checklist hoặc sự cố) nên tài xế không thể nhận xe. Chỉ cho
        phép khi đã kiểm tra xe an toàn; phiếu sửa chữa vẫn mở để gara tiếp tục.
      </Alert>
      {reasonField(form.values, form.errors, setReason, 'Lý do cho phép vận hành')}
      <Text size="xs" c="dimmed">
        Quyết định được lưu vào nhật ký xe (người quyết định, thời điểm, lý do).
      </Text>
    </FormModal>
  );
}
