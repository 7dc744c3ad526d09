import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ATTENDANCE_MESSAGES } from '@/contracts/attendance-vocabulary';
import { WORK_ORDER_MESSAGES } from '@/contracts/work-orders-vocabulary';
import { formatTime } from '@/lib/format';
import { enqueue } from '@/offline/commands';
import type { FacingMode } from '@/ui/camera-capture';
import { CANCEL_LABEL } from '@/ui/labels';
import { useFreshLocation } from '@/ui/location';
import { LocationLine } from '@/ui/location-line';
import { Modal } from '@/ui/modal';
import { PhotoField } from '@/ui/photo-field';
import { notifySaved } from '@/ui/saved-toast';
import { useQueueing } from '@/ui/use-queueing';
import { type Punch, type PunchLocation, punchLocation } from '../model/punch';

const isOrderPunch = (p: Punch): p is Extract<Punch, { idLenh: number }> =>
  p.kind === 'work-order.check-in' || p.kind === 'work-order.check-out';

const camera = (p: Punch): { facingMode: FacingMode; folder: string; label: string } =>
  isOrderPunch(p)
    ? { facingMode: 'environment', folder: 'lenh', label: 'Ảnh hiện trường' }
    : { facingMode: 'user', folder: 'attendance', label: 'Ảnh chân dung' };

function enqueuePunch(p: Punch, where: PunchLocation, photoId: string, label: string) {
  const photos = [{ photoId, field: 'anhUrl' }];
  if (isOrderPunch(p)) {
    return enqueue({ kind: p.kind, payload: { ...where, idLenh: p.idLenh, tieuDe: p.tieuDe }, photos });
  }
  return enqueue({ kind: p.kind, payload: where, photos, label });
}

/**
 * A punch with a photo and a fresh location, queued in the outbox at once with or without network;
 * the time it counts from is the phone's time of the tap (spec 002 §2.8).
 */
export function PunchModal({ punch, onClose }: { punch: Punch | null; onClose: () => void }) {
  const opened = punch !== null;
  const [photo, setPhoto] = useState<{ id: string; takenAt: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { saving, queue } = useQueueing();
  const location = useFreshLocation(opened);

  useEffect(() => {
    if (opened) {
      setPhoto(null);
      setError(null);
    }
  }, [opened]);

  if (!punch) return null;
  const { facingMode, folder, label } = camera(punch);
  const title = isOrderPunch(punch) ? `${punch.title} — ${punch.tieuDe}` : punch.title;

  const submit = async () => {
    if (!photo) {
      setError(WORK_ORDER_MESSAGES.photoRequired);
      return;
    }
    await queue(async () => {
      const { location: where, problem } = punchLocation(await location.fresh(), photo.takenAt);
      await enqueuePunch(punch, where, photo.id, `${punch.title} lúc ${formatTime(Date.now())}`);
      notifySaved(punch.success);
      if (problem) {
        notifications.show({
          color: 'yellow',
          message: problem === 'denied' ? ATTENDANCE_MESSAGES.locationDenied : ATTENDANCE_MESSAGES.locationStale,
        });
      }
      onClose();
    });
  };

  return (
    <Modal opened onClose={onClose} title={title} fullScreen radius={0}>
      <Stack gap="md">
        <PhotoField
          label={label}
          folder={folder}
          facingMode={facingMode}
          // The photo is the proof of presence: taken now, never an existing image.
          cameraOnly
          required
          value={photo?.id ?? null}
          onChange={(id) => {
            setPhoto(id ? { id, takenAt: Date.now() } : null);
            setError(null);
          }}
          error={error}
        />
        <LocationLine
          state={location.state}
          deniedText={ATTENDANCE_MESSAGES.locationDenied}
          staleText={ATTENDANCE_MESSAGES.locationStale}
        />
        {location.state.status !== 'ok' && location.state.status !== 'locating' && (
          <Button variant="default" h={48} onClick={() => void location.retry()}>
            Thử lấy lại vị trí
          </Button>
        )}
        <Group grow gap="sm">
          <Button variant="default" size="lg" h={56} onClick={onClose}>
            {CANCEL_LABEL}
          </Button>
          <Button size="lg" h={56} onClick={() => void submit()} loading={saving}>
            {punch.title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
