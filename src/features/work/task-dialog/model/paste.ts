/**
 * Where pasted or dropped files go (spec 002 §2.4): to the comment when its box is open or focused,
 * otherwise to the task. A paste without files (text, into a field or anywhere) is left to the
 * browser — only a clipboard that holds files is taken over.
 */
export type PasteTarget = 'comment' | 'task';

export interface PasteSituation {
  /** Files the clipboard or the drop holds. */
  fileCount: number;
  /** The composer is open (it has text or files) or holds the focus. */
  commentBoxOpen: boolean;
}

/** null: not ours to handle (no files) — the default paste goes on. */
export function pasteTarget({ fileCount, commentBoxOpen }: PasteSituation): PasteTarget | null {
  if (fileCount === 0) return null;
  return commentBoxOpen ? 'comment' : 'task';
}

/** The files of a clipboard or drop; a pasted screenshot without a name gets one from its type and time. */
export function filesOf(data: DataTransfer | null, now: () => number = Date.now): File[] {
  if (!data) return [];
  const files: File[] = [];
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind !== 'file') continue;
    const file = item.getAsFile();
    if (file) files.push(named(file, now));
  }
  if (files.length === 0) for (const file of Array.from(data.files ?? [])) files.push(named(file, now));
  return files;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

function named(file: File, now: () => number): File {
  if (file.name && file.name !== 'image.png') return file;
  const ext = EXTENSIONS[file.type] ?? 'bin';
  return new File([file], `dan-${now()}.${ext}`, { type: file.type, lastModified: file.lastModified });
}

const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
/** A stable React key for a picked or pasted file (the same name may come twice). */
export function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = ++nextFileKey;
    fileKeys.set(file, key);
  }
  return key;
}
