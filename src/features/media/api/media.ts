import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  folderCreatedResponse,
  MEDIA_PAGE_SIZE,
  mediaDeletedResponse,
  mediaFolderListResponse,
  mediaPageResponse,
} from '@/contracts/media';
import { UPLOAD_REQUEST_BYTES, UPLOAD_REQUEST_FILES } from '@/contracts/uploads-vocabulary';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { uploadFiles } from '@/lib/upload-image';
import { mediaKeys } from './query-keys';

/** GET /api/images/folders/details: every folder with its file count. */
export const getFolders = async () => (await api.get('images/folders/details', mediaFolderListResponse)).data;
export const useFolders = () => useQuery({ queryKey: mediaKeys.folders(), queryFn: getFolders, staleTime: 30_000 });

export type FileListParams = { page: number; q?: string };

/** GET /api/images/list/{folder}: 12 a page, newest first, `q` on the name. */
export const getFolderFiles = async (folder: string, { page, q }: FileListParams) =>
  (
    await api.get(`images/list/${encodeURIComponent(folder)}`, mediaPageResponse, {
      searchParams: { page, size: MEDIA_PAGE_SIZE, ...(q ? { q } : {}) },
    })
  ).data;
export const useFolderFiles = (folder: string | null, params: FileListParams) =>
  useQuery({
    queryKey: mediaKeys.files(folder ?? '', params),
    queryFn: () => getFolderFiles(folder ?? '', params),
    enabled: folder !== null,
    placeholderData: keepPreviousData,
  });

/**
 * The picked files in requests the server takes (server/modules/files/receive.ts): at most 10 files
 * and 50 MB each, in the order picked; a file too large on its own goes alone (the server says why).
 */
export function uploadBatches<F extends { size: number }>(
  files: readonly F[],
  maxFiles = UPLOAD_REQUEST_FILES,
  maxBytes = UPLOAD_REQUEST_BYTES,
): F[][] {
  const batches: F[][] = [];
  let current: F[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && (current.length >= maxFiles || bytes + file.size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Uploads in batches (uploadBatches), one after another; the first failure stops the rest. */
export async function uploadToFolder(files: readonly File[], folder: string) {
  const stored = [];
  for (const batch of uploadBatches(files)) stored.push(...(await uploadFiles(batch, folder)));
  return stored;
}

function useMediaMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }) });
}

export const useUpload = () =>
  useMediaMutation(({ files, folder }: { files: readonly File[]; folder: string }) => uploadToFolder(files, folder));

export const useCreateFolder = () =>
  useMediaMutation((folderName: string) =>
    api.post('images/create-folder', folderCreatedResponse, { searchParams: { folderName } }),
  );

export const useDeleteFolder = () =>
  useMediaMutation((folder: string) =>
    api.delete(`images/delete-folder/${encodeURIComponent(folder)}`, mediaDeletedResponse),
  );

export const useDeleteFile = () =>
  useMediaMutation(({ folder, id }: { folder: string; id: string }) =>
    api.delete(`images/${encodeURIComponent(folder)}/${encodeURIComponent(id)}`, mediaDeletedResponse),
  );
