import { Alert, Button, FileButton, Grid, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { REFERENCE_MESSAGES } from '@/contracts/admin';
import { fileKindOf, isSystemFolder, MEDIA_MESSAGES, MEDIA_PAGE_SIZE, type MediaFile } from '@/contracts/media';
import { ACCEPTED_IMAGE_TYPES, LIBRARY_ACCEPT } from '@/contracts/uploads-vocabulary';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import { messageOf } from '@/ui/error-text';
import { notifyError, notifySuccess } from '@/ui/notify';
import { pageCount, pagerLabel } from '@/ui/paging';
import { ErrorState } from '@/ui/query-state';
import { downloadFile } from '../api/download';
import { useDeleteFile, useFolderFiles, useFolders, useUpload } from '../api/media';
import { FileCard } from './file-card';
import { CreateFolderModal, DeleteFolderConfirm, FolderPanel, FolderSelect } from './folder-controls';
import { PreviewModal } from './preview-modal';

export type MediaBrowserProps = {
  /** 'page': folder list on the left (spec 001); 'picker': folder dropdown (spec 000 modal). */
  layout: 'page' | 'picker';
  initialFolder?: string;
  lockFolder?: boolean;
  /** Picker mode: the chosen file. */
  onInsert?: (file: MediaFile) => void;
  imagesOnly?: boolean;
};

/**
 * The image library: folders, upload (several files at once), search by name, 12 files a page
 * newest first, preview, download, insert and delete with confirmation (spec 000 §2, §5, §8;
 * spec 001 "Quản lý tài nguyên").
 */
export function MediaBrowser({ layout, initialFolder, lockFolder, onInsert, imagesOnly }: MediaBrowserProps) {
  const can = useCan();
  const mayAdd = can('THU_VIEN_ANH_THEM');
  const mayDelete = can('THU_VIEN_ANH_XOA');
  const folders = useFolders();
  const [folder, setFolder] = useState<string | null>(initialFolder ?? null);
  const [page, setPage] = useState(0);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const files = useFolderFiles(folder, { page, q: q || undefined });
  const upload = useUpload();
  const removeFile = useDeleteFile();
  const [creating, setCreating] = useState(false);
  const [deletingFolder, setDeletingFolder] = useState<string | null>(null);
  const [deletingFile, setDeletingFile] = useState<MediaFile | null>(null);
  const [previewing, setPreviewing] = useState<MediaFile | null>(null);

  // Open the first folder once the list is in (or the asked one when it exists).
  useEffect(() => {
    const list = folders.data;
    if (!list?.length || (folder && list.some((f) => f.name === folder))) return;
    setFolder(list[0]?.name ?? null);
  }, [folders.data, folder]);

  const choose = (name: string) => {
    setFolder(name);
    setPage(0);
    setText('');
  };

  // The screens' folders take photos from anyone; the library's own ones take videos, PDFs and documents too, with THU_VIEN_ANH_THEM.
  const systemFolder = folder !== null && isSystemFolder(folder);
  const mayUpload = folder !== null && (systemFolder || mayAdd);
  const photosOnly = imagesOnly || systemFolder;
  const accept = (photosOnly ? ACCEPTED_IMAGE_TYPES : LIBRARY_ACCEPT).join(',');

  const onUpload = (picked: File[]) => {
    if (!folder || picked.length === 0) return;
    upload.mutate(
      { files: picked, folder },
      {
        onSuccess: () => {
          // Photos only: the spec's words (spec 000 §8); a video or a document among them: "tệp".
          const allPhotos = photosOnly || picked.every((f) => f.type.startsWith('image/'));
          notifySuccess(allPhotos ? MEDIA_MESSAGES.uploaded : MEDIA_MESSAGES.uploadedFiles);
          setPage(0);
          setText('');
        },
        onError: (e) => notifyError(e, MEDIA_MESSAGES.uploadError),
      },
    );
  };

  const download = (file: MediaFile) =>
    void downloadFile(file.url, file.title).catch((e: unknown) => notifyError(e, 'Không tải được tệp.'));

  const insertable = (file: MediaFile) => !imagesOnly || fileKindOf(file.title) === 'image';

  const total = files.data?.totalElements ?? 0;
  const pages = pageCount(total, MEDIA_PAGE_SIZE);

  const folderControls = folders.isError ? (
    <ErrorState error={folders.error} title={MEDIA_MESSAGES.foldersError} onRetry={() => void folders.refetch()} />
  ) : layout === 'page' ? (
    <FolderPanel
      folders={folders.data ?? []}
      value={folder}
      onChange={choose}
      mayCreate={mayAdd}
      mayDelete={mayDelete}
      onCreate={() => setCreating(true)}
      onDelete={setDeletingFolder}
    />
  ) : (
    <FolderSelect
      folders={folders.data ?? []}
      value={folder}
      onChange={choose}
      locked={lockFolder}
      mayCreate={mayAdd}
      mayDelete={mayDelete}
      onCreate={() => setCreating(true)}
      onDelete={setDeletingFolder}
    />
  );

  const grid = (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          aria-label="Tìm theo tên tệp"
          placeholder="Tìm theo tên tệp"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(0);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        {mayUpload && (
          <FileButton onChange={onUpload} accept={accept} multiple>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                Tải lên
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {mayUpload && !photosOnly && (
        <Text size="xs" c="dimmed">
          {MEDIA_MESSAGES.limits}
        </Text>
      )}
      {files.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            <Text size="sm">{messageOf(files.error, MEDIA_MESSAGES.listError)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void files.refetch()}>
              Thử lại
            </Button>
          </Group>
        </Alert>
      ) : files.isPending && folder ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} h={200} radius="md" />
          ))}
        </SimpleGrid>
      ) : (files.data?.content.length ?? 0) === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {q ? 'Không có tệp nào khớp với tìm kiếm.' : 'Folder này chưa có tệp nào.'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" aria-label="Danh sách tệp">
          {files.data?.content.map((file) => (
            <FileCard
              key={file.id}
              file={file}
              onOpen={() => setPreviewing(file)}
              onDownload={() => download(file)}
              onInsert={onInsert && insertable(file) ? () => onInsert(file) : undefined}
              onDelete={mayDelete ? () => setDeletingFile(file) : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total} tệp
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} aria-hidden />}
            disabled={page === 0}
            onClick={() => setPage((p) => Math.max(0, p - 1))}
          >
            Trước
          </Button>
          <Text size="sm" aria-live="polite">
            {pagerLabel(page, pages)}
          </Text>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            disabled={page + 1 >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Sau
          </Button>
        </Group>
      </Group>
    </Stack>
  );

  return (
    <>
      {layout === 'page' ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>{folderControls}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>{grid}</Grid.Col>
        </Grid>
      ) : (
        <Stack gap="md">
          {folderControls}
          {grid}
        </Stack>
      )}
      <CreateFolderModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(name) => {
          setCreating(false);
          choose(name);
        }}
      />
      <DeleteFolderConfirm
        folder={deletingFolder}
        onClose={() => setDeletingFolder(null)}
        onDeleted={(name) => {
          setDeletingFolder(null);
          if (name === folder) setFolder(null);
        }}
      />
      <ConfirmAction
        opened={deletingFile !== null}
        title="Xóa tệp"
        message={`Bạn có chắc muốn xóa "${deletingFile?.title ?? ''}"?`}
        confirmLabel={REFERENCE_MESSAGES.confirmDelete}
        loading={removeFile.isPending}
        onCancel={() => setDeletingFile(null)}
        onConfirm={() => {
          if (!deletingFile) return;
          removeFile.mutate(
            { folder: deletingFile.folder, id: deletingFile.id },
            {
              onSuccess: (res) => notifySuccess(res.message),
              onError: (e) => notifyError(e, MEDIA_MESSAGES.fileDeleteError),
              onSettled: () => setDeletingFile(null),
            },
          );
        }}
      />
      <PreviewModal
        file={previewing}
        onClose={() => setPreviewing(null)}
        onDownload={download}
        onInsert={onInsert ? (f) => insertable(f) && onInsert(f) : undefined}
      />
    </>
  );
}
