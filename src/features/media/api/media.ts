import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  folderCreatedResponse,
  MEDIA_PAGE_SIZE,
  mediaDeletedResponse,
  mediaFolderListResponse,
  mediaPageResponse,
} from '@/contracts/media';
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

/** The server takes at most 10 files a request (server/modules/files/routes.ts). */
export const UPLOAD_BATCH = 10;

/** Uploads in batches of ten, one after another; the first failure stops the rest. */
export async function uploadToFolder(files: readonly File[], folder: string) {
  const stored = [];
  for (let i = 0; i < files.length; i += UPLOAD_BATCH) {
    stored.push(...(await uploadFiles(files.slice(i, i + UPLOAD_BATCH), folder)));
  }
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
