import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  NavLink,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconFolder, IconFolderPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { REFERENCE_MESSAGES } from '@/contracts/admin';
import { folderName, MEDIA_MESSAGES, type MediaFolder } from '@/contracts/media';
import { ConfirmAction } from '@/ui/confirm-action';
import { CANCEL_LABEL } from '@/ui/labels';
import { notifyError, notifySuccess } from '@/ui/notify';
import { useCreateFolder, useDeleteFolder } from '../api/media';

/** Why a folder cannot go (spec 000 §4: only when empty; the app's own folders never), or null. */
export function deleteBlocker(folder: MediaFolder | undefined): string | null {
  if (!folder) return null;
  if (folder.system) return MEDIA_MESSAGES.folderSystem(folder.name);
  if (folder.fileCount > 0) return MEDIA_MESSAGES.folderNotEmpty;
  return null;
}

export function CreateFolderModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (name: string) => void;
}) {
  const create = useCreateFolder();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setName('');
      setError(null);
    }
  }, [opened]);

  const submit = () => {
    const parsed = folderName.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MEDIA_MESSAGES.folderRequired);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (res) => {
        notifySuccess(res.message);
        onCreated(res.data.name);
      },
      onError: (e) => notifyError(e, MEDIA_MESSAGES.folderCreateError),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Tạo folder" size="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Tên folder"
            description="Chữ thường không dấu, số, dấu _ và -"
            placeholder="vd: anh-xe-moi"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {CANCEL_LABEL}
            </Button>
            <Button type="submit" loading={create.isPending}>
              Tạo folder
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The folder's delete confirmation ('Xóa vĩnh viễn!' / 'Hủy bỏ'); answers `onDeleted` once gone. */
export function DeleteFolderConfirm({
  folder,
  onClose,
  onDeleted,
}: {
  folder: string | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const remove = useDeleteFolder();
  return (
    <ConfirmAction
      opened={folder !== null}
      title="Xóa folder"
      message={`Bạn có chắc muốn xóa folder "${folder ?? ''}"?`}
      confirmLabel={REFERENCE_MESSAGES.confirmDelete}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!folder) return;
        remove.mutate(folder, {
          onSuccess: (res) => {
            notifySuccess(res.message);
            onDeleted(folder);
          },
          onError: (e) => {
            notifyError(e, MEDIA_MESSAGES.folderDeleteError);
            onClose();
          },
        });
      }}
    />
  );
}

/** The picker's folder dropdown with its create/delete buttons (spec 000 §2). */
export function FolderSelect({
  folders,
  value,
  onChange,
  locked,
  mayCreate,
  mayDelete,
  onCreate,
  onDelete,
}: {
  folders: MediaFolder[];
  value: string | null;
  onChange: (name: string) => void;
  locked?: boolean;
  mayCreate: boolean;
  mayDelete: boolean;
  onCreate: () => void;
  onDelete: (name: string) => void;
}) {
  const current = folders.find((f) => f.name === value);
  const blocker = deleteBlocker(current);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Folder"
        data={folders.map((f) => ({ value: f.name, label: `${f.name} (${f.fileCount})` }))}
        value={value}
        onChange={(v) => v && onChange(v)}
        allowDeselect={false}
        searchable
        disabled={locked}
        w={240}
        comboboxProps={{ withinPortal: true }}
      />
      {mayCreate && !locked && (
        <Button variant="light" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={onCreate}>
          Tạo folder
        </Button>
      )}
      {mayDelete && !locked && value && (
        <Tooltip label={blocker ?? 'Xóa folder rỗng'} multiline w={260}>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={blocker !== null}
            onClick={() => onDelete(value)}
          >
            Xóa folder
          </Button>
        </Tooltip>
      )}
    </Group>
  );
}

/** The resource page's folder list with its search (spec 001 "Folder list with search"). */
export function FolderPanel({
  folders,
  value,
  onChange,
  mayCreate,
  mayDelete,
  onCreate,
  onDelete,
}: {
  folders: MediaFolder[];
  value: string | null;
  onChange: (name: string) => void;
  mayCreate: boolean;
  mayDelete: boolean;
  onCreate: () => void;
  onDelete: (name: string) => void;
}) {
  const [filter, setFilter] = useState('');
  const shown = folders.filter((f) => f.name.includes(filter.trim().toLowerCase()));
  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Tìm folder"
        placeholder="Tìm folder"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      {mayCreate && (
        <Button variant="light" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={onCreate}>
          Tạo folder
        </Button>
      )}
      <ScrollArea.Autosize mah="60dvh">
        <Stack gap={2} component="nav" aria-label="Folder">
          {shown.map((f) => {
            const blocker = deleteBlocker(f);
            return (
              <Group key={f.name} gap={4} wrap="nowrap">
                <NavLink
                  component="button"
                  active={f.name === value}
                  onClick={() => onChange(f.name)}
                  label={f.name}
                  leftSection={<IconFolder size={18} aria-hidden />}
                  rightSection={
                    <Badge size="sm" variant="light" color={f.fileCount ? 'blue' : 'gray'}>
                      {f.fileCount}
                    </Badge>
                  }
                  styles={{ root: { borderRadius: 'var(--mantine-radius-md)', flex: 1 } }}
                />
                {mayDelete && !f.system && (
                  <Tooltip label={blocker ?? 'Xóa folder'}>
                    {/* Not `disabled`: a disabled button shows no tooltip, and the tooltip says why. */}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Xóa folder ${f.name}`}
                      aria-disabled={blocker !== null}
                      data-disabled={blocker !== null || undefined}
                      onClick={() => {
                        if (!blocker) onDelete(f.name);
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            );
          })}
          {shown.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              Không có folder phù hợp.
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
