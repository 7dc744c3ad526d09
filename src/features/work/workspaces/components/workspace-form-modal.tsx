import { Checkbox, MultiSelect, Textarea, TextInput } from '@mantine/core';
import {
  WORK_MESSAGES as M,
  type Workspace,
  workspaceCreateRequest,
  workspaceFromTemplateRequest,
  workspaceUpdateRequest,
} from '@/contracts/work';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useBoardMembers } from '../../board/api/board';
import { useUserOptions } from '../api/user-options';
import { useCreateFromTemplate, useCreateWorkspace, useUpdateWorkspace } from '../api/workspaces';

/** Which form: a new workspace, an edit, or a new one copied from a template (spec 002 §2.2). */
export type WorkspaceForm =
  | { mode: 'create' }
  | { mode: 'edit'; workspace: Workspace }
  | { mode: 'template'; workspace: Workspace };

type Values = { tieuDe: string; moTa: string; managerIds: string[]; copyTasks: boolean };

const initial = (form: WorkspaceForm | null): Values => {
  if (form?.mode === 'edit') {
    const w = form.workspace;
    return {
      tieuDe: w.tieuDe,
      moTa: w.moTa ?? '',
      managerIds: w.managers.map((m) => String(m.idNguoiDung)),
      copyTasks: false,
    };
  }
  if (form?.mode === 'template') {
    return {
      tieuDe: `${form.workspace.tieuDe} (bản sao)`,
      moTa: form.workspace.moTa ?? '',
      managerIds: [],
      copyTasks: true,
    };
  }
  return { tieuDe: '', moTa: '', managerIds: [], copyTasks: false };
};

const TITLES = { create: 'Tạo không gian làm việc', edit: 'Sửa không gian làm việc', template: 'Tạo từ mẫu' } as const;
const SUBMITS = { create: 'Tạo mới', edit: 'Lưu thay đổi', template: 'Tạo từ mẫu' } as const;

export function WorkspaceFormModal({ form, onClose }: { form: WorkspaceForm | null; onClose: () => void }) {
  const opened = form !== null;
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(opened, form, initial);
  const create = useCreateWorkspace();
  const update = useUpdateWorkspace();
  const fromTemplate = useCreateFromTemplate();
  const mode = form?.mode ?? 'create';
  // An existing workspace offers its assignable people (every active user for its editors); a new
  // one the staff catalogue, when the reader may list it.
  const workspaceId = form && form.mode !== 'create' ? form.workspace.id : 0;
  const assignable = useBoardMembers(workspaceId, { assignable: true, enabled: opened && workspaceId > 0 });
  const users = useUserOptions(opened && workspaceId === 0);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  // The people already chosen stay listed even when the catalogue cannot be read.
  const chosen = form && form.mode !== 'create' ? form.workspace.managers : [];
  const managerOptions = new Map<string, string>(chosen.map((u) => [String(u.idNguoiDung), u.hoTen]));
  for (const u of [...(users.data ?? []), ...(assignable.data ?? [])]) {
    managerOptions.set(String(u.idNguoiDung), u.tenDangNhap ? `${u.hoTen} (${u.tenDangNhap})` : u.hoTen);
  }

  const toInput = (v: Values) => ({
    tieuDe: v.tieuDe,
    moTa: v.moTa,
    managerIds: v.managerIds.map(Number),
    ...(mode === 'template' ? { copyTasks: v.copyTasks } : {}),
    ...(form?.mode === 'edit' ? { active: form.workspace.active, avatar: form.workspace.avatar } : {}),
  });

  const submit = () => {
    if (!form) return;
    if (form.mode === 'create') {
      const body = parse(workspaceCreateRequest, toInput);
      if (body) create.mutate(body, saveCallbacks(M.workspaceCreated, onClose, M.createFailed));
    } else if (form.mode === 'edit') {
      const body = parse(workspaceUpdateRequest, toInput);
      if (body)
        update.mutate({ id: form.workspace.id, body }, saveCallbacks(M.workspaceUpdated, onClose, M.updateFailed));
    } else {
      const body = parse(workspaceFromTemplateRequest, toInput);
      if (body) {
        fromTemplate.mutate(
          { templateId: form.workspace.id, body },
          saveCallbacks(M.templateCreated, onClose, M.templateFailed),
        );
      }
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={TITLES[mode]}
      onSubmit={submit}
      formError={formError}
      pending={create.isPending || update.isPending || fromTemplate.isPending}
      submitLabel={SUBMITS[mode]}
    >
      <TextInput
        label="Tên không gian làm việc"
        required
        data-autofocus
        maxLength={255}
        value={values.tieuDe}
        onChange={(e) => set('tieuDe', e.currentTarget.value)}
        error={errors.tieuDe || undefined}
      />
      <Textarea
        label="Mô tả"
        autosize
        minRows={2}
        maxRows={6}
        value={values.moTa}
        onChange={(e) => set('moTa', e.currentTarget.value)}
        error={errors.moTa || undefined}
      />
      <MultiSelect
        label="Người quản lý"
        placeholder={values.managerIds.length ? undefined : 'Chọn người quản lý'}
        searchable
        clearable
        nothingFoundMessage="Không tìm thấy người dùng"
        data={[...managerOptions].map(([value, label]) => ({ value, label }))}
        value={values.managerIds}
        onChange={(v) => set('managerIds', v)}
        error={errors.managerIds || undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {mode === 'template' && (
        <Checkbox
          label="Sao chép cả công việc chưa hoàn thành (về trạng thái Cần làm)"
          checked={values.copyTasks}
          onChange={(e) => set('copyTasks', e.currentTarget.checked)}
        />
      )}
    </FormModal>
  );
}
