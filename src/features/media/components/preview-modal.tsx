import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconSquareCheck } from '@tabler/icons-react';
import { fileKindOf, type MediaFile } from '@/contracts/media';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { AuthImage, useAuthFile } from '@/ui/auth-file';

function VideoPreview({ file }: { file: MediaFile }) {
  const video = useAuthFile(file.url);
  if (video.status !== 'ready') {
    return (
      <Center h={240}>
        {video.status === 'error' ? (
          <Button variant="light" onClick={video.retry}>
            Thử lại
          </Button>
        ) : (
          <Loader aria-label="Đang tải video" />
        )}
      </Center>
    );
  }
  // biome-ignore lint/a11y/useMediaCaption: uploaded clips come without captions
  return <video src={video.objectUrl} controls style={{ width: '100%', maxHeight: '70dvh' }} aria-label={file.title} />;
}

/** The large view of an image or a video (spec 000 §2 "per-image view", spec 001 preview modal). */
export function PreviewModal({
  file,
  onClose,
  onDownload,
  onInsert,
}: {
  file: MediaFile | null;
  onClose: () => void;
  onDownload: (file: MediaFile) => void;
  onInsert?: (file: MediaFile) => void;
}) {
  return (
    <Modal opened={file !== null} onClose={onClose} title={file?.title} size="xl" centered>
      {file && (
        <Stack gap="sm">
          {fileKindOf(file.title) === 'video' ? (
            <VideoPreview file={file} />
          ) : (
            <AuthImage src={file.url} alt={file.title} fit="contain" mah="70dvh" placeholderHeight={320} />
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {formatFileSize(file.size)}
              {file.width && file.height ? ` · ${file.width} × ${file.height}` : ''} · {formatDateTime(file.uploadedAt)}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => onDownload(file)}
              >
                Tải về
              </Button>
              {onInsert && (
                <Button leftSection={<IconSquareCheck size={16} aria-hidden />} onClick={() => onInsert(file)}>
                  Chèn
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
