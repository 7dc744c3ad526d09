import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  COMMENTS_PAGE_SIZE,
  FEED_FILTER_LABELS,
  FEED_FILTERS,
  type FeedFilter,
  type Task,
  type TaskComment,
  WORK_MESSAGES,
} from '@/contracts/work';
import { PAGER_MAX_PAGES } from '@/contracts/work-vocabulary';
import { discardItem } from '@/offline/commands';
import { isReflected } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { notifyError, notifySuccess } from '@/ui/notify';
import { NumberedPager } from '@/ui/numbered-pager';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { notifySaved } from '@/ui/saved-toast';
import { useQueueing } from '@/ui/use-queueing';
import { useAddComment, useComments, useDeleteComment, usePinComment, useUpdateComment } from '../api/comments';
import { isNoAnswer, queueableFiles, queueTaskReport, type TaskRef } from '../api/field-actions';
import { UploadFailed } from '../api/task-files';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';
import { CommentComposer, type ComposerDraft, draftError, EMPTY_DRAFT } from './comment-composer';
import { CommentItem } from './comment-item';

/** All of a task's comments in one page: when a link focuses one (spec 002 §9 "all loaded"). */
const ALL_COMMENTS_SIZE = 2000;

const pinnedFirst = (comments: readonly TaskComment[]) =>
  [...comments].sort((a, b) => Number(b.pinned) - Number(a.pinned));

/**
 * The feed of a task (spec 002 §2.4): filter by type, comments 20 a page (pinned first) or all of
 * them when one is focused from the address, the composer, and this phone's reports that the
 * server does not have yet ('Chờ gửi').
 */
export function CommentFeed({
  task,
  focusCommentId,
  draft,
  onDraft,
  onComposerFocus,
  online,
  reports,
}: {
  task: Task;
  focusCommentId?: number;
  draft: ComposerDraft;
  onDraft: (draft: ComposerDraft) => void;
  onComposerFocus: (focused: boolean) => void;
  online: boolean;
  /** This task's reports in the outbox (any status). */
  reports: readonly OutboxItem[];
}) {
  const focusing = focusCommentId !== undefined;
  const [filter, setFilter] = useState<FeedFilter>('ALL');
  const [page, setPage] = useState(0);
  const query = focusing
    ? { page: 0, size: ALL_COMMENTS_SIZE, type: filter }
    : { page, size: COMMENTS_PAGE_SIZE, type: filter };
  const comments = useComments(task.id, query);
  const add = useAddComment(task.id, task.workspaceId);
  const update = useUpdateComment(task.id, task.workspaceId);
  const remove = useDeleteComment(task.id, task.workspaceId);
  const pin = usePinComment(task.id, task.workspaceId);
  const { queue, saving: queueing } = useQueueing();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [deleting, setDeleting] = useState<TaskComment | null>(null);
  const ref: TaskRef = {
    taskId: task.id,
    workspaceId: task.workspaceId,
    columnId: task.workColumnId,
    tieuDe: task.tieuDe,
  };

  // The focused comment is scrolled to once, when it is first on screen.
  const scrolled = useRef(false);
  const loaded = comments.data;
  useEffect(() => {
    if (!focusing || scrolled.current || !loaded) return;
    const el = document.getElementById(`comment-${focusCommentId}`);
    if (el) {
      scrolled.current = true;
      el.scrollIntoView({ block: 'center' });
    }
  }, [focusing, focusCommentId, loaded]);

  const queueReport = async (content: string) => {
    if (!queueableFiles(draft.files)) {
      notifyError(null, T.offlineReportImagesOnly);
      return;
    }
    const stored = await queue(() => queueTaskReport(ref, content, draft.files));
    if (stored) {
      onDraft(EMPTY_DRAFT);
      notifySaved(WORK_MESSAGES.commentAdded, false);
    }
  };

  const submit = async () => {
    const problem = draftError(draft);
    setError(problem);
    if (problem) return;
    const content = draft.content.trim();
    if (!online) {
      if (draft.type === 'REPORT') await queueReport(content);
      else notifyError(null, T.needsConnection);
      return;
    }
    try {
      await add.mutateAsync({
        content,
        type: draft.type,
        files: draft.files,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      onDraft(EMPTY_DRAFT);
      notifySuccess(WORK_MESSAGES.commentAdded);
    } catch (cause) {
      // The network dropped under a report: it waits in the outbox like one filed offline.
      const networkGone = isNoAnswer(cause instanceof UploadFailed ? cause.cause : cause);
      if (draft.type === 'REPORT' && networkGone) await queueReport(content);
      else if (cause instanceof UploadFailed) notifyError(null, WORK_MESSAGES.uploadFailed);
      else notifyError(cause, WORK_MESSAGES.commentAddFailed);
    } finally {
      setProgress(null);
    }
  };

  const needsConnection = () => {
    if (online) return false;
    notifyError(null, T.needsConnection);
    return true;
  };

  const actions = {
    onPin: (comment: TaskComment) => {
      if (needsConnection()) return;
      pin.mutate(
        { id: comment.id, pinned: !comment.pinned },
        {
          onSuccess: () => notifySuccess(comment.pinned ? WORK_MESSAGES.commentUnpinned : WORK_MESSAGES.commentPinned),
          onError: (e) => notifyError(e, WORK_MESSAGES.pinFailed),
        },
      );
    },
    onSave: async (comment: TaskComment, content: string) => {
      if (needsConnection()) return false;
      try {
        await update.mutateAsync({ id: comment.id, content });
        notifySuccess(WORK_MESSAGES.commentUpdated);
        return true;
      } catch (e) {
        notifyError(e, WORK_MESSAGES.commentUpdateFailed);
        return false;
      }
    },
    onDelete: (comment: TaskComment) => {
      if (!needsConnection()) setDeleting(comment);
    },
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(WORK_MESSAGES.commentDeleted);
        setDeleting(null);
      },
      onError: (e) => notifyError(e, WORK_MESSAGES.commentDeleteFailed),
    });
  };

  const data = comments.data;
  // A report shows 'Chờ gửi' / 'Đang gửi' / 'Cần xử lý' until a read of the feed made after it was sent.
  const shownReports =
    filter === 'ALL' || filter === 'REPORT' ? reports.filter((item) => !isReflected(item, comments.dataUpdatedAt)) : [];
  return (
    <Stack gap="sm" component="section" aria-label={T.feed}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {T.feed}
        </Title>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(v) => {
            setFilter(v as FeedFilter);
            setPage(0);
          }}
          data={FEED_FILTERS.map((f) => ({ value: f, label: FEED_FILTER_LABELS[f] }))}
          aria-label="Lọc bình luận"
        />
      </Group>
      <CommentComposer
        draft={draft}
        onChange={(next) => {
          onDraft(next);
          if (error && next.content.trim()) setError(null);
        }}
        onFocusChange={onComposerFocus}
        onSubmit={() => void submit()}
        error={error}
        sending={add.isPending || queueing}
        progress={progress}
      />
      {shownReports.map((item) => (
        <PendingReport key={item.id} item={item} />
      ))}
      {comments.isPending ? (
        <LoadingState minHeight={120} />
      ) : comments.isError && !data ? (
        <ErrorState
          error={comments.error}
          title={WORK_MESSAGES.commentsLoad}
          onRetry={() => void comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : !data || data.content.length === 0 ? (
        shownReports.length === 0 && (
          <Text c="dimmed" ta="center" size="sm" py="md">
            {T.noComments}
          </Text>
        )
      ) : (
        <Stack gap="xs">
          {pinnedFirst(data.content).map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              highlighted={comment.id === focusCommentId}
              actions={actions}
              saving={update.isPending}
            />
          ))}
        </Stack>
      )}
      {!focusing && data && (
        <NumberedPager
          page={page}
          totalPages={data.totalPages}
          onChange={setPage}
          maxNumbers={PAGER_MAX_PAGES}
          label="Trang bình luận"
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={T.deleteComment}
        message={T.deleteCommentQuestion}
        confirmLabel={T.confirmDelete}
        color="red"
        compact
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** A report this phone holds for the server: its text, how many photos, and where it stands. */
function PendingReport({ item }: { item: OutboxItem }) {
  const content = typeof item.payload.content === 'string' ? item.payload.content : '';
  return (
    <Stack
      gap={4}
      p="sm"
      data-testid="pending-report"
      style={{ border: '1px dashed var(--mantine-color-orange-5)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {FEED_FILTER_LABELS.REPORT}
        </Text>
        <OutboxStatusBadge item={item} size="md" />
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {content}
      </Text>
      {item.photos.length > 0 && (
        <Text size="xs" c="dimmed">
          {item.photos.length} ảnh
        </Text>
      )}
      {item.status === 'needs-attention' && (
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="red">
            {item.lastError?.message}
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void discardItem(item.id)}>
            {T.discard}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
