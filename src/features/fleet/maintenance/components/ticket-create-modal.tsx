import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { MAINTENANCE_MESSAGES as M } from '@/contracts/fleet-maintenance';
import { TICKET_TYPE_LABELS, TICKET_TYPES } from '@/contracts/fleet-vocabulary';
import { formatMoney } from '@/lib/format';
import { messageOf } from '@/ui/error-text';
import { CANCEL_LABEL } from '@/ui/labels';
import { NumberField } from '@/ui/number-field';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { useMaintenanceItemOptions, useVehicleOptions } from '../api/get-lookups';
import { usePriceReference } from '../api/get-ticket';
import { ACTION_ERRORS, useTicketAction } from '../api/ticket-actions';
import { checkTicketCreate, EMPTY_TICKET_CREATE as EMPTY } from '../model/ticket-create';

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
  const check = useCheckOnSubmit(() => {
    const result = checkTicketCreate(form);
    return result.ok ? null : result;
  });
  const [saveError, setSaveError] = useState<string | null>(null);
  const errors = check.problem?.fields ?? {};
  const formError = check.problem?.first ?? saveError;
  const itemId = form.item ? Number(form.item) : null;
  const reference = usePriceReference(itemId);

  const close = () => {
    setForm(EMPTY);
    check.reset();
    setSaveError(null);
    onClose();
  };

  const submit = () => {
    const result = checkTicketCreate(form);
    check.attempt(); // from now on each field shows its message as it changes
    if (!result.ok) return;
    setSaveError(null);
    action.mutate(
      { kind: 'create', body: result.body },
      {
        onSuccess: (res) => {
          notifications.show({ color: 'green', message: res.message ?? M.created, autoClose: 3000 });
          close();
          onCreated(res.data.id);
        },
        onError: (e) => setSaveError(messageOf(e, ACTION_ERRORS.create)),
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
        <NumberField
          label="ODO lúc tạo (km)"
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
            {CANCEL_LABEL}
          </Button>
          <Button onClick={submit} loading={action.isPending}>
            Tạo phiếu
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
