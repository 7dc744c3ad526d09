import { ActionIcon, Card, Center, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconFile,
  IconFileSpreadsheet,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconMovie,
  IconSquareCheck,
  IconTrash,
  type TablerIcon,
} from '@tabler/icons-react';
import { canPreview, type FileKind, fileKindOf, type MediaFile } from '@/contracts/media';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';

const KIND_ICONS: Record<Exclude<FileKind, 'image'>, TablerIcon> = {
  video: IconMovie,
  pdf: IconFileTypePdf,
  docx: IconFileTypeDoc,
  excel: IconFileSpreadsheet,
  other: IconFile,
};

const THUMB_H = 128;

export function FileThumb({ file }: { file: MediaFile }) {
  const kind = fileKindOf(file.title);
  if (kind === 'image') {
    return <AuthImage src={file.url} alt={file.title} h={THUMB_H} fit="cover" placeholderHeight={THUMB_H} />;
  }
  const Icon = KIND_ICONS[kind];
  return (
    <Center h={THUMB_H} bg="gray.1">
      <Icon size={48} stroke={1.25} aria-hidden />
    </Center>
  );
}

/**
 * One file of the grid: its thumbnail opens the preview (images, videos) or downloads it (the
 * rest, spec 001 §5); insert is offered in picker mode, delete with THU_VIEN_ANH_XOA.
 */
export function FileCard({
  file,
  selected,
  onOpen,
  onDownload,
  onInsert,
  onDelete,
}: {
  file: MediaFile;
  selected?: boolean;
  onOpen: () => void;
  onDownload: () => void;
  onInsert?: () => void;
  onDelete?: () => void;
}) {
  const preview = canPreview(fileKindOf(file.title));
  return (
    <Card
      withBorder
      padding={0}
      radius="md"
      style={selected ? { outline: '2px solid var(--mantine-color-blue-6)' } : undefined}
    >
      <Card.Section>
        <UnstyledButton
          onClick={preview ? onOpen : onDownload}
          w="100%"
          aria-label={`${preview ? 'Xem' : 'Tải về'} ${file.title}`}
        >
          <FileThumb file={file} />
        </UnstyledButton>
      </Card.Section>
      <Stack gap={0} px="xs" pt={6}>
        <Text size="sm" fw={600} truncate="end" title={file.title}>
          {file.title}
        </Text>
        <Text size="xs" c="dimmed">
          {formatFileSize(file.size)} · {formatDateTime(file.uploadedAt)}
        </Text>
      </Stack>
      <Group gap={4} justify="flex-end" p={6}>
        {preview ? (
          <Tooltip label="Xem">
            <ActionIcon variant="subtle" aria-label={`Xem ${file.title}`} onClick={onOpen}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Tooltip label="Tải về">
            <ActionIcon variant="subtle" aria-label={`Tải về ${file.title}`} onClick={onDownload}>
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {onInsert && (
          <Tooltip label="Chèn">
            <ActionIcon variant="subtle" color="green" aria-label={`Chèn ${file.title}`} onClick={onInsert}>
              <IconSquareCheck size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {onDelete && (
          <Tooltip label="Xóa">
            <ActionIcon variant="subtle" color="red" aria-label={`Xóa ${file.title}`} onClick={onDelete}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Card>
  );
}
