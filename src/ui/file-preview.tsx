import { Alert, Anchor, Button, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { fileKind } from '@/contracts/fleet-vocabulary';
import { useAuthFile } from './auth-file';

export const FILE_PREVIEW_TEXTS = {
  open: 'Mở tệp trong thẻ mới',
  loadError: 'Không tải được file. Vui lòng kiểm tra mạng và thử lại.',
} as const;

const isApiFile = (url: string) => url.startsWith('/api/');

/**
 * A stored file shown inside the app (spec 003 documents): an image inline, a PDF in a frame,
 * anything else as an open-in-new-tab link. Our files (`/api/files/…`) are fetched with the token
 * and shown from a blob — an <img src> or a new tab could not send the token, and the fetch is what
 * the service worker's runtime cache keeps, so a file viewed once opens again offline.
 * `large`: glove-sized controls for the driver's phone.
 */
export function FilePreview({
  url,
  mime = null,
  title,
  large = false,
}: {
  url: string;
  mime?: string | null;
  title: string;
  large?: boolean;
}) {
  const ours = isApiFile(url);
  const file = useAuthFile(ours ? url : null);
  const link = (href: string) =>
    large ? (
      <Button
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        size="lg"
        h={56}
        leftSection={<IconExternalLink aria-hidden />}
      >
        {FILE_PREVIEW_TEXTS.open}
      </Button>
    ) : (
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {FILE_PREVIEW_TEXTS.open}
      </Anchor>
    );

  // Another site's file: shown by its address (a PDF from elsewhere cannot be framed under our CSP).
  if (!ours) {
    const kind = fileKind(url, mime);
    return kind === 'image' ? <Image src={url} alt={title} fit="contain" mah="70dvh" /> : link(url);
  }
  if (file.status === 'error') {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size={large ? 'md' : 'sm'}>{FILE_PREVIEW_TEXTS.loadError}</Text>
          <Button
            variant="white"
            color="red"
            h={large ? 48 : undefined}
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={file.retry}
          >
            Thử lại
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (file.status !== 'ready') {
    return (
      <Center mih={200}>
        <Loader aria-label="Đang tải file" />
      </Center>
    );
  }
  const kind = fileKind(url, mime || file.mime || null);
  if (kind === 'image') return <Image src={file.objectUrl} alt={title} fit="contain" mah="70dvh" />;
  if (kind === 'pdf') {
    return (
      <Stack gap="xs">
        <iframe src={file.objectUrl} title={title} style={{ width: '100%', height: '65dvh', border: 0 }} />
        {link(file.objectUrl)}
      </Stack>
    );
  }
  return link(file.objectUrl);
}
