/**
 * Reads what an uploaded image really is from its bytes — never from the declared type or the
 * file name — and its dimensions from the headers, without decoding pixels (so a crafted
 * "100 000 × 100 000" header costs nothing). Also removes the metadata that can locate a person
 * (EXIF with GPS, XMP, IPTC) while keeping the photo's orientation.
 */

import { jpegSegments, readImageHeader, webpChunks } from '@/shared/image-header';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';
export type ImageInfo = { mime: ImageMime; width: number; height: number };

const MIME: Partial<Record<string, ImageMime>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The image type by magic bytes (JPEG, PNG, WebP only: what the product accepts). */
export function sniffImage(buf: Buffer): ImageMime | null {
  const header = readImageHeader(buf.subarray(0, 64));
  return (header && MIME[header.format]) ?? null;
}

/** Type and dimensions, or null when the bytes are not a well-formed JPEG, PNG or WebP header. */
export function imageInfo(buf: Buffer): ImageInfo | null {
  const header = readImageHeader(buf);
  const mime = header && MIME[header.format];
  if (!mime || !header.width || !header.height) return null;
  return { mime, width: header.width, height: header.height };
}

const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');

/** The EXIF Orientation (1–8) of an APP1 Exif payload, or null. */
export function exifOrientation(exif: Buffer): number | null {
  if (exif.length < 14 || !exif.subarray(0, 6).equals(EXIF_ID)) return null;
  const tiff = exif.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (o: number) => (o + 2 <= tiff.length ? (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o)) : null);
  const u32 = (o: number) => (o + 4 <= tiff.length ? (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o)) : null);
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  const count = ifd === null ? null : u16(ifd);
  if (ifd === null || count === null) return null;
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const v = u16(entry + 8);
      return v !== null && v >= 1 && v <= 8 ? v : null;
    }
  }
  return null;
}

/** An APP1 segment holding only IFD0 with the Orientation tag (big-endian TIFF). */
function orientationOnlyApp1(orientation: number): Buffer {
  const data = Buffer.concat([
    EXIF_ID,
    Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]), // "MM", 42, IFD0 at 8
    Buffer.from([0x00, 0x01]), // one entry
    Buffer.from([0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00]),
    Buffer.from([0x00, 0x00, 0x00, 0x00]), // no next IFD
  ]);
  const header = Buffer.from([0xff, 0xe1, 0x00, 0x00]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

/**
 * Drops APP1 (EXIF — with its GPS block — and XMP) and APP13 (IPTC). An EXIF orientation other
 * than "normal" is kept in a minimal APP1 of its own, or the photo would show rotated.
 */
function stripJpeg(buf: Buffer): Buffer {
  const segments = jpegSegments(buf);
  // Only a complete structure up to the scan is rewritten; anything odd is stored as it came.
  if (segments?.at(-1)?.marker !== 0xda) return buf;
  const parts: Buffer[] = [buf.subarray(0, 2)];
  for (const s of segments) {
    if (s.marker === 0xe1) {
      const orientation = exifOrientation(buf.subarray(s.dataStart, s.end));
      if (orientation && orientation !== 1) parts.push(orientationOnlyApp1(orientation));
      continue;
    }
    if (s.marker === 0xed) continue;
    parts.push(buf.subarray(s.start, s.end));
  }
  return Buffer.concat(parts);
}

// ── PNG ──────────────────────────────────────────────────────────────────────────────────────
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

/** Drops the eXIf chunk and text chunks (XMP travels in iTXt); chunks are independent in PNG. */
function stripPng(buf: Buffer): Buffer {
  const parts: Buffer[] = [buf.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= buf.length) {
    const length = buf.readUInt32BE(i);
    const end = i + 12 + length;
    if (end > buf.length) break;
    const type = buf.toString('latin1', i + 4, i + 8);
    if (!PNG_METADATA.has(type)) parts.push(buf.subarray(i, end));
    i = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  parts.push(buf.subarray(i)); // truncated or trailing bytes: kept as they are
  return Buffer.concat(parts);
}

// ── WebP ─────────────────────────────────────────────────────────────────────────────────────
/** Drops EXIF and XMP chunks (only an extended VP8X file has them) and clears their flags. */
function stripWebp(buf: Buffer): Buffer {
  const chunks = webpChunks(buf);
  if (chunks[0]?.fourcc !== 'VP8X' || !chunks.some((c) => c.fourcc === 'EXIF' || c.fourcc === 'XMP ')) return buf;
  const kept = chunks.filter((c) => c.fourcc !== 'EXIF' && c.fourcc !== 'XMP ');
  const out = Buffer.concat([buf.subarray(0, 12), ...kept.map((c) => buf.subarray(c.start, c.end))]);
  const flags = out[12 + 8];
  if (flags !== undefined) out[12 + 8] = flags & ~(0x08 | 0x04); // EXIF and XMP present bits
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

/** The bytes to store: the same image without location-bearing metadata. */
export function stripMetadata(buf: Buffer, mime: ImageMime): Buffer {
  if (mime === 'image/jpeg') return stripJpeg(buf);
  if (mime === 'image/png') return stripPng(buf);
  return stripWebp(buf);
}
