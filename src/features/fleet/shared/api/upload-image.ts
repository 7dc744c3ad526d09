// One upload helper for every fleet screen that attaches a photo (vehicle photos, maintenance quote and receipt).
import { uploadResponse } from '@/contracts/uploads';
import { api } from '@/lib/api-client';

export const NO_FILE_URL_MESSAGE = 'Server không trả về URL file.';

/** POST /api/images/upload (multipart: files, folderName) → the stored file's `/api/files/{id}`. */
export async function uploadImage(file: File, folder: string): Promise<string> {
  const form = new FormData();
  form.append('folderName', folder);
  form.append('files', file);
  const res = await api.post('images/upload', uploadResponse, { body: form });
  const location = res.data[0]?.location;
  if (!location) throw new Error(NO_FILE_URL_MESSAGE);
  return location;
}
