import { ATTACHMENT_GROUPS, type AttachmentGroup, attachmentGroupOf, type TaskAttachment } from '@/contracts/work';
import { formatFileSizePrecise } from '@/lib/format';

export const ATTACHMENT_GROUP_LABELS: Record<AttachmentGroup, string> = {
  image: 'Hình ảnh',
  video: 'Video',
  pdf: 'PDF',
  docx: 'Word',
  excel: 'Excel',
  other: 'Khác',
};

export interface AttachmentGroupView {
  group: AttachmentGroup;
  label: string;
  files: TaskAttachment[];
}

/** Attachments in the spec's group order (image, video, pdf, docx, excel, other), empty groups left out. */
export function groupAttachments(files: readonly TaskAttachment[]): AttachmentGroupView[] {
  return ATTACHMENT_GROUPS.map((group) => ({
    group,
    label: ATTACHMENT_GROUP_LABELS[group],
    files: files.filter((f) => attachmentGroupOf(f.originalFileName) === group),
  })).filter((g) => g.files.length > 0);
}

/** '23,00 KB'; '' when the server does not know the size. */
export const attachmentSizeText = (file: Pick<TaskAttachment, 'fileSize'>) =>
  file.fileSize == null ? '' : formatFileSizePrecise(file.fileSize);
