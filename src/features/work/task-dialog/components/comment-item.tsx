import { Badge, Button, Group, Menu, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { COMMENT_TYPE_LABELS, type TaskComment, WORK_MESSAGES } from '@/contracts/work';
import { formatDateTime } from '@/lib/format';
import { DotsMenu } from '@/ui/dots-menu';
import { CANCEL_LABEL } from '@/ui/labels';
import { UserAvatar } from '@/ui/user-avatar';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';
import { AttachmentList } from './attachment-list';

const TYPE_COLORS = { COMMENT: 'gray', REPORT: 'teal', PROPOSAL: 'orange' } as const;

export interface CommentActions {
  onPin: (comment: TaskComment) => void;
  onSave: (comment: TaskComment, content: string) => Promise<boolean>;
  onDelete: (comment: TaskComment) => void;
}

/**
 * One comment of the feed. Only its author (`mine`, decided by the server by user id) sees pin,
 * edit and delete (spec 002 §2.4, §6).
 */
export function CommentItem({
  comment,
  highlighted,
  actions,
  saving,
}: {
  comment: TaskComment;
  highlighted: boolean;
  actions: CommentActions;
  saving: boolean;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (editing === null) return;
    if (!editing.trim()) {
      setError(WORK_MESSAGES.commentRequired);
      return;
    }
    if (await actions.onSave(comment, editing.trim())) setEditing(null);
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      id={`comment-${comment.id}`}
      data-testid="comment"
      data-highlighted={highlighted || undefined}
      bg={highlighted ? 'yellow.0' : comment.pinned ? 'blue.0' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-yellow-6)', borderWidth: 2 } : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar url={comment.author.avatarUrl} name={comment.author.hoTen} size="sm" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {comment.author.hoTen}
            </Text>
            <Badge size="xs" variant="light" color={TYPE_COLORS[comment.type]}>
              {COMMENT_TYPE_LABELS[comment.type]}
            </Badge>
            {comment.pinned && (
              <Badge size="xs" variant="filled" color="blue" leftSection={<IconPin size={10} aria-hidden />}>
                {T.pinned}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(comment.ngayTao)}
              {comment.workColumn ? ` · ${comment.workColumn.tenCot}` : ''}
            </Text>
            {comment.ngaySua && (
              <Text size="xs" c="dimmed" fs="italic" title={formatDateTime(comment.ngaySua)}>
                ({T.edited} {formatDateTime(comment.ngaySua)})
              </Text>
            )}
          </Group>
          {editing === null ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.content}
            </Text>
          ) : (
            <Stack gap={4}>
              <Textarea
                autosize
                minRows={2}
                value={editing}
                aria-label="Sửa bình luận"
                error={error}
                onChange={(e) => {
                  setEditing(e.currentTarget.value);
                  setError(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                    e.preventDefault();
                    void save();
                  }
                }}
              />
              <Group gap="xs" justify="flex-end">
                <Button size="xs" variant="default" onClick={() => setEditing(null)} disabled={saving}>
                  {CANCEL_LABEL}
                </Button>
                <Button size="xs" onClick={() => void save()} loading={saving}>
                  {T.save}
                </Button>
              </Group>
            </Stack>
          )}
          <AttachmentList files={comment.attachments} compact />
        </Stack>
        {comment.mine && editing === null && (
          <DotsMenu label="Thao tác bình luận" size="sm">
            <Menu.Item
              leftSection={comment.pinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
              onClick={() => actions.onPin(comment)}
            >
              {comment.pinned ? T.unpin : T.pin}
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setEditing(comment.content)}>
              {T.edit}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.onDelete(comment)}>
              {T.deleteComment}
            </Menu.Item>
          </DotsMenu>
        )}
      </Group>
    </Paper>
  );
}
