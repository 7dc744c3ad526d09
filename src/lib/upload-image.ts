// One upload helper for every screen that attaches a photo (vehicle photos, repair quotes, avatars, the library).
import { type UploadedFile, uploadResponse } from '@/contracts/uploads';
import { api } from './api';

export const NO_FILE_URL_MESSAGE = 'Server không trả về URL file.';

/** POST /api/images/upload (multipart: files, folderName): the stored files, in the order sent. */
export async function uploadFiles(files: readonly File[], folder: string): Promise<UploadedFile[]> {
  const form = new FormData();
  form.append('folderName', folder);
  for (const file of files) form.append('files', file);
  return (await api.post('images/upload', uploadResponse, { body: form })).data;
}

/** One photo → the stored file's `/api/files/{id}`. */
export async function uploadImage(file: File, folder: string): Promise<string> {
  const location = (await uploadFiles([file], folder))[0]?.location;
  if (!location) throw new Error(NO_FILE_URL_MESSAGE);
  return location;
}
