import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TYPE_LABELS,
  type AssignableVehicle,
  withSeconds,
} from '@/contracts/fleet-assignments';
import { DateTimeField } from '@/ui/date-fields';
import { failureText, notifySuccess } from '@/ui/notify';
import { useDrivers } from '../../shared/api/get-lookups';
import { useAssignVehicle, useHandoverVehicle } from '../api/mutations';

function useDriverChoices(exclude?: number | null) {
  const drivers = useDrivers();
  return {
    error: drivers.isError ? ASSIGNMENT_MESSAGES.driversLoadFailed : null,
    data: (drivers.data ?? [])
      .filter((d) => d.idNguoiDung !== exclude)
      .map((d) => ({ value: String(d.idNguoiDung), label: `${d.hoTen} (${d.tenDangNhap})` })),
  };
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
  const assign = useAssignVehicle();
  useEffect(() => {
    if (vehicle) {
      setTaiXeId(null);
      setLoai('FIXED');
      setStartAt('');
      setEndAt('');
      setLyDo('');
      setError(null);
    }
  }, [vehicle]);

  const submit = () => {
    if (!vehicle || !taiXeId) return setError(ASSIGNMENT_MESSAGES.vehicleAndDriverRequired);
    if (loai === 'TEMP' && startAt && endAt && endAt < startAt) return setError(ASSIGNMENT_MESSAGES.endBeforeStart);
    setError(null);
    assign.mutate(
      {
        xeId: vehicle.id,
        taiXeId: Number(taiXeId),
        loai,
        lyDo: lyDo.trim() || undefined,
        startAt: startAt ? withSeconds(startAt) : undefined,
        endAt: loai === 'TEMP' && endAt ? withSeconds(endAt) : undefined,
      },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? ASSIGNMENT_MESSAGES.assignSuccess);
          onClose();
        },
        onError: (e) => setError(failureText(e, ASSIGNMENT_MESSAGES.assignFailed)),
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
          onSubmit={submit}
          pending={assign.isPending}
          submitLabel="Giao xe"
        />
      </Stack>
    </Modal>
  );
}

/** Bàn giao: to another driver than the current holder. */
export function HandoverModal({ vehicle, onClose }: { vehicle: AssignableVehicle | null; onClose: () => void }) {
  const [toTaiXeId, setTo] = useState<string | null>(null);
  const [lyDo, setLyDo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const drivers = useDriverChoices();
  const handover = useHandoverVehicle();
  useEffect(() => {
    if (vehicle) {
      setTo(null);
      setLyDo('');
      setError(null);
    }
  }, [vehicle]);

  const submit = () => {
    if (!vehicle || !toTaiXeId) return setError(ASSIGNMENT_MESSAGES.newDriverRequired);
    if (Number(toTaiXeId) === vehicle.taiXeId) return setError(ASSIGNMENT_MESSAGES.handoverToHolder);
    setError(null);
    handover.mutate(
      { xeId: vehicle.id, toTaiXeId: Number(toTaiXeId), lyDo: lyDo.trim() || undefined },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? ASSIGNMENT_MESSAGES.handoverSuccess);
          onClose();
        },
        onError: (e) => setError(failureText(e, ASSIGNMENT_MESSAGES.handoverFailed)),
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
          onSubmit={submit}
          pending={handover.isPending}
          submitLabel="Bàn giao"
        />
      </Stack>
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
          Hủy bỏ
        </Button>
        <Button onClick={props.onSubmit} loading={props.pending}>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}
