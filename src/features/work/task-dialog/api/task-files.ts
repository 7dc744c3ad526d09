import { type AttachmentInput, WORK_MESSAGES } from '@/contracts/work';
import { uploadFiles } from '@/lib/upload-image';

/** Task and comment attachments go through the image upload with folder "tasks" (spec 002 §7). */
export const TASK_UPLOAD_FOLDER = 'tasks';

/**
 * Uploads one file at a time so the dialog can show how far it is ("2 / 5"); the first failure
 * stops the rest (the caller says "Tải file lên thất bại. Vui lòng thử lại.").
 */
export async function uploadTaskFiles(
  files: readonly File[],
  onProgress?: (done: number, total: number) => void,
): Promise<AttachmentInput[]> {
  const stored: AttachmentInput[] = [];
  onProgress?.(0, files.length);
  for (const file of files) {
    const [uploaded] = await uploadFiles([file], TASK_UPLOAD_FOLDER);
    if (!uploaded) throw new Error('Server không trả về URL file.');
    stored.push({ fileUrl: uploaded.location, originalFileName: file.name || 'tep-dinh-kem' });
    onProgress?.(stored.length, files.length);
  }
  return stored;
}

/** Uploading the files failed (its own message, §8), as opposed to saving what they belong to. */
export class UploadFailed extends Error {
  constructor(readonly cause: unknown) {
    super(WORK_MESSAGES.uploadFailed);
    this.name = 'UploadFailed';
  }
}

/** uploadTaskFiles, its failure marked as an upload's; nothing to send → nothing uploaded. */
export async function uploadOrFail(
  files: readonly File[],
  onProgress?: (done: number, total: number) => void,
): Promise<AttachmentInput[]> {
  if (files.length === 0) return [];
  try {
    return await uploadTaskFiles(files, onProgress);
  } catch (cause) {
    throw new UploadFailed(cause);
  }
}
