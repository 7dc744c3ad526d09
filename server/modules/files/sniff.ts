/**
 * What a non-image upload of the library really is, from its first bytes — like image-info.ts for
 * photos, never from the declared type or the name. Only kinds a browser can show or that are
 * safe to hand back as a download are accepted: MP4/MOV, WebM, Ogg and PDF (and, judged on the
 * whole file, the Office documents and CSV of sniffLibraryDocument).
 */

export type LibraryMime = 'video/mp4' | 'video/quicktime' | 'video/webm' | 'video/ogg' | 'application/pdf';

export const LIBRARY_EXTENSIONS: Record<LibraryMime, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/ogg': 'ogg',
  'application/pdf': 'pdf',
};

// ISO base media brands of ordinary video files; HEIF/AVIF photos share the `ftyp` box and must not pass.
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4']);

export function sniffLibraryFile(buf: Buffer): LibraryMime | null {
  if (buf.length >= 12 && buf.toString('latin1', 4, 8) === 'ftyp') {
    const brand = buf.toString('latin1', 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    return MP4_BRANDS.has(brand) ? 'video/mp4' : null;
  }
  // EBML header, whose DocType says webm (Matroska files other than WebM are not played by browsers).
  if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3) {
    return buf.subarray(0, 64).includes('webm', 0, 'latin1') ? 'video/webm' : null;
  }
  if (buf.toString('latin1', 0, 4) === 'OggS') return 'video/ogg';
  if (buf.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

// ── task attachments (folder "tasks", spec 002 §2.4) ─────────────────────────────────────────
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type TaskDocumentMime =
  | 'image/gif'
  | typeof DOCX
  | typeof XLSX
  | 'application/msword'
  | 'application/vnd.ms-excel'
  | 'text/csv'
  | 'text/plain';

export const TASK_DOCUMENT_EXTENSIONS: Record<TaskDocumentMime, string> = {
  'image/gif': 'gif',
  [DOCX]: 'docx',
  [XLSX]: 'xlsx',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'text/csv': 'csv',
  'text/plain': 'txt',
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase() ?? '';

/**
 * A task attachment that is not a photo, a video or a PDF, judged by its bytes: GIF; Office Open
 * XML whose zip holds `[Content_Types].xml` and the Word (`word/document.xml`) or Excel
 * (`xl/workbook.xml`) part — any other zip is refused; legacy Office (OLE2 compound file, the
 * name then tells Word from Excel); and text — valid UTF-8 without NUL bytes, CSV by its name.
 * A renamed program (MZ…) is none of these.
 */
export function sniffTaskDocument(bytes: Buffer, fileName: string): TaskDocumentMime | null {
  const head = bytes.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (bytes.subarray(0, 4).equals(ZIP)) {
    // Entry names are stored in clear in the local headers and the central directory.
    if (!bytes.includes('[Content_Types].xml', 0, 'latin1')) return null;
    if (bytes.includes('word/document.xml', 0, 'latin1')) return DOCX;
    if (bytes.includes('xl/workbook.xml', 0, 'latin1')) return XLSX;
    return null;
  }
  if (bytes.subarray(0, 8).equals(OLE2)) {
    return ['xls', 'xlt'].includes(extensionOf(fileName)) ? 'application/vnd.ms-excel' : 'application/msword';
  }
  if (bytes.length > 0 && !bytes.includes(0) && isUtf8(bytes)) {
    return extensionOf(fileName) === 'csv' ? 'text/csv' : 'text/plain';
  }
  return null;
}

const isUtf8 = (bytes: Buffer) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * A document of the library's own folders (issue 16), judged on its whole content like a task's:
 * Word and Excel (Office Open XML with the right part, or an OLE2 compound file), GIF, and CSV
 * (UTF-8 text named .csv). Other text and anything else — a renamed program — is refused.
 */
export function sniffLibraryDocument(bytes: Buffer, fileName: string): Exclude<TaskDocumentMime, 'text/plain'> | null {
  const mime = sniffTaskDocument(bytes, fileName);
  return mime === 'text/plain' ? null : mime;
}
