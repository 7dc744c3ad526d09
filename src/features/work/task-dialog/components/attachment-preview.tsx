import { Center, Loader } from '@mantine/core';
import { attachmentGroupOf, type TaskAttachment } from '@/contracts/work';
import { useAuthFile } from '@/ui/auth-file';
import { FilePreview } from '@/ui/file-preview';
import { Modal } from '@/ui/modal';

/** Images and videos only (spec 002 §2.4); a video plays from the blob fetched with the token. */
export function AttachmentPreview({ file, onClose }: { file: TaskAttachment | null; onClose: () => void }) {
  return (
    <Modal opened={file !== null} onClose={onClose} title={file?.originalFileName} size="xl" centered>
      {file &&
        (attachmentGroupOf(file.originalFileName) === 'video' ? (
          <VideoPreview url={file.fileUrl} />
        ) : (
          <FilePreview url={file.fileUrl} mime={file.fileType} title={file.originalFileName} />
        ))}
    </Modal>
  );
}

function VideoPreview({ url }: { url: string }) {
  const file = useAuthFile(url);
  if (file.status !== 'ready')
    return (
      <Center mih={200}>
        <Loader aria-label="Đang tải video" />
      </Center>
    );
  // biome-ignore lint/a11y/useMediaCaption: users' own field videos have no captions
  return <video src={file.objectUrl} controls style={{ width: '100%', maxHeight: '70dvh' }} />;
}
