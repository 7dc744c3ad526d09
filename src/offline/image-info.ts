/**
 * What a photo file is and how many pixels it has, read from its first bytes (JPEG SOF, PNG IHDR,
 * WebP VP8/VP8L/VP8X, HEIF/AVIF `ispe`) so an oversized image is refused before anything decodes
 * it. The parsing itself is src/shared/image-header.ts (the server uses it too); this adds the
 * readers over Blobs and bytes, the resize rule and the checksum for photos.ts and the worker.
 */

import { IMAGE_HEAD_BYTES, type ImageHeader, readImageHeader, sniffImageFormat } from '@/shared/image-header';

export type { ImageFormat } from '@/shared/image-header';
export type ImageInfo = ImageHeader;
export const sniffFormat = sniffImageFormat;

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ByteReader = (offset: number, length: number) => Promise<Uint8Array>;

/** How many leading bytes are read: enough for the frame header behind a phone's EXIF and ICC. */
export const HEAD_BYTES = IMAGE_HEAD_BYTES;

/** The format and dimensions from the header, or null when the bytes are no image we know. */
export async function readImageInfo(read: ByteReader, size: number): Promise<ImageInfo | null> {
  return readImageHeader(await read(0, Math.min(size, HEAD_BYTES)));
}

/** A reader over bytes already in memory. */
export const bytesReader =
  (bytes: Uint8Array): ByteReader =>
  async (offset, length) =>
    bytes.subarray(offset, offset + length);

/** A reader over a Blob/File that loads only the slices asked for. */
export const blobReader =
  (blob: Blob): ByteReader =>
  async (offset, length) =>
    new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer());

/** The size that fits `maxSide` on the longest side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Hex SHA-256 of the bytes (what the server checks in X-Content-SHA256). */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
