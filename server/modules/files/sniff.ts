/**
 * What a non-image upload of the library really is, from its first bytes — like image-info.ts for
 * photos, never from the declared type or the name. Only kinds a browser can show or that are
 * safe to hand back as a download are accepted: MP4/MOV, WebM and PDF.
 */

export type LibraryMime = 'video/mp4' | 'video/quicktime' | 'video/webm' | 'application/pdf';

export const LIBRARY_EXTENSIONS: Record<LibraryMime, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
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
  if (buf.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}
