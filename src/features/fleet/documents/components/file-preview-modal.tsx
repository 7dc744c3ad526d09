import { Modal, Text } from '@mantine/core';
import { DOCUMENT_MESSAGES, type FleetDocument } from '@/contracts/fleet-documents';
import { FilePreview } from '@/ui/file-preview';

/** Image inline, PDF in a frame (fetched as a blob with the token), anything else as a link. */
export function FilePreviewModal({ doc, onClose }: { doc: FleetDocument | null; onClose: () => void }) {
  return (
    <Modal opened={doc !== null} onClose={onClose} title={doc?.tenHienThi ?? ''} size="xl" centered>
      {doc?.fileUrl ? (
        <FilePreview url={doc.fileUrl} mime={doc.fileMime} title={doc.tenHienThi} />
      ) : (
        <Text c="dimmed">{DOCUMENT_MESSAGES.noFile}</Text>
      )}
    </Modal>
  );
}
