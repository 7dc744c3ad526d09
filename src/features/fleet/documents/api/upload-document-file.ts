import { uploadResponse } from '@/contracts/uploads';
import { api } from '@/lib/api';

export const NO_FILE_URL_MESSAGE = 'Server không trả về URL file.';

/** POST /api/images/upload into folder giay_to → `/api/files/{id}` (the endpoint takes images only). */
export async function uploadDocumentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('folderName', 'giay_to');
  form.append('files', file);
  const res = await api.post('images/upload', uploadResponse, { body: form });
  const location = res.data[0]?.location;
  if (!location) throw new Error(NO_FILE_URL_MESSAGE);
  return location;
}
