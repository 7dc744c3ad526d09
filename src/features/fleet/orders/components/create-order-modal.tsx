import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { withSeconds } from '@/contracts/fleet-assignments';
import {
  NOTE_MAX,
  ORDER_MESSAGES,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  type OrderCreateRequest,
  orderCreateRequest,
} from '@/contracts/fleet-orders';
import { DateTimeField } from '@/ui/date-fields';
import { CANCEL_LABEL } from '@/ui/labels';
import { failureText, notifySuccess } from '@/ui/notify';
import { useFieldErrors } from '@/ui/use-field-errors';
import { useDriverStatus, useVehicleOptions } from '../../shared/api/get-lookups';
import { useCreateOrder } from '../api/create-order';

const EMPTY = { tenDonHang: '', loaiDonHang: '', taiXeId: '', xeId: '', thoiGianHen: '', fileUrl: '', ghiChu: '' };
type OrderForm = typeof EMPTY;

const requiredMissing = (form: OrderForm) => !form.tenDonHang.trim() || !form.loaiDonHang || !form.taiXeId;
const payloadOf = (form: OrderForm) => ({
  ...form,
  thoiGianHen: form.thoiGianHen ? withSeconds(form.thoiGianHen) : '',
});

/** The form's check (run again on every change once submitted): the spec's texts, then the contract's. */
function orderFormErrors(form: OrderForm): Record<string, string> {
  const next: Record<string, string> = {};
  if (!form.tenDonHang.trim()) next.tenDonHang = ORDER_MESSAGES.createRequired;
  if (!form.loaiDonHang) next.loaiDonHang = ORDER_MESSAGES.createRequired;
  if (!form.taiXeId) next.taiXeId = ORDER_MESSAGES.createRequired;
  if (!form.xeId) next.xeId = ORDER_MESSAGES.vehicleRequired;
  const parsed = orderCreateRequest.safeParse(payloadOf(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
  }
  return next;
}

/**
 * "Tạo đơn hàng" (spec 003 §5): name, type and driver required; the vehicle is chosen after the
 * driver, only AVAILABLE or the driver's own, and choosing a driver picks their vehicle (or clears it).
 */
export function CreateOrderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const { errors, validate, reset } = useFieldErrors(form);
  const [formError, setFormError] = useState<string | null>(null);
  const drivers = useDriverStatus();
  const vehicles = useVehicleOptions();
  const create = useCreateOrder();

  const set = (patch: Partial<typeof EMPTY>) => {
    setForm((f) => ({ ...f, ...patch }));
  };
  const close = () => {
    setForm(EMPTY);
    reset();
    setFormError(null);
    onClose();
  };

  const driverId = form.taiXeId ? Number(form.taiXeId) : null;
  const vehicleChoices = (vehicles.data ?? [])
    .filter((v) => v.trangThai === 'AVAILABLE' || (driverId !== null && v.taiXeDuocPhanCongId === driverId))
    .map((v) => ({
      value: String(v.id),
      label: v.taiXeDuocPhanCongId === driverId ? `${v.bienSo} (xe của tài xế)` : v.bienSo,
    }));

  const pickDriver = (value: string | null) => {
    const id = value ? Number(value) : null;
    const own = (vehicles.data ?? []).find((v) => id !== null && v.taiXeDuocPhanCongId === id);
    const held = (drivers.data ?? []).find((d) => d.idNguoiDung === id)?.xeId ?? null;
    set({ taiXeId: value ?? '', xeId: own ? String(own.id) : held ? String(held) : '' });
  };

  const submit = () => {
    const next = validate(orderFormErrors);
    setFormError(requiredMissing(form) ? ORDER_MESSAGES.createRequired : null);
    if (Object.keys(next).length) return;
    const payload = payloadOf(form);
    create.mutate(payload as OrderCreateRequest, {
      onSuccess: (res) => {
        notifySuccess(res.message ?? ORDER_MESSAGES.created);
        close();
      },
      onError: (error) =>
        setFormError(failureText(error, `${ORDER_MESSAGES.createFailed}: ${ORDER_MESSAGES.createUnknown}`)),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Tạo đơn hàng mới" size="lg" centered>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label="Tên đơn hàng"
          withAsterisk
          maxLength={255}
          value={form.tenDonHang}
          onChange={(e) => set({ tenDonHang: e.currentTarget.value })}
          error={errors.tenDonHang}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Loại đơn"
            withAsterisk
            placeholder="Chọn loại đơn"
            data={ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_LABELS[t] }))}
            value={form.loaiDonHang || null}
            onChange={(v) => set({ loaiDonHang: v ?? '' })}
            error={errors.loaiDonHang}
          />
          <DateTimeField
            label="Thời gian hẹn"
            value={form.thoiGianHen}
            onChange={(thoiGianHen) => set({ thoiGianHen })}
            error={errors.thoiGianHen}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Tài xế"
            withAsterisk
            searchable
            placeholder={drivers.isError ? 'Không tải được danh sách tài xế.' : 'Chọn tài xế'}
            data={(drivers.data ?? []).map((d) => ({
              value: String(d.idNguoiDung),
              label: `${d.hoTen} — ${d.activeOrderCount > 0 ? ORDER_MESSAGES.running(d.activeOrderCount) : ORDER_MESSAGES.idle}`,
            }))}
            value={form.taiXeId || null}
            onChange={pickDriver}
            error={errors.taiXeId}
          />
          <Select
            label="Xe"
            withAsterisk
            searchable
            clearable
            disabled={!form.taiXeId}
            placeholder={form.taiXeId ? 'Chọn xe' : 'Chọn tài xế trước'}
            data={vehicleChoices}
            value={form.xeId || null}
            onChange={(v) => set({ xeId: v ?? '' })}
            error={errors.xeId}
          />
        </Group>
        <TextInput
          label="Đường dẫn tệp đính kèm"
          placeholder="https://…"
          value={form.fileUrl}
          onChange={(e) => set({ fileUrl: e.currentTarget.value })}
          error={errors.fileUrl}
        />
        <Textarea
          label="Ghi chú"
          autosize
          minRows={2}
          maxLength={NOTE_MAX}
          value={form.ghiChu}
          onChange={(e) => set({ ghiChu: e.currentTarget.value })}
          description={`${form.ghiChu.length}/${NOTE_MAX}`}
          error={errors.ghiChu}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={create.isPending}>
            {CANCEL_LABEL}
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Tạo đơn
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
