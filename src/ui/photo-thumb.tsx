import { Box, Center, Image, Loader, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { usePhotoUrl } from '@/offline/use-outbox';
import { AuthImage } from './auth-file';
import { Modal } from './modal';

export interface PhotoThumbProps {
  /** A photo kept on the device (PhotoRecord id): queued reports, the form being filled. */
  photoId?: string | null;
  /** An uploaded file (`/api/files/{id}`), fetched with the token. */
  url?: string | null;
  alt: string;
  size?: number;
  /** Tap to see it full screen (default true). */
  zoomable?: boolean;
}

/** A square thumbnail of a local or uploaded photo; a tap shows it full screen. */
export function PhotoThumb({ photoId, url, alt, size = 72, zoomable = true }: PhotoThumbProps) {
  const local = usePhotoUrl(photoId);
  const [zoomed, setZoomed] = useState(false);
  const frame = { w: size, h: size, style: { borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' } };

  const content = photoId ? (
    local ? (
      <Image src={local} alt={alt} w={size} h={size} fit="cover" />
    ) : (
      <Center w={size} h={size} bg="gray.1">
        <Loader size="xs" aria-label="Đang tải ảnh" />
      </Center>
    )
  ) : (
    <AuthImage src={url} alt={alt} w={size} h={size} fit="cover" placeholderHeight={size} />
  );

  if (!zoomable) return <Box {...frame}>{content}</Box>;
  return (
    <>
      <UnstyledButton {...frame} onClick={() => setZoomed(true)} aria-label={`Xem ảnh: ${alt}`}>
        {content}
      </UnstyledButton>
      <Modal opened={zoomed} onClose={() => setZoomed(false)} title={alt} fullScreen radius={0}>
        {zoomed &&
          (photoId ? (
            local && <Image src={local} alt={alt} fit="contain" mah="85dvh" />
          ) : (
            <AuthImage src={url} alt={alt} fit="contain" mah="85dvh" placeholderHeight={240} />
          ))}
      </Modal>
    </>
  );
}
