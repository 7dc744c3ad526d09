import { Button, FileButton, Group, Select, Stack, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { COMMENT_TYPE_LABELS, COMMENT_TYPES, type CommentType, WORK_MESSAGES } from '@/contracts/work';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';
import { PendingFiles, UploadProgress, type UploadProgressState } from './pending-files';

export interface ComposerDraft {
  type: CommentType;
  content: string;
  files: File[];
}
export const EMPTY_DRAFT: ComposerDraft = { type: 'COMMENT', content: '', files: [] };

/**
 * Writes a COMMENT, REPORT or PROPOSAL (spec 002 §2.4): Enter sends, Shift+Enter breaks the line;
 * the content is required even with files. The draft lives in the dialog, so files pasted or
 * dropped while the box is open land here.
 */
export function CommentComposer({
  draft,
  onChange,
  onFocusChange,
  onSubmit,
  error,
  sending,
  progress,
}: {
  draft: ComposerDraft;
  onChange: (draft: ComposerDraft) => void;
  onFocusChange: (focused: boolean) => void;
  onSubmit: () => void;
  error: string | null;
  sending: boolean;
  progress: UploadProgressState;
}) {
  const typeOptions = COMMENT_TYPES.map((t) => ({ value: t, label: COMMENT_TYPE_LABELS[t] }));
  return (
    <Stack gap={6} data-testid="comment-composer">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Select
          aria-label={T.commentType}
          data={typeOptions}
          value={draft.type}
          allowDeselect={false}
          onChange={(v) => onChange({ ...draft, type: (v as CommentType | null) ?? 'COMMENT' })}
          w={130}
          size="sm"
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          style={{ flex: 1 }}
          aria-label="Nội dung bình luận"
          placeholder={T.commentPlaceholder}
          autosize
          minRows={1}
          maxRows={8}
          value={draft.content}
          error={error}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
          onChange={(e) => onChange({ ...draft, content: e.currentTarget.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onSubmit();
            }
          }}
        />
      </Group>
      <PendingFiles
        files={draft.files}
        label="Tệp đính kèm bình luận"
        onRemove={(index) => onChange({ ...draft, files: draft.files.filter((_, i) => i !== index) })}
      />
      <UploadProgress progress={progress} />
      <Group justify="space-between" gap="xs">
        <FileButton multiple onChange={(files) => onChange({ ...draft, files: [...draft.files, ...files] })}>
          {(props) => (
            <Button {...props} variant="subtle" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />}>
              {T.attach}
            </Button>
          )}
        </FileButton>
        <Button size="xs" leftSection={<IconSend size={14} aria-hidden />} onClick={onSubmit} loading={sending}>
          {T.send}
        </Button>
      </Group>
    </Stack>
  );
}

/** The spec's rule: content is required even when files are attached. */
export const draftError = (draft: ComposerDraft) => (draft.content.trim() ? null : WORK_MESSAGES.commentRequired);
