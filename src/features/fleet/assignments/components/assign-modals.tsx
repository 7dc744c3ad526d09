import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { ErrorCode } from '@/contracts/envelope';
import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TYPE_LABELS,
  type AssignableVehicle,
  withSeconds,
} from '@/contracts/fleet-assignments';
import { isApiClientError } from '@/lib/client-error';
import { ConfirmAction } from '@/ui/confirm-action';
import { DateTimeField } from '@/ui/date-fields';
import { CANCEL_LABEL } from '@/ui/labels';
import { failureText, notifySuccess } from '@/ui/notify';
import { useAssignmentDrivers } from '../api/get-assignments';
import { useAssignVehicle, useHandoverVehicle } from '../api/mutations';

/**
 * The pickers' drivers, each with the vehicles they hold ("Hoàng Đức Lộc (taixe3) — đang giữ
 * 51C-123.45"), so the dispatcher sees who is free before choosing.
 */
function useDriverChoices() {
  const drivers = useAssignmentDrivers();
  const list = drivers.data ?? [];
  return {
    error: drivers.isError ? ASSIGNMENT_MESSAGES.driversLoadFailed : null,
    data: list.map((d) => ({
      value: String(d.idNguoiDung),
      label: `${d.hoTen} (${d.tenDangNhap}) — ${
        d.xeDangGiu.length ? `đang giữ ${d.xeDangGiu.map((x) => x.bienSo).join(', ')}` : 'chưa giữ xe'
      }`,
    })),
    /** The chosen driver's name and the plates they hold (none: no confirmation needed). */
    holding: (id: string | null) => {
      const d = list.find((x) => String(x.idNguoiDung) === id);
      return d?.xeDangGiu.length ? { hoTen: d.hoTen, plates: d.xeDangGiu.map((x) => x.bienSo).join(', ') } : null;
    },
  };
}

/**
 * Giving a driver who already holds a vehicle a second one is a deliberate decision (issue 11
 * §5): asked before sending when the picker knows it, and when the server says so (code
 * CONFIRM_REQUIRED: the list was stale); confirming sends again with `xacNhanXeThuHai`.
 */
function useSecondVehicleStep(drivers: ReturnType<typeof useDriverChoices>) {
  const [question, setQuestion] = useState<string | null>(null);
  // Stable: the modals reset it when they open.
  const reset = useCallback(() => setQuestion(null), []);
  return {
    question,
    reset,
    /** True when the order may be sent now; otherwise the question is asked first. */
    mayGo(driverId: string | null, confirmed: boolean) {
      const held = confirmed ? null : drivers.holding(driverId);
      if (held) setQuestion(ASSIGNMENT_MESSAGES.confirmSecondVehicle(held.hoTen, held.plates));
      return held === null;
    },
    /** A refusal asking for the confirmation becomes the question; true when it was one. */
    fromError(e: unknown) {
      if (!isApiClientError(e) || e.code !== ErrorCode.CONFIRM_REQUIRED) return false;
      setQuestion(e.message);
      return true;
    },
  };
}

function SecondVehicleDialog({
  step,
  pending,
  onConfirm,
}: {
  step: ReturnType<typeof useSecondVehicleStep>;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmAction
      opened={step.question !== null}
      title="Giao thêm xe thứ hai"
      message={step.question ?? ''}
      confirmLabel="Xác nhận giao thêm"
      color="orange"
      loading={pending}
      onConfirm={onConfirm}
      onCancel={step.reset}
    />
  );
}

/** Giao xe: FIXED or TEMP; end only for TEMP, not before the start; empty start = now. */
export function AssignModal({ vehicle, onClose }: { vehicle: AssignableVehicle | null; onClose: () => void }) {
  const [taiXeId, setTaiXeId] = useState<string | null>(null);
  const [loai, setLoai] = useState<'FIXED' | 'TEMP'>('FIXED');
  const [startAt, setStartAt] = useState('');
  const [endAt, setEndAt] = useState('');
  const [lyDo, setLyDo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const drivers = useDriverChoices();
  const second = useSecondVehicleStep(drivers);
  const assign = useAssignVehicle();
  const { reset } = second;
  useEffect(() => {
    if (vehicle) {
      setTaiXeId(null);
      setLoai('FIXED');
      setStartAt('');
      setEndAt('');
      setLyDo('');
      setError(null);
      reset();
    }
  }, [vehicle, reset]);
  // The server refuses a vehicle in maintenance (it may have been stopped as unsafe): said up front.
  const inMaintenance = vehicle?.trangThai === 'MAINTENANCE';

  const submit = (confirmed = false) => {
    if (assign.isPending) return;
    if (!vehicle || !taiXeId) return setError(ASSIGNMENT_MESSAGES.vehicleAndDriverRequired);
    if (loai === 'TEMP' && startAt && endAt && endAt < startAt) return setError(ASSIGNMENT_MESSAGES.endBeforeStart);
    setError(null);
    if (!second.mayGo(taiXeId, confirmed)) return;
    assign.mutate(
      {
        xeId: vehicle.id,
        taiXeId: Number(taiXeId),
        loai,
        lyDo: lyDo.trim() || undefined,
        startAt: startAt ? withSeconds(startAt) : undefined,
        endAt: loai === 'TEMP' && endAt ? withSeconds(endAt) : undefined,
        ...(confirmed ? { xacNhanXeThuHai: true } : {}),
      },
      {
        onSuccess: (res) => {
          second.reset();
          notifySuccess(res.message ?? ASSIGNMENT_MESSAGES.assignSuccess);
          onClose();
        },
        onError: (e) => {
          if (second.fromError(e)) return;
          second.reset();
          setError(failureText(e, ASSIGNMENT_MESSAGES.assignFailed));
        },
      },
    );
  };

  return (
    <Modal opened={vehicle !== null} onClose={onClose} title={`Giao xe ${vehicle?.bienSo ?? ''}`} centered size="lg">
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {inMaintenance && vehicle && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {ASSIGNMENT_MESSAGES.vehicleInMaintenanceWarning(vehicle.bienSo)}
          </Alert>
        )}
        {drivers.error && <Alert color="orange">{drivers.error}</Alert>}
        <Select
          label="Tài xế"
          withAsterisk
          searchable
          placeholder="Chọn tài xế"
          data={drivers.data}
          value={taiXeId}
          onChange={setTaiXeId}
        />
        <SegmentedControl
          aria-label="Loại lệnh giao"
          value={loai}
          onChange={(v) => setLoai(v as 'FIXED' | 'TEMP')}
          data={(['FIXED', 'TEMP'] as const).map((v) => ({ value: v, label: ASSIGNMENT_TYPE_LABELS[v] }))}
        />
        <Group grow align="flex-start" wrap="wrap">
          <DateTimeField label="Bắt đầu" description="Để trống: bắt đầu ngay" value={startAt} onChange={setStartAt} />
          <DateTimeField
            label="Kết thúc"
            description={loai === 'TEMP' ? 'Để trống: không giới hạn' : 'Chỉ dành cho lệnh tạm thời'}
            disabled={loai !== 'TEMP'}
            value={loai === 'TEMP' ? endAt : ''}
            onChange={setEndAt}
            error={
              loai === 'TEMP' && startAt && endAt && endAt < startAt ? ASSIGNMENT_MESSAGES.endBeforeStart : undefined
            }
          />
        </Group>
        <ReasonAndSubmit
          lyDo={lyDo}
          onLyDo={setLyDo}
          onClose={onClose}
          onSubmit={() => submit()}
          pending={assign.isPending}
          disabled={inMaintenance}
          submitLabel="Giao xe"
        />
      </Stack>
      <SecondVehicleDialog step={second} pending={assign.isPending} onConfirm={() => submit(true)} />
    </Modal>
  );
}

/** Bàn giao: to another driver than the current holder. */
export function HandoverModal({ vehicle, onClose }: { vehicle: AssignableVehicle | null; onClose: () => void }) {
  const [toTaiXeId, setTo] = useState<string | null>(null);
  const [lyDo, setLyDo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const drivers = useDriverChoices();
  const second = useSecondVehicleStep(drivers);
  const handover = useHandoverVehicle();
  const { reset } = second;
  useEffect(() => {
    if (vehicle) {
      setTo(null);
      setLyDo('');
      setError(null);
      reset();
    }
  }, [vehicle, reset]);

  const submit = (confirmed = false) => {
    if (handover.isPending) return;
    if (!vehicle || !toTaiXeId) return setError(ASSIGNMENT_MESSAGES.newDriverRequired);
    if (Number(toTaiXeId) === vehicle.taiXeId) return setError(ASSIGNMENT_MESSAGES.handoverToHolder);
    setError(null);
    if (!second.mayGo(toTaiXeId, confirmed)) return;
    handover.mutate(
      {
        xeId: vehicle.id,
        toTaiXeId: Number(toTaiXeId),
        lyDo: lyDo.trim() || undefined,
        ...(confirmed ? { xacNhanXeThuHai: 'true' } : {}),
      },
      {
        onSuccess: (res) => {
          second.reset();
          notifySuccess(res.message ?? ASSIGNMENT_MESSAGES.handoverSuccess);
          onClose();
        },
        onError: (e) => {
          if (second.fromError(e)) return;
          second.reset();
          setError(failureText(e, ASSIGNMENT_MESSAGES.handoverFailed));
        },
      },
    );
  };

  return (
    <Modal opened={vehicle !== null} onClose={onClose} title={`Bàn giao xe ${vehicle?.bienSo ?? ''}`} centered>
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Tài xế đang giữ xe" value={vehicle?.tenTaiXe ?? '—'} readOnly />
        <Select
          label="Tài xế mới"
          withAsterisk
          searchable
          placeholder="Chọn tài xế mới"
          data={drivers.data}
          value={toTaiXeId}
          onChange={setTo}
        />
        <ReasonAndSubmit
          lyDo={lyDo}
          onLyDo={setLyDo}
          onClose={onClose}
          onSubmit={() => submit()}
          pending={handover.isPending}
          submitLabel="Bàn giao"
        />
      </Stack>
      <SecondVehicleDialog step={second} pending={handover.isPending} onConfirm={() => submit(true)} />
    </Modal>
  );
}

/** The reason field and the cancel / submit row that assigning and handing over share. */
function ReasonAndSubmit(props: {
  lyDo: string;
  onLyDo: (value: string) => void;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  disabled?: boolean;
  submitLabel: string;
}) {
  return (
    <>
      <Textarea
        label="Lý do"
        autosize
        minRows={2}
        maxLength={1000}
        value={props.lyDo}
        onChange={(e) => props.onLyDo(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose} disabled={props.pending}>
          {CANCEL_LABEL}
        </Button>
        <Button onClick={props.onSubmit} loading={props.pending} disabled={props.disabled}>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}
