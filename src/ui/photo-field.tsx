import { Button, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { IconCamera, IconRefresh, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, startTransition, useId, useState } from 'react';
import { deletePhoto, savePhoto } from '@/offline/photos';
import type { FacingMode } from './camera-capture';
import { Modal } from './modal';
import { PhotoThumb } from './photo-thumb';

const CameraCapture = lazy(() => import('./camera-capture'));

export interface PhotoFieldProps {
  label: string;
  /** Upload folder (spec 003 §7): checklist, sos, xang_dau, attendance, … */
  folder: string;
  /** The PhotoRecord id on the device, or null. */
  value: string | null;
  onChange: (photoId: string | null) => void;
  /** Rear camera by default; 'user' (front) for attendance. */
  facingMode?: FacingMode;
  /** Proof that must be taken now (attendance, order check-in/out): no existing image may be chosen. */
  cameraOnly?: boolean;
  required?: boolean;
  description?: string;
  error?: string | null;
}

/**
 * A photo input for a report: opens the camera modal, stores the chosen image on the device
 * (savePhoto compresses it) and shows its thumbnail with retake and remove.
 */
export function PhotoField({
  label,
  folder,
  value,
  onChange,
  facingMode = 'environment',
  cameraOnly = false,
  required = false,
  description,
  error,
}: PhotoFieldProps) {
  const [cameraOpen, setCameraOpen] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const labelId = useId();

  const store = async (file: File) => {
    setSaveError(null);
    try {
      const record = await savePhoto(file, { folder });
      // A retaken photo replaces the old one; the store keeps it if a queued report still uses it.
      if (value) void deletePhoto(value).catch(() => undefined);
      // The whole form re-renders with the photo: a transition, so it yields (bench:photo's longest task).
      startTransition(() => onChange(record.id));
    } catch (cause) {
      const message = cause instanceof Error && cause.message ? cause.message : 'Không lưu được ảnh, vui lòng thử lại.';
      setSaveError(message);
      throw new Error(message);
    }
  };

  const shownError = error ?? saveError;
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      required={required}
      description={description}
      error={shownError}
      size="md"
    >
      <Stack gap="xs" mt={4} role="group" aria-labelledby={labelId}>
        {value ? (
          <Group gap="sm" wrap="nowrap" align="center">
            <PhotoThumb photoId={value} alt={label} size={96} />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Button
                variant="default"
                h={48}
                leftSection={<IconRefresh size={20} aria-hidden />}
                onClick={() => setCameraOpen(true)}
                aria-label={`Chụp lại — ${label}`}
              >
                Chụp lại
              </Button>
              <Button
                variant="subtle"
                color="red"
                h={48}
                leftSection={<IconTrash size={20} aria-hidden />}
                onClick={() => {
                  if (value) void deletePhoto(value).catch(() => undefined);
                  onChange(null);
                }}
                aria-label={`Xóa ảnh — ${label}`}
              >
                Xóa ảnh
              </Button>
            </Stack>
          </Group>
        ) : (
          <Button
            variant="light"
            color={shownError ? 'red' : 'blue'}
            size="lg"
            h={56}
            leftSection={<IconCamera size={24} aria-hidden />}
            onClick={() => setCameraOpen(true)}
            aria-label={`Chụp ảnh — ${label}`}
          >
            Chụp ảnh
          </Button>
        )}
      </Stack>
      {cameraOpen && (
        <Suspense
          fallback={
            <Modal opened onClose={() => setCameraOpen(false)} title={label} fullScreen>
              <Group gap="sm">
                <Loader size="sm" />
                <Text>Đang mở camera...</Text>
              </Group>
            </Modal>
          }
        >
          <CameraCapture
            opened={cameraOpen}
            onClose={() => setCameraOpen(false)}
            onCapture={store}
            facingMode={facingMode}
            title={label}
            allowPick={!cameraOnly}
          />
        </Suspense>
      )}
    </Input.Wrapper>
  );
}
