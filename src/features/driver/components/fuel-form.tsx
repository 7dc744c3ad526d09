import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FLEET_MESSAGES, unitPrice } from '@/contracts/fleet-vocabulary';
import { formatMoney } from '@/lib/format';
import { payloadNumber, payloadString, photoIdFor } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { CANCEL_LABEL } from '@/ui/labels';
import { PhotoField } from '@/ui/photo-field';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { useQueueing } from '@/ui/use-queueing';
import { type FuelField, type FuelValues, fuelPayload, fuelProblem, parseNumber } from '../model/forms';
import { editItem, enqueue, notifySaved } from '../offline';
import { PRIMARY_H } from './driver-screen';
import { BigNumberInput, BigTextarea, recordedOdoHint } from './fields';

export const FUEL_SUCCESS = FLEET_MESSAGES.fuelSuccess;

const EMPTY: FuelValues = {
  soTien: '',
  soLit: '',
  odoKmCuoiKy: '',
  receiptPhotoId: null,
  odoPhotoId: null,
  ghiChu: '',
};

export const fuelValuesOf = (item: OutboxItem | undefined): FuelValues =>
  item
    ? {
        soTien: payloadNumber(item.payload, 'soTien') ?? '',
        soLit: payloadNumber(item.payload, 'soLit') ?? '',
        odoKmCuoiKy: payloadNumber(item.payload, 'odoKmCuoiKy') ?? '',
        receiptPhotoId: photoIdFor(item, 'anhBienLaiUrl') ?? null,
        odoPhotoId: photoIdFor(item, 'anhOdoUrl') ?? null,
        ghiChu: payloadString(item.payload, 'ghiChu') ?? '',
      }
    : EMPTY;

export const fuelLabel = (soTien: number) => `Báo cáo đổ xăng ${formatMoney(soTien)}`;

/**
 * The fuel report (spec 003 §5): amount ≥ 1.000 đ, litres > 0, odometer > 0 (not implausibly
 * above `recordedOdo` when known), the receipt and odometer photos; the unit price is shown as they
 * type. Numbers are kept as typed and refused with a message, never clamped. With `editing`, it
 * reopens a report the server refused and replaces it.
 */
export function FuelForm({
  xeId,
  recordedOdo = null,
  editing,
  onDone,
  onCancel,
}: {
  xeId: number;
  recordedOdo?: number | null;
  editing?: OutboxItem;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<FuelValues>(() => fuelValuesOf(editing));
  const check = useCheckOnSubmit(() => fuelProblem(values, recordedOdo));
  const error = check.problem;
  const { saving, queue } = useQueueing();
  useEffect(() => setValues(fuelValuesOf(editing)), [editing]);

  const set = <K extends keyof FuelValues>(key: K, value: FuelValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const soTien = parseNumber(values.soTien);
  const soLit = parseNumber(values.soLit);
  const price = soTien !== null && soLit !== null && soLit > 0 ? unitPrice(soTien, soLit) : null;
  const fieldError = (field: FuelField) => (error?.field === field ? error.message : null);
  const photoError = (id: string | null) => (error?.field === 'photos' && !id ? ' ' : null);

  const submit = async () => {
    if (check.attempt()) return;
    await queue(async () => {
      const { payload, photos } = fuelPayload(editing ? Number(editing.payload.xeId) || xeId : xeId, values);
      if (editing) await editItem(editing.id, payload, photos);
      else await enqueue({ kind: 'fuel.report', payload, photos, label: fuelLabel(payload.soTien) });
      notifySaved(FUEL_SUCCESS);
      setValues(EMPTY);
      check.reset();
      onDone();
    });
  };

  return (
    <Stack gap="md">
      <BigNumberInput
        label="Số tiền"
        withAsterisk
        suffix=" đ"
        step={1000}
        value={values.soTien}
        onChange={(v) => set('soTien', v)}
        error={fieldError('soTien')}
      />
      <BigNumberInput
        label="Số lít"
        withAsterisk
        step={0.01}
        pointIsDecimal
        value={values.soLit}
        onChange={(v) => set('soLit', v)}
        error={fieldError('soLit')}
      />
      <Paper withBorder radius="md" p="sm" bg="gray.0" aria-live="polite">
        <Group justify="space-between">
          <Text fw={600}>Đơn giá</Text>
          <Text fw={800} fz="xl" data-testid="fuel-unit-price">
            {price === null ? '—' : `${formatMoney(price)}/lít`}
          </Text>
        </Group>
      </Paper>
      <BigNumberInput
        label="Số ODO hiện tại"
        description={recordedOdoHint(recordedOdo)}
        withAsterisk
        suffix=" km"
        value={values.odoKmCuoiKy}
        onChange={(v) => set('odoKmCuoiKy', v)}
        error={fieldError('odoKmCuoiKy')}
      />
      <PhotoField
        label="Ảnh biên lai"
        folder="xang_dau"
        required
        value={values.receiptPhotoId}
        onChange={(id) => set('receiptPhotoId', id)}
        error={photoError(values.receiptPhotoId)}
      />
      <PhotoField
        label="Ảnh đồng hồ ODO"
        folder="xang_dau"
        required
        value={values.odoPhotoId}
        onChange={(id) => set('odoPhotoId', id)}
        error={photoError(values.odoPhotoId)}
      />
      <BigTextarea
        label="Ghi chú"
        value={values.ghiChu}
        onChange={(e) => set('ghiChu', e.currentTarget.value)}
        maxLength={1000}
      />
      {error?.field === 'photos' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {error.message}
        </Alert>
      )}
      <Group grow gap="sm">
        <Button variant="default" size="lg" h={PRIMARY_H} onClick={onCancel}>
          {CANCEL_LABEL}
        </Button>
        <Button size="lg" h={PRIMARY_H} onClick={() => void submit()} loading={saving}>
          {editing ? 'Lưu & gửi lại' : 'Gửi báo cáo'}
        </Button>
      </Group>
    </Stack>
  );
}

export function FuelModal({
  opened,
  onClose,
  xeId,
  recordedOdo,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  xeId: number;
  recordedOdo?: number | null;
  editing?: OutboxItem;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Báo cáo đổ xăng" fullScreen radius={0}>
      {opened && (
        <FuelForm xeId={xeId} recordedOdo={recordedOdo} editing={editing} onDone={onClose} onCancel={onClose} />
      )}
    </Modal>
  );
}
