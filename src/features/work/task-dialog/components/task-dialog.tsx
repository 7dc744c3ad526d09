import { ActionIcon, Alert, Grid, Group, Modal, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory, IconPencil, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Column,
  DIALOG_DEFAULT_PRIORITY,
  pastedFilesMessage,
  TASK_NEXT_STATUS,
  type Task,
  type TaskPriority,
  WORK_MESSAGES,
} from '@/contracts/work';
import { useMe } from '@/lib/current-user';
import { isReflected } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { useOnline, useOutboxItems } from '@/offline/use-outbox';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { notifyError, notifySuccess } from '@/ui/notify';
import { notifySaved } from '@/ui/saved-toast';
import { useQueueing } from '@/ui/use-queueing';
import { workKeys } from '../../shared/api/query-keys';
import { isNoAnswer, queueTaskStatus, type TaskRef } from '../api/field-actions';
import { useAddTaskFiles, useChangeStatus, useSaveTask } from '../api/save-task';
import { filesOf, pasteTarget } from '../model/paste';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';
import { ActivityView } from './activity-view';
import { type ComposerDraft, EMPTY_DRAFT } from './comment-composer';
import { CommentFeed } from './comment-feed';
import { TaskDetails } from './task-details';
import { checkTaskForm, formValuesOf, TaskForm, type TaskFormValues } from './task-form';

export type TaskDialogState = { mode: 'add'; columnId: number } | { mode: 'edit' | 'view'; taskId: number };

export interface TaskDialogProps {
  workspaceId: number;
  /** The board's columns (with their tasks): the column select, names, and the task shown. */
  columns: readonly Column[];
  /** null: closed. */
  state: TaskDialogState | null;
  onClose: () => void;
  /** A comment to scroll to and highlight (from `?commentId=` / a notification). */
  focusCommentId?: number;
  /** BOARD_DEFAULT_PRIORITY (LOW) on the board's form; MEDIUM elsewhere (§4.1). */
  defaultPriority?: TaskPriority;
}

type View = 'add' | 'edit' | 'view' | 'activity';
const TASK_KINDS = new Set<OutboxItem['kind']>(['task.report', 'task.status']);

/**
 * The task dialog (spec 002 §2.4): add / edit / view (view → edit) and the activity sub-view.
 * Files pasted or dropped anywhere in it go to the comment when its box is open, else to the task.
 * Offline, a REPORT and a status change wait in the outbox ('Chờ gửi'); the rest needs a network.
 */
export default function TaskDialog({
  workspaceId,
  columns,
  state,
  onClose,
  focusCommentId,
  defaultPriority = DIALOG_DEFAULT_PRIORITY,
}: TaskDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const online = useOnline();
  const queryClient = useQueryClient();
  const me = useMe();
  const userId = me.data?.idNguoiDung;
  const outboxItems = useOutboxItems(userId);

  const [view, setView] = useState<View>(state?.mode ?? 'view');
  const [createdFrom, setCreatedFrom] = useState<View>(state?.mode ?? 'view');
  const taskId = state && state.mode !== 'add' ? state.taskId : null;
  const task = useMemo(
    () => (taskId === null ? null : (columns.flatMap((c) => c.tasks).find((t) => t.id === taskId) ?? null)),
    [columns, taskId],
  );
  // When the board's data last changed: an unsent status change is shown until a read after it was sent.
  const [columnsAt, setColumnsAt] = useState(() => Date.now());
  useEffect(() => {
    void columns;
    setColumnsAt(Date.now());
  }, [columns]);

  // Opening the dialog again (another task, another mode) starts from its mode.
  const stateKey = state ? `${state.mode}:${state.mode === 'add' ? state.columnId : state.taskId}` : '';
  const [form, setForm] = useState<TaskFormValues>(() => formValuesOf(null, 0, defaultPriority));
  const [draft, setDraft] = useState<ComposerDraft>(EMPTY_DRAFT);
  const [composerFocus, setComposerFocus] = useState(false);
  const [openedKey, setOpenedKey] = useState('');
  if (state && stateKey !== openedKey) {
    setOpenedKey(stateKey);
    setView(state.mode);
    setCreatedFrom(state.mode);
    setDraft(EMPTY_DRAFT);
    const initialTask =
      state.mode === 'add' ? null : (columns.flatMap((c) => c.tasks).find((t) => t.id === state.taskId) ?? null);
    setForm(formValuesOf(initialTask, state.mode === 'add' ? state.columnId : 0, defaultPriority));
  }

  // This task's reports filed through the outbox; the feed shows those its last read does not have yet.
  const taskReports = useMemo(
    () => (outboxItems ?? []).filter((item) => item.kind === 'task.report' && item.payload.taskId === taskId),
    [outboxItems, taskId],
  );
  const latestStatus =
    (outboxItems ?? [])
      .filter((i) => i.kind === 'task.status' && i.payload.taskId === taskId && !isReflected(i, columnsAt))
      .sort((a, b) => b.seq - a.seq)[0] ?? null;

  // What the drain sends for this task reaches the feed and the board without a reload.
  const sentCount = (outboxItems ?? []).filter(
    (i) => TASK_KINDS.has(i.kind) && i.payload.taskId === taskId && i.status === 'sent',
  ).length;
  useEffect(() => {
    if (taskId === null || sentCount === 0) return;
    void queryClient.invalidateQueries({ queryKey: workKeys.task(taskId) });
    void queryClient.invalidateQueries({ queryKey: workKeys.workspace(workspaceId) });
  }, [sentCount, taskId, workspaceId, queryClient]);

  const save = useSaveTask();
  const addFiles = useAddTaskFiles();
  const changeStatus = useChangeStatus();
  const { queue } = useQueueing();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [stepping, setStepping] = useState(false);

  const needsConnection = useCallback(() => {
    if (navigator.onLine) return false;
    notifyError(null, T.needsConnection);
    return true;
  }, []);

  // The form starts from the task as it is now (files pasted, live changes since the dialog opened).
  const startEdit = () => {
    if (!task || needsConnection()) return;
    setForm(formValuesOf(task, task.workColumnId, defaultPriority));
    setView('edit');
  };

  const submitForm = async () => {
    if (Object.keys(checkTaskForm(form)).length > 0 || needsConnection()) return;
    const target = { workspaceId, columnId: Number(form.columnId) };
    if (!target.columnId) {
      notifyError(null, WORK_MESSAGES.columnUnknown);
      return;
    }
    const fields = {
      tieuDe: form.tieuDe.trim(),
      moTa: form.moTa.trim() || undefined,
      ngayBatDau: form.ngayBatDau || undefined,
      ngayKetThuc: form.ngayKetThuc || undefined,
      doUuTien: form.doUuTien,
    };
    const assigneeIds = form.assigneeIds.map(Number);
    const uploads = { files: form.files, onProgress: (done: number, total: number) => setProgress({ done, total }) };
    try {
      if (view === 'add') {
        await save.mutateAsync({ mode: 'add', target, fields, assigneeIds, ...uploads });
        notifySuccess(WORK_MESSAGES.taskCreated);
        onClose();
        return;
      }
      if (!task) return;
      await save.mutateAsync({
        mode: 'edit',
        target: { workspaceId, columnId: task.workColumnId },
        taskId: task.id,
        fields: { ...fields, moTa: form.moTa.trim(), ngayBatDau: form.ngayBatDau, ngayKetThuc: form.ngayKetThuc },
        ...uploads,
        removeAttachmentIds: task.attachments.filter((a) => !form.kept.some((k) => k.id === a.id)).map((a) => a.id),
        previousAssigneeIds: task.assignedUsers.map((u) => u.idNguoiDung),
        assigneeIds,
      });
      notifySuccess(WORK_MESSAGES.taskUpdated);
      if (createdFrom === 'view') setView('view');
      else onClose();
    } catch (e) {
      // Server message first; a new task without an id says so (§8); a failed upload its own message.
      notifyError(e, WORK_MESSAGES.taskFailed);
    } finally {
      setProgress(null);
    }
  };

  const ref = (t: Task): TaskRef => ({ taskId: t.id, workspaceId, columnId: t.workColumnId, tieuDe: t.tieuDe });
  const shownStatus =
    (latestStatus?.payload.newStatus as Task['trangThaiCongViec'] | undefined) ?? task?.trangThaiCongViec;
  const next = shownStatus ? TASK_NEXT_STATUS[shownStatus] : undefined;

  const step = async () => {
    if (!task || !next) return;
    const queueIt = async () => {
      if (await queue(() => queueTaskStatus(ref(task), next.to))) notifySaved(WORK_MESSAGES.statusUpdated, false);
    };
    try {
      if (!navigator.onLine) await queueIt();
      else {
        try {
          await changeStatus.mutateAsync({
            target: { workspaceId, columnId: task.workColumnId },
            taskId: task.id,
            newStatus: next.to,
          });
          notifySuccess(WORK_MESSAGES.statusUpdated);
        } catch (e) {
          if (isNoAnswer(e)) await queueIt();
          else notifyError(e, WORK_MESSAGES.statusFailed);
        }
      }
    } finally {
      setStepping(false);
    }
  };

  // Files pasted (or dropped) anywhere in the open dialog.
  const routeFiles = useCallback(
    (files: File[]) => {
      const target = pasteTarget({ fileCount: files.length, commentBoxOpen: commentBoxOpenRef.current });
      if (!target) return false;
      if (target === 'comment') {
        setDraft((d) => ({ ...d, files: [...d.files, ...files] }));
        notifySuccess(pastedFilesMessage(files.length, 'comment'));
        return true;
      }
      if (viewRef.current === 'add' || viewRef.current === 'edit') {
        setForm((f) => ({ ...f, files: [...f.files, ...files] }));
        notifySuccess(pastedFilesMessage(files.length, 'task'));
        return true;
      }
      const current = taskRef.current;
      if (!current || needsConnection()) return true;
      void (async () => {
        try {
          await addFiles.mutateAsync({
            target: { workspaceId, columnId: current.workColumnId },
            taskId: current.id,
            files,
          });
          notifySuccess(pastedFilesMessage(files.length, 'task'));
        } catch (e) {
          notifyError(e, WORK_MESSAGES.uploadFailed);
        }
      })();
      return true;
    },
    [addFiles, needsConnection, workspaceId],
  );

  // The paste listener reads the latest state through refs (it is attached once per opening).
  const viewRef = useRef(view);
  viewRef.current = view;
  const taskRef = useRef(task);
  taskRef.current = task;
  const commentBoxOpenRef = useRef(false);
  commentBoxOpenRef.current = view === 'view' && (composerFocus || draft.content.length > 0 || draft.files.length > 0);
  const routeRef = useRef(routeFiles);
  routeRef.current = routeFiles;

  const opened = state !== null;
  useEffect(() => {
    if (!opened) return;
    const onPaste = (e: ClipboardEvent) => {
      const files = filesOf(e.clipboardData);
      // Text (no files) pastes as usual, into whatever field has the focus.
      if (files.length === 0) return;
      if (routeRef.current(files)) e.preventDefault();
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [opened]);

  const onDrop = (e: DragEvent) => {
    const files = filesOf(e.dataTransfer);
    if (files.length === 0) return;
    e.preventDefault();
    routeFiles(files);
  };

  const title =
    view === 'add' ? T.addTitle : view === 'edit' ? T.editTitle : view === 'activity' ? T.activityTitle : T.viewTitle;

  const missing = view !== 'add' && !task;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap="xs">
          <Text fw={700}>{title}</Text>
          {view === 'view' && task && (
            <>
              <Tooltip label={T.edit}>
                <ActionIcon variant="light" aria-label={T.edit} onClick={startEdit}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={T.activityTitle}>
                <ActionIcon variant="light" aria-label={T.activityTitle} onClick={() => setView('activity')}>
                  <IconHistory size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          )}
        </Group>
      }
      size={view === 'view' ? '90rem' : 'lg'}
      fullScreen={phone}
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="task-dialog"
    >
      <Stack gap="sm" onDragOver={(e) => e.preventDefault()} onDrop={onDrop} mih={120}>
        {!online && (
          <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />} p="xs">
            <Text size="sm">{T.offline}</Text>
          </Alert>
        )}
        {missing ? (
          <Text c="dimmed" ta="center" py="lg">
            {T.taskMissing}
          </Text>
        ) : view === 'add' || view === 'edit' ? (
          <TaskForm
            workspaceId={workspaceId}
            columns={columns}
            values={form}
            onChange={setForm}
            onCancel={() => (createdFrom === 'view' && view === 'edit' ? setView('view') : onClose())}
            onSubmit={() => void submitForm()}
            saving={save.isPending}
            progress={progress}
            mode={view}
          />
        ) : view === 'activity' && task ? (
          <ActivityView taskId={task.id} onBack={() => setView('view')} />
        ) : task ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <TaskDetails
                task={task}
                columns={columns}
                pendingStatus={latestStatus}
                onStep={() => setStepping(true)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <CommentFeed
                task={task}
                focusCommentId={focusCommentId}
                draft={draft}
                onDraft={setDraft}
                onComposerFocus={setComposerFocus}
                online={online}
                reports={taskReports}
              />
            </Grid.Col>
          </Grid>
        ) : null}
        {view === 'view' && task && next && (
          <ConfirmDialog
            opened={stepping}
            title={next.action}
            message={T.changeStatusQuestion(next.action, task.tieuDe)}
            confirmLabel={next.action}
            compact
            loading={changeStatus.isPending}
            onConfirm={() => void step()}
            onCancel={() => setStepping(false)}
          />
        )}
      </Stack>
    </Modal>
  );
}
