import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { WorkOrder } from '@/contracts/work-orders';
import { WORK_ORDER_MESSAGES as M } from '@/contracts/work-orders-vocabulary';
import { uploadImage } from '@/lib/upload-image';
import { deletePhoto, photoStore } from '@/offline/photos';
import { FormModal } from '@/ui/form-modal';
import { useFreshLocation } from '@/ui/location';
import { LocationLine } from '@/ui/location-line';
import { failureText, notifySuccess } from '@/ui/notify';
import { PhotoField } from '@/ui/photo-field';
import { type StampAction, useStampAction } from '../api/work-orders';

export const STAMP_TEXTS: Record<StampAction, { title: string; submit: string; done: string; failed: string }> = {
  start: { title: 'Bắt đầu lệnh', submit: 'Bắt đầu', done: M.started, failed: M.startFailed },
  end: { title: 'Kết thúc lệnh', submit: 'Kết thúc', done: M.ended, failed: M.endFailed },
};
export const STAMP_PHOTO_LABEL = 'Ảnh hiện trường';
const FOLDER = 'lenh';

/**
 * Start or end an order (spec 002 §2.7, §5): a rear-camera photo and the current position. An office
 * action, sent at once: the photo is uploaded, then the server names the place from the coordinates
 * when a geocoder is configured, else keeps the coordinates.
 */
export function StampModal({ order, action, onClose }: { order: WorkOrder; action: StampAction; onClose: () => void }) {
  const texts = STAMP_TEXTS[action];
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const location = useFreshLocation(true);
  const write = useStampAction(action);

  const close = () => {
    if (photoId) void deletePhoto(photoId).catch(() => undefined);
    onClose();
  };

  const submit = async () => {
    if (!photoId) {
      setError({ title: M.photoRequiredTitle, message: M.photoRequired });
      return;
    }
    if (location.state.status !== 'ok') {
      setError({ title: M.locationPendingTitle, message: M.locationPending });
      return;
    }
    setError(null);
    const position = await location.fresh();
    if (position.status !== 'ok') {
      setError({ title: M.locationPendingTitle, message: M.locationPending });
      return;
    }
    let anhUrl: string;
    setUploading(true);
    try {
      const blob = await photoStore.photoBlob(photoId);
      if (!blob) throw new Error(M.uploadFailed);
      anhUrl = await uploadImage(new File([blob], `lenh-${order.idLenh}.jpg`, { type: blob.type }), FOLDER);
    } catch {
      setError({ title: texts.failed, message: M.uploadFailed });
      return;
    } finally {
      setUploading(false);
    }
    const { lat, lng, accuracy } = position.fix;
    write.mutate(
      { id: order.idLenh, body: { anhUrl, lat, lng, accuracy } },
      {
        onSuccess: () => {
          notifySuccess(texts.done);
          close();
        },
        onError: (e) => setError({ title: texts.failed, message: failureText(e, M.fallback) }),
      },
    );
  };

  const failed = location.state.status === 'denied' || location.state.status === 'unavailable';
  return (
    <FormModal
      opened
      onClose={close}
      title={`${texts.title} — ${order.tieuDe}`}
      onSubmit={() => void submit()}
      formError={null}
      pending={uploading || write.isPending}
      submitLabel={texts.submit}
    >
      <PhotoField label={STAMP_PHOTO_LABEL} folder={FOLDER} value={photoId} onChange={setPhotoId} required />
      <LocationLine
        state={location.state}
        deniedText="Không lấy được vị trí: bạn đã từ chối quyền vị trí."
        staleText="Chưa xác định được vị trí hiện tại."
      />
      {failed && (
        <Button variant="default" onClick={() => void location.retry()} w="fit-content">
          Lấy lại vị trí
        </Button>
      )}
      {error && (
        <Alert color="red" variant="light" title={error.title} role="alert">
          <Text size="sm">{error.message}</Text>
        </Alert>
      )}
    </FormModal>
  );
}
