import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatFileSizePrecise } from '@/lib/format';
import { fileKey } from '../model/paste';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';

export type UploadProgressState = { done: number; total: number } | null;

/** Files picked or pasted but not uploaded yet (the task form's and the comment composer's), each removable. */
export function PendingFiles({
  files,
  onRemove,
  label,
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
  label?: string;
}) {
  if (files.length === 0) return null;
  return (
    <Stack gap={2} aria-label={label}>
      {files.map((file, index) => (
        <Group key={fileKey(file)} gap="xs" wrap="nowrap" data-testid="new-attachment">
          <Text size="sm" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatFileSizePrecise(file.size)}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Bỏ tệp ${file.name}`}
            onClick={() => onRemove(index)}
          >
            <IconX size={12} aria-hidden />
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** "Đang tải lên n/N tệp" with its bar while a save uploads its files. */
export function UploadProgress({ progress }: { progress: UploadProgressState }) {
  if (!progress) return null;
  return (
    <Stack gap={2}>
      <Progress value={(progress.done / Math.max(1, progress.total)) * 100} size="sm" animated />
      <Text size="xs" c="dimmed">
        {T.uploading(progress.done, progress.total)}
      </Text>
    </Stack>
  );
}
