import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FLEET_MESSAGES } from '@/contracts/fleet';
import { payloadNumber, payloadString, photoIdFor } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { usableFix, useFreshLocation } from '@/ui/location';
import { LocationLine } from '@/ui/location-line';
import { PhotoField } from '@/ui/photo-field';
import { useQueueing } from '@/ui/use-queueing';
import { type NumberField, type SosValues, sosPayload, sosProblem } from '../model/forms';
import { editItem, enqueue, useDriverItems } from '../offline';
import { DispatchButtons } from './dispatch-buttons';
import { PRIMARY_H } from './driver-screen';
import { BigNumberInput, BigTextarea } from './fields';

export const SOS_QUEUED = 'Đã lưu báo cáo sự cố. Báo cáo sẽ tự gửi khi có mạng.';
export const sosSentMessage = (id: unknown) =>
  typeof id === 'number' ? FLEET_MESSAGES.sosSuccess(id) : 'Đã gửi báo cáo sự cố.';
/** How long an online send may take before the dispatcher's phone is offered anyway. */
const SEND_GRACE_MS = 5_000;
/** An SOS does not wait for a slow GPS longer than this. */
const LOCATION_WAIT_MS = 3_000;

const EMPTY: SosValues = { noiDungSuCo: '', odo: '', photoId: null };

const valuesOf = (item: OutboxItem | undefined): SosValues =>
  item
    ? {
        noiDungSuCo: payloadString(item.payload, 'noiDungSuCo') ?? '',
        odo: payloadNumber(item.payload, 'odoHienTai') ?? '',
        photoId: photoIdFor(item, 'anhSuCoUrl') ?? null,
      }
    : EMPTY;

/**
 * SOS: a description (required), optional photo and odometer, the position when fresh. Queued at
 * once; while it cannot be sent the driver can call or text the dispatcher instead.
 * With `editing`, the form reopens a report the server refused and replaces it.
 */
export function SosModal({
  opened,
  onClose,
  userId,
  bienSo,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  userId: number;
  bienSo: string | null | undefined;
  editing?: OutboxItem;
}) {
  const [values, setValues] = useState<SosValues>(() => valuesOf(editing));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const { saving, queue } = useQueueing();
  const [queuedId, setQueuedId] = useState<string | null>(null);
  const location = useFreshLocation(opened && !queuedId);

  useEffect(() => {
    if (opened) {
      setValues(valuesOf(editing));
      setQueuedId(null);
      setError(null);
    }
  }, [opened, editing]);

  const set = <K extends keyof SosValues>(key: K, value: SosValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setError(null);
  };

  const submit = async () => {
    const problem = sosProblem(values);
    setError(problem);
    if (problem) return;
    await queue(async () => {
      const located = await Promise.race([
        location.fresh(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), LOCATION_WAIT_MS)),
      ]);
      const fix = located ? usableFix(located, Date.now()) : null;
      const { payload, photos } = sosPayload(values, fix);
      const item = editing
        ? await editItem(editing.id, payload, photos)
        : await enqueue({ kind: 'sos.report', payload, photos, label: `Báo cáo sự cố (SOS): ${payload.noiDungSuCo}` });
      setQueuedId(item.id);
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={queuedId ? 'Báo cáo sự cố (SOS)' : 'Báo cáo sự cố khẩn cấp (SOS)'}
      fullScreen
      radius={0}
      styles={{ title: { fontWeight: 800, fontSize: 20, color: 'var(--mantine-color-red-9)' } }}
    >
      {queuedId ? (
        <SosFollowUp userId={userId} itemId={queuedId} bienSo={bienSo} onClose={onClose} />
      ) : (
        <Stack gap="md">
          <BigTextarea
            label="Mô tả sự cố"
            placeholder="Ví dụ: Xe bị nổ lốp sau bên phải, đang dừng ở lề đường."
            withAsterisk
            value={values.noiDungSuCo}
            onChange={(e) => set('noiDungSuCo', e.currentTarget.value)}
            error={error?.field === 'noiDungSuCo' ? error.message : null}
            maxLength={2000}
            data-autofocus
          />
          <PhotoField label="Ảnh sự cố" folder="sos" value={values.photoId} onChange={(id) => set('photoId', id)} />
          <BigNumberInput
            label="Số ODO hiện tại"
            suffix=" km"
            allowDecimal={false}
            value={values.odo}
            onChange={(v: NumberField) => set('odo', v)}
            error={error?.field === 'odo' ? error.message : null}
          />
          <LocationLine state={location.state} />
          <Group grow gap="sm">
            <Button variant="default" size="lg" h={PRIMARY_H} onClick={onClose}>
              Hủy
            </Button>
            <Button color="red" size="lg" h={PRIMARY_H} onClick={() => void submit()} loading={saving}>
              Gửi SOS
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function SosFollowUp({
  userId,
  itemId,
  bienSo,
  onClose,
}: {
  userId: number;
  itemId: string;
  bienSo: string | null | undefined;
  onClose: () => void;
}) {
  const { online } = useNetwork();
  const item = useDriverItems(userId).find((i) => i.id === itemId);
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), SEND_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (item?.status === 'sent') {
    const ticket = (item.response as { id?: unknown } | undefined)?.id;
    return (
      <Stack gap="lg">
        <Alert color="green" variant="filled" icon={<IconCircleCheck aria-hidden />} role="status">
          <Text fw={700}>{sosSentMessage(ticket)}</Text>
        </Alert>
        <Button size="lg" h={PRIMARY_H} onClick={onClose}>
          Đóng
        </Button>
      </Stack>
    );
  }

  const stuck = !online || graceOver || item?.status === 'needs-attention';
  return (
    <Stack gap="lg">
      {stuck ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          role="status"
          title="Chưa gửi được"
        >
          <Text>
            {item?.status === 'needs-attention' && item.lastError ? item.lastError.message : SOS_QUEUED} Nếu cần hỗ trợ
            ngay, hãy gọi hoặc nhắn tin cho điều phối.
          </Text>
        </Alert>
      ) : (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="lg">Đang gửi báo cáo sự cố...</Text>
        </Group>
      )}
      {stuck && item && (
        <DispatchButtons
          sos={{
            bienSo,
            noiDungSuCo: payloadString(item.payload, 'noiDungSuCo') ?? '',
            lat: payloadNumber(item.payload, 'lat'),
            lng: payloadNumber(item.payload, 'lng'),
          }}
        />
      )}
      <Button variant="default" size="lg" h={PRIMARY_H} onClick={onClose}>
        Đóng
      </Button>
    </Stack>
  );
}
