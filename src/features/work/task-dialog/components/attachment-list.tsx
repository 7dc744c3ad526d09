import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconFile,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypeXls,
  IconPhoto,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { type AttachmentGroup, hasPreview, type TaskAttachment } from '@/contracts/work';
import { notifyError } from '@/ui/notify';
import { downloadAttachment } from '../api/download';
import { attachmentSizeText, groupAttachments } from '../model/attachments';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';
import { AttachmentPreview } from './attachment-preview';

const ICONS: Record<AttachmentGroup, typeof IconFile> = {
  image: IconPhoto,
  video: IconVideo,
  pdf: IconFileTypePdf,
  docx: IconFileTypeDocx,
  excel: IconFileTypeXls,
  other: IconFile,
};

/**
 * A task's or a comment's files grouped by type (spec 002 §2.4): images and videos open a
 * preview, the others download. `onRemove` (the edit form) offers to take a file off.
 */
export function AttachmentList({
  files,
  onRemove,
  compact = false,
}: {
  files: readonly TaskAttachment[];
  onRemove?: (file: TaskAttachment) => void;
  compact?: boolean;
}) {
  const [previewing, setPreviewing] = useState<TaskAttachment | null>(null);
  if (files.length === 0) return null;
  const open = (file: TaskAttachment, group: AttachmentGroup) => {
    if (hasPreview(group)) setPreviewing(file);
    else
      void downloadAttachment(file.fileUrl, file.originalFileName).catch((e: unknown) =>
        notifyError(e, 'Không tải được file.'),
      );
  };
  return (
    <Stack gap={compact ? 4 : 'xs'}>
      {groupAttachments(files).map(({ group, label, files: inGroup }) => {
        const Icon = ICONS[group];
        return (
          <Stack key={group} gap={2}>
            {!compact && (
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {label} ({inGroup.length})
              </Text>
            )}
            {inGroup.map((file) => (
              <Group key={file.id} gap="xs" wrap="nowrap" data-testid="attachment">
                <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => open(file, group)}
                  style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
                  title={file.originalFileName}
                >
                  {file.originalFileName}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {attachmentSizeText(file)}
                </Text>
                <Tooltip label={hasPreview(group) ? T.preview : T.download}>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    onClick={() => open(file, group)}
                    aria-label={`${hasPreview(group) ? T.preview : T.download} ${file.originalFileName}`}
                  >
                    {hasPreview(group) ? <IconEye size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
                {onRemove && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    onClick={() => onRemove(file)}
                    aria-label={`Bỏ tệp ${file.originalFileName}`}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        );
      })}
      <AttachmentPreview file={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}
