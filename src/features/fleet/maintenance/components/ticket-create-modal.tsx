import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { TICKET_TYPE_LABELS, TICKET_TYPES } from '@/contracts/fleet';
import { MAINTENANCE_MESSAGES as M, ticketCreateRequest } from '@/contracts/fleet-maintenance';
import { formatMoney } from '@/lib/format';
import { messageOf } from '@/ui/error-text';
import { fieldErrors } from '@/ui/form-errors';
import { useMaintenanceItemOptions, useVehicleOptions } from '../api/get-lookups';
import { usePriceReference } from '../api/get-ticket';
import { ACTION_ERRORS, useTicketAction } from '../api/ticket-actions';

const EMPTY = {
  xeId: null as string | null,
  loai: null as string | null,
  item: null as string | null,
  noiDung: '',
  odo: '' as string | number,
};

/** 'Tạo Phiếu Mới': vehicle, type, optional catalogue item (with its price reference), content, odometer. */
export function TicketCreateModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const vehicles = useVehicleOptions();
  const items = useMaintenanceItemOptions();
  const action = useTicketAction();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const itemId = form.item ? Number(form.item) : null;
  const reference = usePriceReference(itemId);

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setFormError(null);
    onClose();
  };

  const submit = () => {
    const parsed = ticketCreateRequest.safeParse({
      xeId: form.xeId ? Number(form.xeId) : undefined,
      loaiBaoDuong: form.loai ?? undefined,
      dmHangMucId: itemId,
      noiDungCongViec: form.noiDung,
      odoLucTao: form.odo === '' ? undefined : form.odo,
    });
    if (!parsed.success) {
      const { fields, first } = fieldErrors(parsed.error);
      setErrors(fields);
      setFormError(first);
      return;
    }
    setErrors({});
    setFormError(null);
    action.mutate(
      { kind: 'create', body: parsed.data },
      {
        onSuccess: (res) => {
          notifications.show({ color: 'green', message: res.message ?? M.created, autoClose: 3000 });
          close();
          onCreated(res.data.id);
        },
        onError: (e) => setFormError(messageOf(e, ACTION_ERRORS.create)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Tạo phiếu sửa chữa mới" size="lg" centered>
      <Stack gap="sm">
        <Select
          label="Xe"
          required
          searchable
          placeholder="Chọn xe"
          data={(vehicles.data ?? [])
            .filter((v) => v.trangThai !== 'DECOMMISSIONED')
            .map((v) => ({ value: String(v.id), label: v.bienSo }))}
          value={form.xeId}
          onChange={(v) => setForm((f) => ({ ...f, xeId: v }))}
          error={errors.xeId}
        />
        <Select
          label="Loại bảo dưỡng"
          required
          placeholder="Chọn loại"
          data={TICKET_TYPES.map((t) => ({ value: t, label: TICKET_TYPE_LABELS[t] }))}
          value={form.loai}
          onChange={(v) => setForm((f) => ({ ...f, loai: v }))}
          error={errors.loaiBaoDuong}
        />
        <Select
          label="Hạng mục bảo dưỡng"
          placeholder="Không chọn"
          clearable
          searchable
          data={(items.data ?? []).map((i) => ({ value: String(i.id), label: i.tenHangMuc }))}
          value={form.item}
          onChange={(v) => setForm((f) => ({ ...f, item: v }))}
        />
        {itemId && reference.data && (
          <Alert variant="light" color="blue" title="Giá tham khảo">
            {reference.data.soLanThucHien === 0 ? (
              <Text size="sm">Chưa có lần thực hiện nào.</Text>
            ) : (
              <Text size="sm">
                {reference.data.soLanThucHien} lần · trung bình {formatMoney(reference.data.giaTrungBinh)} · lần cuối{' '}
                {formatMoney(reference.data.giaLanCuoi)} ({reference.data.garaLanCuoi ?? '—'})
              </Text>
            )}
          </Alert>
        )}
        <Textarea
          label="Nội dung công việc"
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={form.noiDung}
          onChange={(e) => {
            const noiDung = e.currentTarget.value;
            setForm((f) => ({ ...f, noiDung }));
          }}
          error={errors.noiDungCongViec}
        />
        <NumberInput
          label="ODO lúc tạo (km)"
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          value={form.odo}
          onChange={(v) => setForm((f) => ({ ...f, odo: v }))}
          error={errors.odoLucTao}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Hủy bỏ
          </Button>
          <Button onClick={submit} loading={action.isPending}>
            Tạo phiếu
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
