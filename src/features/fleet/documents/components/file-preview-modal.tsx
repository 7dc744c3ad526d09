import { Anchor, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { DOCUMENT_MESSAGES, type FleetDocument, fileKind } from '@/contracts/fleet-documents';
import { AuthImage, useAuthFile } from '@/ui/auth-file';

/** Image inline, PDF in a frame (fetched as a blob with the token), anything else as a link. */
export function FilePreviewModal({ doc, onClose }: { doc: FleetDocument | null; onClose: () => void }) {
  const kind = doc ? fileKind(doc.fileUrl, doc.fileMime) : 'none';
  return (
    <Modal opened={doc !== null} onClose={onClose} title={doc?.tenHienThi ?? ''} size="xl" centered>
      {kind === 'none' && <Text c="dimmed">{DOCUMENT_MESSAGES.noFile}</Text>}
      {kind === 'image' && doc?.fileUrl && (
        <AuthImage src={doc.fileUrl} alt={doc.tenHienThi} mah="70vh" fit="contain" placeholderHeight={300} />
      )}
      {kind === 'pdf' && doc?.fileUrl && <PdfFrame url={doc.fileUrl} title={doc.tenHienThi} />}
      {kind !== 'none' && kind !== 'image' && kind !== 'pdf' && doc?.fileUrl && <OpenLink url={doc.fileUrl} />}
    </Modal>
  );
}

function PdfFrame({ url, title }: { url: string; title: string }) {
  const file = useAuthFile(url.startsWith('/api/') ? url : null);
  // Another site's PDF cannot be framed under our CSP: open it in a new tab.
  if (!url.startsWith('/api/')) return <OpenLink url={url} />;
  if (file.status === 'ready') {
    return (
      <Stack gap="xs">
        <iframe src={file.objectUrl} title={title} style={{ width: '100%', height: '70vh', border: 0 }} />
        <OpenLink url={file.objectUrl} />
      </Stack>
    );
  }
  if (file.status === 'error') return <OpenLink url={url} />;
  return (
    <Center h={200}>
      <Loader />
    </Center>
  );
}

function OpenLink({ url }: { url: string }) {
  return (
    <Anchor href={url} target="_blank" rel="noreferrer">
      Mở tệp trong thẻ mới
    </Anchor>
  );
}
