import {
  Alert,
  Button,
  Divider,
  FileButton,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconLibraryPhoto, IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  type PermissionMatrix,
  REFERENCE_MESSAGES,
  toUserCreateRequest,
  USER_MESSAGES,
  userCreateForm,
} from '@/contracts/admin';
import { useCan } from '@/lib/current-user';
import { uploadImage } from '@/lib/upload-image';
import { messageOf } from '@/ui/error-text';
import { serverFieldErrors, zodCheck } from '@/ui/form-errors';
import { usePickImage } from '@/ui/image-picker';
import { CANCEL_LABEL } from '@/ui/labels';
import { notifyError, notifySuccess } from '@/ui/notify';
import { useFieldErrors } from '@/ui/use-field-errors';
import { UserAvatar } from '@/ui/user-avatar';
import {
  useActionLookup,
  useDepartmentLookup,
  useFunctionLookup,
  usePermissionLookup,
  usePositionLookup,
} from '../api/lookups';
import { useCreateUser, useMatrix, useUpdateUser, useUser } from '../api/users';
import { hasChanges, matrixChanges, pairsOf } from '../model/matrix';
import {
  departmentChoices,
  editFormOf,
  emptyAddForm,
  toUserUpdateRequest,
  type UserEditFormValues,
  userEditForm,
} from '../model/user-form';
import { PermissionMatrixGrid } from './permission-matrix';

type Values = Record<string, string>;
type SetValue = (name: string, value: string) => void;

const STATUS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];
/** Spec 000 §7: avatars are uploaded to the folder 'user'. */
const AVATAR_FOLDER = 'user';

/** A failed load inside a modal: the spec's text, the server's reason, and 'Thử lại'. */
function LoadAlert({ title, errors, onRetry }: { title: string; errors: string[]; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        {errors.map((e) => (
          <Text key={e} size="sm">
            {e}
          </Text>
        ))}
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Thử lại
        </Button>
      </Stack>
    </Alert>
  );
}

function AvatarField({ value, name, onChange }: { value: string; name: string; onChange: (url: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const pick = usePickImage();
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadImage(file, AVATAR_FOLDER));
    } catch (error) {
      notifyError(error, USER_MESSAGES.avatarError);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserAvatar url={value || null} name={name || '?'} size={64} radius="xl" />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Ảnh đại diện
        </Text>
        <Group gap="xs">
          <FileButton onChange={(f) => void upload(f)} accept="image/png,image/jpeg,image/webp">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={uploading}
              >
                Tải ảnh lên
              </Button>
            )}
          </FileButton>
          {pick && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconLibraryPhoto size={14} aria-hidden />}
              onClick={() =>
                void pick({ folder: AVATAR_FOLDER, imagesOnly: true }).then((file) => file && onChange(file.url))
              }
            >
              Chọn từ thư viện
            </Button>
          )}
          {value && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => onChange('')}
            >
              Bỏ ảnh
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {USER_MESSAGES.avatarHint}
        </Text>
      </Stack>
    </Group>
  );
}

/** The fields both forms share (spec 000 §2): the Edit form shows the username read-only and no password. */
function UserFields({
  mode,
  values,
  errors,
  set,
  username,
  currentDepartment,
}: {
  mode: 'add' | 'edit';
  values: Values;
  errors: Record<string, string>;
  set: SetValue;
  username?: string;
  currentDepartment: number | null;
}) {
  const positions = usePositionLookup();
  const departments = useDepartmentLookup();
  const positionOptions = (positions.data ?? []).map((p) => ({ value: String(p.idChucVu), label: p.tenChucVu }));
  const departmentOptions = departmentChoices(departments.data ?? [], currentDepartment).map((d) => ({
    value: String(d.idPhongBan),
    label: d.tenPhongBan,
  }));
  const input = (name: string) => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
  });
  const select = (name: string) => ({
    value: values[name] || null,
    error: errors[name],
    onChange: (v: string | null) => set(name, v ?? ''),
    comboboxProps: { withinPortal: true },
  });
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ');

  return (
    <Stack gap="md">
      <AvatarField value={values.avatarUrl ?? ''} name={name} onChange={(url) => set('avatarUrl', url)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Họ" withAsterisk placeholder="VD: Nguyễn Văn" {...input('firstName')} />
        <TextInput label="Tên" placeholder="VD: An" {...input('lastName')} />
        {mode === 'add' ? (
          <TextInput label="Tên đăng nhập" withAsterisk autoComplete="off" {...input('tenDangNhap')} />
        ) : (
          <TextInput label="Tên đăng nhập" value={username ?? ''} readOnly description="Không thể đổi sau khi tạo." />
        )}
        <TextInput label="Email" withAsterisk type="email" {...input('email')} />
        {mode === 'add' && (
          <>
            <PasswordInput label="Mật khẩu" withAsterisk autoComplete="new-password" {...input('matKhau')} />
            <PasswordInput
              label="Xác nhận mật khẩu"
              withAsterisk
              autoComplete="new-password"
              {...input('xacNhanMatKhau')}
            />
          </>
        )}
        <TextInput label="Số điện thoại" type="tel" {...input('soDienThoai')} />
        <Select label="Trạng thái" data={STATUS} allowDeselect={false} {...select('trangThai')} />
        <Select
          label="Chức vụ"
          withAsterisk
          searchable
          data={positionOptions}
          placeholder={positions.isPending ? 'Đang tải...' : 'Chọn chức vụ'}
          {...select('idChucVu')}
          error={errors.idChucVu ?? (positions.isError ? USER_MESSAGES.rolesLoadError : undefined)}
        />
        <Select
          label="Phòng ban"
          withAsterisk
          searchable
          data={departmentOptions}
          placeholder={departments.isPending ? 'Đang tải...' : 'Chọn phòng ban'}
          {...select('idPhongBan')}
          error={errors.idPhongBan ?? (departments.isError ? USER_MESSAGES.departmentsLoadError : undefined)}
        />
      </SimpleGrid>
    </Stack>
  );
}

function FormFrame({
  opened,
  title,
  pending,
  onClose,
  onSubmit,
  submitLabel,
  submitDisabled,
  children,
}: {
  opened: boolean;
  title: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={pending ? () => undefined : onClose} title={title} size="xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {CANCEL_LABEL}
            </Button>
            <Button type="submit" loading={pending} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Add User (spec 000 §2, §5); on success the new user's Edit form opens for their permissions. */
export function AddUserModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (idNguoiDung: number) => void;
}) {
  const create = useCreateUser();
  const positions = usePositionLookup();
  const departments = useDepartmentLookup();
  const [values, setValues] = useState<Values>(emptyAddForm);
  const { errors, validate, pin, reset } = useFieldErrors(values);

  useEffect(() => {
    if (opened) {
      setValues(emptyAddForm());
      reset();
    }
  }, [opened, reset]);

  const lookupErrors = [
    positions.isError ? messageOf(positions.error, USER_MESSAGES.rolesLoadError) : null,
    departments.isError ? messageOf(departments.error, USER_MESSAGES.departmentsLoadError) : null,
  ].filter((e): e is string => e !== null);

  const submit = () => {
    if (Object.keys(validate(zodCheck(userCreateForm))).length) return;
    const parsed = userCreateForm.safeParse(values);
    if (!parsed.success) return;
    create.mutate(toUserCreateRequest(parsed.data), {
      onSuccess: (res) => {
        notifySuccess(USER_MESSAGES.created);
        onCreated(res.data.idNguoiDung);
      },
      onError: (error) => {
        pin(serverFieldErrors(error));
        notifyError(error, USER_MESSAGES.createError);
      },
    });
  };

  return (
    <FormFrame
      opened={opened}
      title="Thêm người dùng"
      pending={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Thêm người dùng"
      submitDisabled={lookupErrors.length > 0}
    >
      {lookupErrors.length > 0 && (
        <LoadAlert
          title={USER_MESSAGES.initAddError}
          errors={lookupErrors}
          onRetry={() => {
            void positions.refetch();
            void departments.refetch();
          }}
        />
      )}
      <UserFields
        mode="add"
        values={values}
        errors={errors}
        set={(name, value) => setValues((prev) => ({ ...prev, [name]: value }))}
        currentDepartment={null}
      />
    </FormFrame>
  );
}

/** The matrix part of Edit User: shown with PHAN_QUYEN_XEM, editable with PHAN_QUYEN_SUA. */
function useMatrixSection(id: number | null, opened: boolean) {
  const can = useCan();
  const visible = can('PHAN_QUYEN_XEM');
  const editable = can('PHAN_QUYEN_SUA');
  const on = opened && visible;
  const matrix = useMatrix(id, on);
  const functions = useFunctionLookup(on);
  const actions = useActionLookup(on);
  const permissions = usePermissionLookup(on);
  const pairs = useMemo(() => pairsOf(permissions.data ?? []), [permissions.data]);
  const errors = [
    matrix.isError ? messageOf(matrix.error, USER_MESSAGES.openEditError) : null,
    actions.isError ? messageOf(actions.error, USER_MESSAGES.actionsLoadError) : null,
    functions.isError ? messageOf(functions.error, USER_MESSAGES.modulesLoadError) : null,
    permissions.isError ? messageOf(permissions.error, REFERENCE_MESSAGES.permissionsLoadError) : null,
  ].filter((e): e is string => e !== null);
  const ready = matrix.isSuccess && functions.isSuccess && actions.isSuccess && permissions.isSuccess;
  const retry = () => {
    for (const q of [matrix, functions, actions, permissions]) if (q.isError) void q.refetch();
  };
  return { visible, editable, matrix, functions, actions, pairs, errors, ready, retry };
}

/** Edit User (spec 000 §2, §5): no username change, no password, the permission matrix. */
export function EditUserModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const opened = id !== null;
  const user = useUser(id);
  const update = useUpdateUser();
  const section = useMatrixSection(id, opened);
  const [values, setValues] = useState<UserEditFormValues | null>(null);
  const { errors, validate, pin, reset } = useFieldErrors<Partial<UserEditFormValues>>(values ?? {});
  const [matrix, setMatrix] = useState<PermissionMatrix>({});

  // Fill the form once per opened user (a background refetch must not wipe what is being typed).
  const loadedUser = user.data?.idNguoiDung === id ? user.data : undefined;
  useEffect(() => {
    setValues(loadedUser ? editFormOf(loadedUser) : null);
    reset();
  }, [loadedUser, reset]);
  const original = section.matrix.data;
  useEffect(() => setMatrix(original ?? {}), [original]);

  const submit = () => {
    if (!values || id === null) return;
    if (Object.keys(validate(zodCheck(userEditForm))).length) return;
    const parsed = userEditForm.safeParse(values);
    if (!parsed.success) return;
    const changes = section.editable && original ? matrixChanges(original, matrix) : {};
    update.mutate(
      { id, body: toUserUpdateRequest(parsed.data), matrix: hasChanges(changes) ? changes : null },
      {
        onSuccess: () => {
          notifySuccess(USER_MESSAGES.updated);
          onClose();
        },
        onError: (error) => {
          pin(serverFieldErrors(error));
          notifyError(error, USER_MESSAGES.updateError);
        },
      },
    );
  };

  const editForm = user.isError ? (
    <LoadAlert
      title={USER_MESSAGES.openEditError}
      errors={[messageOf(user.error, USER_MESSAGES.openEditError)]}
      onRetry={() => void user.refetch()}
    />
  ) : values && loadedUser ? (
    <UserFields
      mode="edit"
      values={values}
      errors={errors}
      set={(name, value) => setValues((prev) => (prev ? { ...prev, [name]: value } : prev))}
      username={loadedUser.tenDangNhap}
      currentDepartment={loadedUser.idPhongBan}
    />
  ) : (
    <Text c="dimmed" role="status">
      Đang tải...
    </Text>
  );

  return (
    <FormFrame
      opened={opened}
      title="Sửa người dùng"
      pending={update.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Lưu thay đổi"
      submitDisabled={!values}
    >
      {editForm}
      {section.visible && (
        <Stack gap="xs">
          <Divider label="Phân quyền (chức năng × hành động)" labelPosition="left" />
          {section.errors.length > 0 ? (
            <LoadAlert title={USER_MESSAGES.openEditError} errors={section.errors} onRetry={section.retry} />
          ) : section.ready ? (
            <>
              <PermissionMatrixGrid
                functions={section.functions.data ?? []}
                actions={section.actions.data ?? []}
                pairs={section.pairs}
                value={matrix}
                onChange={setMatrix}
                readOnly={!section.editable}
              />
              <Text size="xs" c="dimmed">
                Chỉ tích được các ô có trong danh sách quyền. Quyền mới có hiệu lực từ thao tác kế tiếp của người dùng.
              </Text>
            </>
          ) : (
            <Text c="dimmed" role="status">
              Đang tải ma trận quyền...
            </Text>
          )}
        </Stack>
      )}
    </FormFrame>
  );
}
