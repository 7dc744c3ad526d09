/**
 * The camera modal (spec 003 "Camera capture modal", §9): live preview from getUserMedia, rear
 * camera by default (front for attendance), ideal 1280×720, capture to JPEG 0.9, retake, switch
 * camera, use. With no camera, no permission or an insecure page it falls back to the system's
 * picker (`<input type="file" accept="image/*">`). With `allowPick={false}` (attendance proof) no
 * existing image can be chosen: only the live camera, or the phone's own camera app. The actions
 * stay in a footer pinned to the bottom, so 'Dùng ảnh này' is never pushed off a small screen.
 * Loaded lazily (default export) so the screens that may take a photo do not carry it in their
 * first load.
 */
import { Alert, Box, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCamera,
  IconCameraRotate,
  IconCheck,
  IconPhoto,
  IconRefresh,
} from '@tabler/icons-react';
import { type ChangeEvent, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { nextTask } from '@/lib/next-task';
import { useOneAtATime } from './use-one-at-a-time';

export type FacingMode = 'environment' | 'user';

export interface CameraCaptureProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the chosen image; the modal closes once it resolves (it may throw a Vietnamese message). */
  onCapture: (file: File) => void | Promise<void>;
  facingMode?: FacingMode;
  title?: string;
  /** Whether an existing image may be chosen instead of taking one (false: a fresh capture only). */
  allowPick?: boolean;
}

export const JPEG_QUALITY = 0.9;
export const IDEAL_WIDTH = 1280;
export const IDEAL_HEIGHT = 720;
export const CAMERA_FALLBACK_MESSAGE = 'Không thể truy cập camera';

/** 'Lỗi Camera: …' for the causes the spec names: permission denied, device not found, generic. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'Lỗi Camera: Bạn chưa cấp quyền sử dụng camera.';
  }
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') {
    return 'Lỗi Camera: Không tìm thấy camera trên thiết bị.';
  }
  const detail = error instanceof Error && error.message ? error.message : CAMERA_FALLBACK_MESSAGE;
  return `Lỗi Camera: ${detail}`;
}

/**
 * What the file input offers when there is no live camera: the system chooser (camera, gallery,
 * files); or, when only a fresh capture will do, the camera app — which only phones open for
 * `capture` (a desktop shows a file dialog instead, so there it offers nothing).
 */
export function pickerOffer(allowPick: boolean, touchDevice: boolean): 'choose' | 'camera-app' | 'none' {
  if (allowPick) return 'choose';
  return touchDevice ? 'camera-app' : 'none';
}

export const CAMERA_ONLY_HINT = 'Ảnh này phải chụp trực tiếp, không dùng ảnh có sẵn.';
export const CAMERA_ONLY_UNAVAILABLE =
  'Ảnh này phải chụp trực tiếp bằng camera, không dùng ảnh có sẵn. Thiết bị này chưa mở được camera: hãy cấp quyền camera rồi thử lại, hoặc dùng điện thoại.';

const isTouchDevice = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

/** Whether a live camera can be tried at all here (secure context and the API present). */
export const liveCameraSupported = () =>
  typeof window !== 'undefined' && window.isSecureContext && Boolean(navigator.mediaDevices?.getUserMedia);

type Phase =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'preview'; file: File; url: string }
  | { kind: 'fallback'; reason: string | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function CameraCapture({
  opened,
  onClose,
  onCapture,
  facingMode = 'environment',
  title = 'Chụp ảnh',
  allowPick = true,
}: CameraCaptureProps) {
  const offer = pickerOffer(allowPick, isTouchDevice());
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // The modal's content may mount after the stream is ready, or again after a retake.
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video && streamRef.current && video.srcObject !== streamRef.current) {
      video.srcObject = streamRef.current;
      void video.play().catch(() => undefined);
    }
  }, []);
  const inputRef = useRef<HTMLInputElement>(null);
  const [facing, setFacing] = useState<FacingMode>(facingMode);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [cameras, setCameras] = useState(0);
  const [error, setError] = useState<string | null>(null);

  // Bumped by every stop: a getUserMedia that resolves after its modal closed or restarted is dropped.
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current++;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const start = useCallback(
    async (mode: FacingMode) => {
      stop();
      const gen = generation.current;
      setError(null);
      if (!liveCameraSupported()) {
        setPhase({ kind: 'fallback', reason: null });
        return;
      }
      setPhase({ kind: 'starting' });
      try {
        const stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: mode, width: { ideal: IDEAL_WIDTH }, height: { ideal: IDEAL_HEIGHT } },
          audio: false,
        });
        if (gen !== generation.current) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        attachVideo(videoRef.current);
        setPhase({ kind: 'live' });
        const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
        setCameras(devices.filter((d) => d.kind === 'videoinput').length);
      } catch (cause) {
        if (gen === generation.current) setPhase({ kind: 'fallback', reason: cameraErrorMessage(cause) });
      }
    },
    [stop, attachVideo],
  );

  useEffect(() => {
    if (!opened) return;
    setFacing(facingMode);
    void start(facingMode);
    return stop;
  }, [opened, facingMode, start, stop]);

  // The preview's object URL lives as long as the preview.
  useEffect(() => {
    if (phase.kind !== 'preview') return;
    return () => URL.revokeObjectURL(phase.url);
  }, [phase]);

  // As a transition: the preview's render yields to the driver's taps. Rendered in the picker's
  // change event, it was one task of up to 54 ms at CPU ×4 (bench:photo, pick → preview).
  const showPreview = (file: File) => {
    stop();
    const url = URL.createObjectURL(file);
    startTransition(() => {
      setError(null);
      setPhase({ kind: 'preview', file, url });
    });
  };

  const capture = async () => {
    const video = videoRef.current;
    if (!video) return;
    // The first frames may not be there yet (spec 002 §9: wait up to 6 × 150 ms).
    for (let i = 0; i < 6 && video.videoWidth === 0; i++) await sleep(150);
    if (video.videoWidth === 0) {
      setError('Lỗi Camera: Không chụp được ảnh, vui lòng thử lại.');
      return;
    }
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) {
      setError('Lỗi Camera: Không chụp được ảnh, vui lòng thử lại.');
      return;
    }
    showPreview(new File([blob], `anh-${Date.now()}.jpg`, { type: 'image/jpeg' }));
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) showPreview(file);
  };

  const retake = () => {
    setError(null);
    if (liveCameraSupported() && !(phase.kind === 'fallback' && phase.reason)) void start(facing);
    else setPhase({ kind: 'fallback', reason: null });
  };

  const use = async () => {
    if (phase.kind !== 'preview') return;
    setError(null);
    try {
      // The tap's own task only shows the spinner; the photo's checks and hand-off to the worker
      // start in the next task, so the tap stays short on a slow phone (bench:photo).
      await nextTask();
      await onCapture(phase.file);
      // Closing re-renders the form behind the modal (with the new photo): as a transition that
      // render yields to the driver's taps instead of being one long task (bench:photo).
      startTransition(onClose);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : 'Không lưu được ảnh, vui lòng thử lại.');
    }
  };

  const switchCamera = () => {
    const next: FacingMode = facing === 'environment' ? 'user' : 'environment';
    setFacing(next);
    void start(next);
  };

  const close = () => {
    stop();
    onClose();
  };

  const openPicker = () => inputRef.current?.click();

  return (
    <Modal opened={opened} onClose={close} title={title} fullScreen radius={0} padding="md">
      <Stack gap="md">
        {offer !== 'none' && (
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            // `capture` makes a phone open its camera app directly, without the gallery.
            capture={offer === 'camera-app' ? facing : undefined}
            hidden
            onChange={picked}
            data-testid="camera-file-input"
          />
        )}
        {phase.kind === 'preview' ? (
          <Image src={phase.url} alt="Ảnh vừa chụp" fit="contain" mah={MEDIA_HEIGHT} radius="md" bg="black" />
        ) : phase.kind === 'fallback' ? (
          <Stack gap="md" py="md">
            {phase.reason && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {phase.reason}
              </Alert>
            )}
            {offer === 'none' ? (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {CAMERA_ONLY_UNAVAILABLE}
              </Alert>
            ) : (
              <Text>
                {offer === 'choose'
                  ? 'Chụp ảnh bằng ứng dụng máy ảnh của điện thoại hoặc chọn ảnh có sẵn.'
                  : `${CAMERA_ONLY_HINT} Mở máy ảnh của điện thoại để chụp.`}
              </Text>
            )}
          </Stack>
        ) : (
          <Box pos="relative" bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <video
              ref={attachVideo}
              autoPlay
              playsInline
              muted
              aria-label="Hình ảnh từ camera"
              style={{ display: 'block', width: '100%', height: MEDIA_HEIGHT, objectFit: 'cover' }}
            />
            {phase.kind === 'starting' && (
              <Center pos="absolute" inset={0}>
                <Loader color="white" aria-label="Đang mở camera" />
              </Center>
            )}
          </Box>
        )}

        {error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}

        <Box pos="sticky" bottom={0} pt="xs" style={FOOTER}>
          {phase.kind === 'preview' ? (
            // Stacked full width: side by side, 'Dùng ảnh này' was cut off on a 390 px phone.
            <Stack gap="sm">
              <UsePhotoButton onUse={use} />
              <Button variant="default" size="lg" h={56} leftSection={<IconRefresh aria-hidden />} onClick={retake}>
                Chụp lại
              </Button>
            </Stack>
          ) : phase.kind === 'fallback' ? (
            offer === 'none' ? (
              <Button
                size="lg"
                h={56}
                leftSection={<IconRefresh aria-hidden />}
                onClick={() => void start(facing)}
                fullWidth
              >
                Thử lại
              </Button>
            ) : (
              <Button size="lg" h={56} leftSection={<IconCamera aria-hidden />} onClick={openPicker} fullWidth>
                {offer === 'choose' ? 'Chụp / chọn ảnh' : 'Mở máy ảnh'}
              </Button>
            )
          ) : (
            <Stack gap="sm">
              <Button
                size="xl"
                h={64}
                leftSection={<IconCamera size={28} aria-hidden />}
                onClick={() => void capture()}
                disabled={phase.kind !== 'live'}
              >
                Chụp
              </Button>
              {(cameras > 1 || offer === 'choose') && (
                // Side by side when both fit, else one under the other — never cut off.
                <Group gap="sm">
                  {cameras > 1 && (
                    <Button
                      variant="default"
                      size="md"
                      h={48}
                      style={SHARE_ROW}
                      leftSection={<IconCameraRotate aria-hidden />}
                      onClick={switchCamera}
                    >
                      Đổi camera
                    </Button>
                  )}
                  {offer === 'choose' && (
                    <Button
                      variant="default"
                      size="md"
                      h={48}
                      style={SHARE_ROW}
                      leftSection={<IconPhoto aria-hidden />}
                      onClick={openPicker}
                    >
                      Chọn ảnh có sẵn
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </Modal>
  );
}

/**
 * 'Dùng ảnh này' holds its own busy state: the tap re-renders this button (its spinner, and
 * disabled), not the whole modal (bench:photo's longest task); a double tap saves one photo.
 */
function UsePhotoButton({ onUse }: { onUse: () => Promise<void> }) {
  const { running, run } = useOneAtATime();
  return (
    <Button size="lg" h={56} leftSection={<IconCheck aria-hidden />} onClick={() => void run(onUse)} loading={running}>
      Dùng ảnh này
    </Button>
  );
}

// The picture leaves room for the title and the footer's buttons on a short phone.
const MEDIA_HEIGHT = 'min(60dvh, calc(100dvh - 300px))';
const SHARE_ROW = { flex: '1 1 auto' } as const;
// Pinned to the bottom of the scrolling modal, above the home indicator.
const FOOTER = {
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  paddingBottom: 'max(var(--mantine-spacing-sm), env(safe-area-inset-bottom))',
} as const;
