import { Button, FileButton, Group, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { withSeconds } from '@/contracts/fleet-assignments';
import {
  type Column,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  type Task,
  type TaskAttachment,
  type TaskPriority,
  WORK_MESSAGES,
} from '@/contracts/work';
import { DateTimeField } from '@/ui/date-fields';
import { CANCEL_LABEL } from '@/ui/labels';
import { useFieldErrors } from '@/ui/use-field-errors';
import { useWorkspaceMembers } from '../api/members';
import { vnLocalInput } from '../model/local-time';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';
import { AttachmentList } from './attachment-list';
import { PendingFiles, UploadProgress, type UploadProgressState } from './pending-files';

export interface TaskFormValues {
  columnId: string;
  tieuDe: string;
  moTa: string;
  ngayBatDau: string;
  ngayKetThuc: string;
  doUuTien: TaskPriority;
  assigneeIds: string[];
  /** Files already on the task that stay (edit). */
  kept: TaskAttachment[];
  /** Files to upload with this save. */
  files: File[];
}

export const formValuesOf = (task: Task | null, columnId: number, priority: TaskPriority): TaskFormValues => ({
  columnId: String(task?.workColumnId ?? columnId),
  tieuDe: task?.tieuDe ?? '',
  moTa: task?.moTa ?? '',
  ngayBatDau: vnLocalInput(task?.ngayBatDau),
  ngayKetThuc: vnLocalInput(task?.ngayKetThuc),
  doUuTien: task?.doUuTien ?? priority,
  assigneeIds: task?.assignedUsers.map((u) => String(u.idNguoiDung)) ?? [],
  kept: task?.attachments ?? [],
  files: [],
});

/** The title is required; a deadline, when both are set, comes after the start (§5). */
export function checkTaskForm(v: TaskFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.tieuDe.trim()) errors.tieuDe = WORK_MESSAGES.taskTitleRequired;
  if (v.ngayBatDau && v.ngayKetThuc && withSeconds(v.ngayKetThuc) < withSeconds(v.ngayBatDau))
    errors.ngayKetThuc = WORK_MESSAGES.deadlineBeforeStart;
  return errors;
}

/**
 * Add and edit (spec 002 §2.4): title (required, inline error), description, start and deadline,
 * priority, assignees from the workspace's members, files. New files upload with the save.
 */
export function TaskForm({
  workspaceId,
  columns,
  values,
  onChange,
  onCancel,
  onSubmit,
  saving,
  progress,
  mode,
}: {
  workspaceId: number;
  columns: readonly Column[];
  values: TaskFormValues;
  onChange: (values: TaskFormValues) => void;
  onCancel: () => void;
  onSubmit: () => void;
  saving: boolean;
  progress: UploadProgressState;
  mode: 'add' | 'edit';
}) {
  const members = useWorkspaceMembers(workspaceId);
  const { errors, validate } = useFieldErrors(values);
  const set = (patch: Partial<TaskFormValues>) => onChange({ ...values, ...patch });
  const submit = () => {
    if (Object.keys(validate(checkTaskForm)).length === 0) onSubmit();
  };
  const memberOptions = (members.data ?? []).map((u) => ({ value: String(u.idNguoiDung), label: u.hoTen }));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={mode === 'add' ? T.addTitle : T.editTitle}
    >
      <Stack gap="sm">
        <TextInput
          label={T.title}
          withAsterisk
          value={values.tieuDe}
          onChange={(e) => set({ tieuDe: e.currentTarget.value })}
          error={errors.tieuDe}
          data-autofocus
        />
        <Textarea
          label={T.description}
          autosize
          minRows={3}
          maxRows={10}
          value={values.moTa}
          onChange={(e) => set({ moTa: e.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <DateTimeField label={T.start} value={values.ngayBatDau} onChange={(v) => set({ ngayBatDau: v })} />
          <DateTimeField
            label={T.deadline}
            value={values.ngayKetThuc}
            onChange={(v) => set({ ngayKetThuc: v })}
            error={errors.ngayKetThuc}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label={T.priority}
            data={TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] }))}
            value={values.doUuTien}
            allowDeselect={false}
            onChange={(v) => set({ doUuTien: (v as TaskPriority | null) ?? values.doUuTien })}
          />
          <Select
            label={T.column}
            data={columns.map((c) => ({ value: String(c.id), label: c.tenCot }))}
            value={values.columnId}
            allowDeselect={false}
            disabled={mode === 'edit'}
            onChange={(v) => v && set({ columnId: v })}
          />
        </Group>
        <MultiSelect
          label={T.assignees}
          data={memberOptions}
          value={values.assigneeIds}
          onChange={(ids) => set({ assigneeIds: ids })}
          searchable
          clearable
          nothingFoundMessage="Không có người dùng phù hợp"
          error={members.isError ? WORK_MESSAGES.usersLoad : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {T.attachments}
          </Text>
          <AttachmentList
            files={values.kept}
            onRemove={(file) => set({ kept: values.kept.filter((f) => f.id !== file.id) })}
          />
          <PendingFiles
            files={values.files}
            onRemove={(index) => set({ files: values.files.filter((_, i) => i !== index) })}
          />
          <Group>
            <FileButton multiple onChange={(files) => set({ files: [...values.files, ...files] })}>
              {(props) => (
                <Button {...props} variant="light" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />}>
                  {T.attach}
                </Button>
              )}
            </FileButton>
          </Group>
          <UploadProgress progress={progress} />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {CANCEL_LABEL}
          </Button>
          <Button type="submit" loading={saving}>
            {mode === 'add' ? T.add : T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
