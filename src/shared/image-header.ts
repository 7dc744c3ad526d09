/**
 * What an image file is and how many pixels it claims, read from its first bytes — never from a
 * declared type or a file name, and without decoding pixels (a crafted "100 000 × 100 000"
 * header costs nothing). Pure code on Uint8Array, shared by the phone (refuse before
 * compressing) and the server (refuse before storing).
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heif' | 'avif';
export type ImageHeader = { format: ImageFormat; width: number | null; height: number | null };

const ascii = (b: Uint8Array, start: number, length: number) => {
  let s = '';
  for (let i = start; i < Math.min(b.length, start + length); i++) s += String.fromCharCode(b[i] ?? 0);
  return s;
};
export const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
export const u32be = (b: Uint8Array, i: number) => (b[i] ?? 0) * 2 ** 24 + ((b[i + 1] ?? 0) << 16) + u16be(b, i + 2);
export const u32le = (b: Uint8Array, i: number) => u16le(b, i) + ((b[i + 2] ?? 0) << 16) + (b[i + 3] ?? 0) * 2 ** 24;

/** Brands of the HEIF family that iPhones (HEIC) and others write in the `ftyp` box. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The format from the magic bytes, or null when it is none we know. */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 4, 4) === 'ftyp') {
    const boxSize = Math.min(u32be(head, 0), head.length);
    const brands = [ascii(head, 8, 4)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(head, i, 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heif';
  }
  return null;
}

// ── JPEG ─────────────────────────────────────────────────────────────────────────────────────
export type JpegSegment = { marker: number; start: number; end: number; dataStart: number };

/** Start-of-frame markers carry the size: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isStandalone = (m: number) => (m >= 0xd0 && m <= 0xd7) || m === 0x01;

/**
 * The marker segments up to Start Of Scan. `start` includes the FF marker bytes; for SOS `end`
 * is the buffer's end (entropy-coded data follows). A segment cut off by the end of `b` (only
 * the head of a file was read, or a truncated file) ends the list with `end` past `b.length`;
 * a broken structure gives null.
 */
export function jpegSegments(b: Uint8Array): JpegSegment[] | null {
  const out: JpegSegment[] = [];
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    const start = i;
    while (b[i] === 0xff) i++; // fill bytes
    const marker = b[i];
    if (marker === undefined) return out;
    i++;
    if (marker === 0xd9) return out; // EOI before any scan
    if (marker === 0xda) {
      out.push({ marker, start, end: b.length, dataStart: i });
      return out;
    }
    if (isStandalone(marker)) {
      out.push({ marker, start, end: i, dataStart: i });
      continue;
    }
    if (i + 2 > b.length) return out;
    const length = u16be(b, i);
    if (length < 2) return null;
    out.push({ marker, start, end: i + length, dataStart: i + 2 });
    i += length;
  }
  return out;
}

function jpegSize(b: Uint8Array) {
  const sof = jpegSegments(b)?.find((s) => isSof(s.marker));
  // A frame header cut short is a broken file, not a size to guess from.
  if (!sof || sof.end > b.length || sof.end - sof.dataStart < 5) return null;
  return { height: u16be(b, sof.dataStart + 1), width: u16be(b, sof.dataStart + 3) };
}

// ── PNG ──────────────────────────────────────────────────────────────────────────────────────
function pngSize(b: Uint8Array) {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

// ── WebP ─────────────────────────────────────────────────────────────────────────────────────
export type RiffChunk = { fourcc: string; start: number; dataStart: number; size: number; end: number };

export function webpChunks(b: Uint8Array): RiffChunk[] {
  const out: RiffChunk[] = [];
  let i = 12;
  while (i + 8 <= b.length) {
    const size = u32le(b, i + 4);
    const end = Math.min(b.length, i + 8 + size + (size % 2)); // chunks are padded to even sizes
    out.push({ fourcc: ascii(b, i, 4), start: i, dataStart: i + 8, size, end });
    i = end;
  }
  return out;
}

function webpSize(b: Uint8Array) {
  const first = webpChunks(b)[0];
  if (!first) return null;
  const d = first.dataStart;
  if (first.fourcc === 'VP8X' && b.length >= d + 10) return { width: u24le(b, d + 4) + 1, height: u24le(b, d + 7) + 1 };
  if (first.fourcc === 'VP8 ' && b.length >= d + 10 && b[d + 3] === 0x9d && b[d + 4] === 0x01 && b[d + 5] === 0x2a) {
    return { width: u16le(b, d + 6) & 0x3fff, height: u16le(b, d + 8) & 0x3fff };
  }
  if (first.fourcc === 'VP8L' && b.length >= d + 5 && b[d] === 0x2f) {
    const bits = u32le(b, d + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

// ── HEIF / AVIF ──────────────────────────────────────────────────────────────────────────────
/**
 * The largest `ispe` (image spatial extent) property in the header. iPhone photos are a grid of
 * 512×512 tiles, each with its own `ispe`; the grid item's is the whole picture's.
 */
function heifSize(b: Uint8Array) {
  let best: { width: number; height: number } | null = null;
  for (let i = 4; i + 16 <= b.length; i++) {
    if (b[i] !== 0x69 || ascii(b, i, 4) !== 'ispe') continue;
    const width = u32be(b, i + 8);
    const height = u32be(b, i + 12);
    if (width > 0 && height > 0 && (!best || width * height > best.width * best.height)) best = { width, height };
  }
  return best;
}

/** How many leading bytes are enough to find the dimensions of any photo a phone takes. */
export const IMAGE_HEAD_BYTES = 512 * 1024;

/**
 * Format and dimensions from the first bytes (the whole file works too), or null when the bytes
 * are no image we know. Dimensions are null when the header did not say.
 */
export function readImageHeader(b: Uint8Array): ImageHeader | null {
  const format = sniffImageFormat(b);
  if (!format) return null;
  const dims =
    format === 'jpeg' ? jpegSize(b) : format === 'png' ? pngSize(b) : format === 'webp' ? webpSize(b) : heifSize(b);
  const ok = dims && dims.width > 0 && dims.height > 0;
  return { format, width: ok ? dims.width : null, height: ok ? dims.height : null };
}
