/**
 * Tiny hand-made image files for upload tests: only the headers the server reads (magic bytes,
 * dimensions, metadata segments) are real, so a "20 000 × 20 000" photo costs a few bytes.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

const u16be = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** A recognisable "GPS" payload planted in metadata, to prove it is gone after upload. */
export const GPS_MARKER = 'GPS:10.776889N,106.700806E';

/** An APP1 Exif segment: IFD0 with Orientation, then GPS_MARKER as trailing payload. */
export function exifApp1(orientation = 1): Buffer {
  const tiff = Buffer.concat([
    Buffer.from('MM'),
    u16be(42),
    u32be(8),
    u16be(1),
    Buffer.concat([u16be(0x0112), u16be(3), u32be(1), u16be(orientation), u16be(0)]),
    u32be(0),
    Buffer.from(GPS_MARKER),
  ]);
  const data = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), u16be(data.length + 2), data]);
}

export function jpeg(width: number, height: number, opts: { exif?: Buffer; padTo?: number } = {}): Buffer {
  const app0 = Buffer.concat([
    Buffer.from([0xff, 0xe0]),
    u16be(16),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ]);
  const sof0 = Buffer.concat([
    Buffer.from([0xff, 0xc0]),
    u16be(17),
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
  ]);
  const sos = Buffer.concat([
    Buffer.from([0xff, 0xda]),
    u16be(12),
    Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]),
  ]);
  const head = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, opts.exif ?? Buffer.alloc(0), sof0, sos]);
  const scanLength = Math.max(64, (opts.padTo ?? 0) - head.length - 2);
  // Entropy-coded bytes: random, with no 0xFF so nothing looks like a marker.
  const scan = randomBytes(scanLength).map((b) => (b === 0xff ? 0x7f : b));
  return Buffer.concat([head, scan, Buffer.from([0xff, 0xd9])]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), typeAndData, u32be(crc32(typeAndData))]);
}

export function png(width: number, height: number, opts: { exif?: boolean } = {}): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])])),
    ...(opts.exif ? [pngChunk('eXIf', exifApp1().subarray(10))] : []),
    pngChunk('IDAT', randomBytes(32)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  return Buffer.concat([Buffer.from('RIFF'), u32le(body.length), body]);
}
const riffChunk = (fourcc: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(fourcc, 'latin1'),
    u32le(data.length),
    data,
    data.length % 2 ? Buffer.from([0]) : Buffer.alloc(0),
  ]);

/** Lossy WebP ('VP8 '): 14-bit width/height after the 9D 01 2A start code. */
export function webpLossy(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data.set([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a], 0);
  data.writeUInt16LE(width, 6);
  data.writeUInt16LE(height, 8);
  return riff([riffChunk('VP8 ', data)]);
}

/** Lossless WebP ('VP8L'): signature 0x2F then (width−1) and (height−1) in 14 bits each. */
export function webpLossless(width: number, height: number): Buffer {
  const data = Buffer.alloc(12);
  data[0] = 0x2f;
  data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  return riff([riffChunk('VP8L', data)]);
}

/** Extended WebP ('VP8X') with an EXIF chunk carrying GPS_MARKER. */
export function webpExtended(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08; // EXIF present
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  return riff([
    riffChunk('VP8X', vp8x),
    riffChunk('EXIF', exifApp1().subarray(10)),
    webpLossless(width, height).subarray(12),
  ]);
}

export const gif = () => Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), randomBytes(16)]);
