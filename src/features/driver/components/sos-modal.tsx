import { Alert, Button, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FLEET_MESSAGES } from '@/contracts/fleet-vocabulary';
import { formatDateTime, formatNumber } from '@/lib/format';
import { payloadNumber, payloadString, photoIdFor } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { InfoList } from '@/ui/info-list';
import { CANCEL_LABEL } from '@/ui/labels';
import { usableFix, useFreshLocation } from '@/ui/location';
import { LocationLine } from '@/ui/location-line';
import { PhotoField } from '@/ui/photo-field';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
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
  recordedOdo = null,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  userId: number;
  bienSo: string | null | undefined;
  /** The vehicle's odometer as the phone knows it: a reading far beyond it is refused. */
  recordedOdo?: number | null;
  editing?: OutboxItem;
}) {
  const [values, setValues] = useState<SosValues>(() => valuesOf(editing));
  const check = useCheckOnSubmit(() => sosProblem(values, recordedOdo));
  const error = check.problem;
  const { reset } = check;
  const { saving, queue } = useQueueing();
  const [queuedId, setQueuedId] = useState<string | null>(null);
  const location = useFreshLocation(opened && !queuedId);

  useEffect(() => {
    if (opened) {
      setValues(valuesOf(editing));
      setQueuedId(null);
      reset();
    }
  }, [opened, editing, reset]);

  const set = <K extends keyof SosValues>(key: K, value: SosValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async () => {
    if (check.attempt()) return;
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
            value={values.odo}
            onChange={(v: NumberField) => set('odo', v)}
            error={error?.field === 'odo' ? error.message : null}
          />
          <LocationLine state={location.state} />
          <Group grow gap="sm">
            <Button variant="default" size="lg" h={PRIMARY_H} onClick={onClose}>
              {CANCEL_LABEL}
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
        <SosSummary item={item} bienSo={bienSo} />
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
      {item && <SosSummary item={item} bienSo={bienSo} />}
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

/** What was reported, so the screen after sending says what the dispatcher will get. */
function SosSummary({ item, bienSo }: { item: OutboxItem; bienSo: string | null | undefined }) {
  const lat = payloadNumber(item.payload, 'lat');
  const lng = payloadNumber(item.payload, 'lng');
  const odo = payloadNumber(item.payload, 'odoHienTai');
  return (
    <Card withBorder radius="lg" padding="md" data-testid="sos-summary">
      <InfoList
        cols={{ base: 1 }}
        items={[
          { label: 'Sự cố', value: payloadString(item.payload, 'noiDungSuCo') },
          { label: 'Lúc', value: formatDateTime(item.occurredAt) },
          { label: 'Xe', value: bienSo },
          {
            label: 'Vị trí',
            value: lat !== null && lng !== null ? `${lat.toFixed(6)}, ${lng.toFixed(6)}` : 'Chưa lấy được vị trí',
          },
          ...(odo !== null ? [{ label: 'ODO', value: `${formatNumber(odo)} km` }] : []),
        ]}
      />
    </Card>
  );
}
