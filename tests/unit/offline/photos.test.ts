import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_PIXELS } from '@/contracts/uploads';
import type { CompressResult } from '@/offline/compress.worker';
import type { VanTaiDb } from '@/offline/db';
import {
  blobReader,
  bytesReader,
  fitWithin,
  HEAD_BYTES,
  readImageInfo,
  sha256Hex,
  sniffFormat,
} from '@/offline/image-info';
import {
  type Compressor,
  createPhotoStore,
  PHOTO_MAX_SIDE,
  PHOTO_MESSAGES,
  PHOTO_QUALITY,
  PhotoError,
} from '@/offline/photos';
import { freshDb, item, NOW } from './helpers';

// ── fixtures: just enough of each format's header ────────────────────────────────────────────

const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** JPEG: SOI, APP0, `appSegments` APPn segments of ~64 KB (EXIF, ICC…), then SOF0 (or SOF2). */
function jpeg(width: number, height: number, appSegments = 0, sof = 0xc0): Uint8Array<ArrayBuffer> {
  const bytes = [0xff, 0xd8, 0xff, 0xe0, ...be16(16), ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  for (let i = 0; i < appSegments; i++) {
    bytes.push(0xff, 0xe1, ...be16(65_000), ...new Array(64_998).fill(0x20));
  }
  bytes.push(0xff, sof, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1);
  bytes.push(0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0, 0xff, 0xd9);
  return new Uint8Array(bytes);
}

const png = (width: number, height: number) =>
  new Uint8Array([
    0x89,
    ...text('PNG\r\n\x1a\n'),
    ...be32(13),
    ...text('IHDR'),
    ...be32(width),
    ...be32(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);

const riff = (chunk: number[]) =>
  new Uint8Array([...text('RIFF'), ...le32(4 + chunk.length), ...text('WEBP'), ...chunk]);
const webpVp8x = (width: number, height: number) =>
  riff([...text('VP8X'), ...le32(10), 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
const webpVp8l = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff([...text('VP8L'), ...le32(5), 0x2f, ...le32(bits >>> 0)]);
};
const webpVp8 = (width: number, height: number) =>
  riff([...text('VP8 '), ...le32(10), 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height)]);

/** HEIF: ftyp with brands, then a meta box holding the tiles' and the grid's `ispe`. */
function heif(major: string, compatible: string[], sizes: [number, number][]): Uint8Array<ArrayBuffer> {
  const ftyp = [
    ...be32(16 + compatible.length * 4),
    ...text('ftyp'),
    ...text(major),
    0,
    0,
    0,
    0,
    ...compatible.flatMap(text),
  ];
  const ispe = sizes.flatMap(([w, h]) => [...be32(20), ...text('ispe'), 0, 0, 0, 0, ...be32(w), ...be32(h)]);
  return new Uint8Array([...ftyp, ...be32(8 + ispe.length), ...text('meta'), ...ispe]);
}

const info = (bytes: Uint8Array) => readImageInfo(bytesReader(bytes), bytes.length);

describe('image headers', () => {
  it('JPEG: reads the frame header, also far behind large EXIF/ICC segments', async () => {
    expect(await info(jpeg(4000, 3000))).toEqual({ format: 'jpeg', width: 4000, height: 3000 });
    const behind = jpeg(4032, 3024, 3);
    expect(behind.length).toBeGreaterThan(190_000);
    expect(await info(behind)).toEqual({ format: 'jpeg', width: 4032, height: 3024 });
    // Past the head no phone writes: the size is unknown and the decoder's answer is checked instead.
    const farBehind = jpeg(4032, 3024, 9);
    expect(farBehind.length).toBeGreaterThan(HEAD_BYTES);
    expect(await info(farBehind)).toEqual({ format: 'jpeg', width: null, height: null });
    expect(await info(jpeg(1280, 720, 0, 0xc2))).toEqual({ format: 'jpeg', width: 1280, height: 720 });
  });

  it('JPEG from a Blob: reads only the slices it needs', async () => {
    const bytes = jpeg(5000, 4000, 3);
    const blob = new Blob([bytes], { type: 'image/jpeg' });
    const slice = vi.spyOn(blob, 'slice');
    expect(await readImageInfo(blobReader(blob), blob.size)).toEqual({ format: 'jpeg', width: 5000, height: 4000 });
    const read = slice.mock.calls.reduce((sum, [start = 0, end = 0]) => sum + (end - start), 0);
    expect(read).toBeLessThan(HEAD_BYTES + 100);
  });

  it('PNG, WebP (VP8X, VP8L, VP8)', async () => {
    expect(await info(png(800, 600))).toEqual({ format: 'png', width: 800, height: 600 });
    expect(await info(webpVp8x(6000, 4000))).toEqual({ format: 'webp', width: 6000, height: 4000 });
    expect(await info(webpVp8l(1024, 768))).toEqual({ format: 'webp', width: 1024, height: 768 });
    expect(await info(webpVp8(640, 480))).toEqual({ format: 'webp', width: 640, height: 480 });
  });

  it('HEIC (iPhone grid): the largest ispe is the picture’s size; AVIF is told apart', async () => {
    const heic = heif(
      'heic',
      ['mif1', 'heic'],
      [
        [512, 512],
        [4032, 3024],
        [512, 512],
      ],
    );
    expect(await info(heic)).toEqual({ format: 'heif', width: 4032, height: 3024 });
    expect(sniffFormat(heif('mif1', ['heic'], []))).toBe('heif');
    expect(sniffFormat(heif('heix', [], []))).toBe('heif');
    expect(await info(heif('avif', ['mif1', 'avif'], [[1920, 1080]]))).toEqual({
      format: 'avif',
      width: 1920,
      height: 1080,
    });
    expect(await info(heif('heic', ['mif1'], []))).toEqual({ format: 'heif', width: null, height: null });
  });

  it('anything else is not an image', async () => {
    expect(await info(new Uint8Array(text('%PDF-1.7 hello')))).toBeNull();
    expect(await info(new Uint8Array(text('GIF89a')))).toBeNull();
    expect(await info(new Uint8Array([]))).toBeNull();
    expect(sniffFormat(heif('isom', ['mp41'], []))).toBeNull();
  });

  it('fitWithin keeps the ratio, never enlarges', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(1280, 720, 1600)).toEqual({ width: 1280, height: 720 });
    expect(fitWithin(10_000, 10, 1600)).toEqual({ width: 1600, height: 2 });
  });

  it('sha256Hex', async () => {
    expect(await sha256Hex(new Uint8Array(text('abc')).buffer)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('savePhoto', () => {
  let db: VanTaiDb;
  const output = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  let compress: ReturnType<typeof vi.fn<Compressor>>;

  const store = (result?: CompressResult) => {
    compress = vi.fn<Compressor>(
      async () =>
        result ?? {
          ok: true,
          bytes: output.slice().buffer,
          mime: 'image/jpeg',
          width: 1600,
          height: 1200,
          sha256: 'f'.repeat(64),
        },
    );
    return createPhotoStore({
      db,
      compress,
      now: () => NOW,
      ulid: () => '01JPHOTO000000000000000001',
      currentUserId: async () => 7,
    });
  };

  beforeEach(() => {
    db = freshDb();
  });
  afterEach(() => db.close());

  it('compresses to ≤ 1600 px JPEG 0.82 and stores ArrayBuffer + metadata that round-trip through Dexie', async () => {
    const photos = store();
    const file = new Blob([jpeg(4032, 3024)], { type: 'image/jpeg' });
    const record = await photos.savePhoto(file, { folder: 'xang_dau' });
    expect(compress).toHaveBeenCalledWith({ blob: file, maxSide: 1600, quality: 0.82, maxPixels: 16_777_216 });
    expect([PHOTO_MAX_SIDE, PHOTO_QUALITY, MAX_IMAGE_PIXELS]).toEqual([1600, 0.82, 16_777_216]);
    const stored = await db.photos.get(record.id);
    expect(stored).toEqual({
      id: '01JPHOTO000000000000000001',
      userId: 7,
      folder: 'xang_dau',
      bytes: expect.any(ArrayBuffer),
      mime: 'image/jpeg',
      width: 1600,
      height: 1200,
      size: 13,
      sha256: 'f'.repeat(64),
      createdAt: NOW,
    });
    expect(stored?.bytes).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(stored?.bytes ?? new ArrayBuffer(0))]).toEqual([...output]);
    expect(await photos.getPhotoMeta(record.id)).not.toHaveProperty('bytes');
    const blob = await photos.photoBlob(record.id);
    expect(blob?.type).toBe('image/jpeg');
    expect(blob?.size).toBe(13);
  });

  it('refuses over 16.7 MP from the header, before decoding anything', async () => {
    const photos = store();
    // 5000 × 4000 = 20 MP; 4096 × 4096 = exactly the limit is fine.
    await expect(photos.savePhoto(new Blob([jpeg(5000, 4000, 2)]), { folder: 'sos' })).rejects.toThrow(
      new PhotoError(
        'too-many-pixels',
        'Ảnh quá lớn (tối đa 16,7 megapixel). Vui lòng chụp lại với độ phân giải thấp hơn.',
      ),
    );
    await expect(photos.savePhoto(new Blob([webpVp8x(8000, 6000)]), { folder: 'sos' })).rejects.toThrow(
      PHOTO_MESSAGES.tooManyPixels,
    );
    expect(compress).not.toHaveBeenCalled();
    await photos.savePhoto(new Blob([png(4096, 4096)]), { folder: 'sos' });
    expect(compress).toHaveBeenCalledTimes(1);
  });

  it('refuses what is not an image, with the upload contract’s message', async () => {
    const photos = store();
    await expect(photos.savePhoto(new Blob(['not a photo']), { folder: 'sos' })).rejects.toThrow(
      'Tệp không phải ảnh JPEG, PNG hoặc WebP hợp lệ.',
    );
    expect(compress).not.toHaveBeenCalled();
    expect(await db.photos.count()).toBe(0);
  });

  it('HEIC the browser can decode is converted to JPEG', async () => {
    const photos = store();
    const record = await photos.savePhoto(new Blob([heif('heic', ['mif1'], [[4032, 3024]])]), { folder: 'checklist' });
    expect(record.mime).toBe('image/jpeg');
    expect(compress).toHaveBeenCalledTimes(1);
  });

  it('HEIC the browser cannot decode is refused with how to fix it on the iPhone', async () => {
    const photos = store({ ok: false, code: 'decode' });
    await expect(
      photos.savePhoto(new Blob([heif('heic', ['mif1'], [[4032, 3024]])]), { folder: 'sos' }),
    ).rejects.toThrow(
      'Ảnh HEIC của iPhone chưa được hỗ trợ trên trình duyệt này. Vui lòng vào Cài đặt > Camera > Định dạng và chọn "Tương thích nhất", rồi chụp lại.',
    );
    // A 48 MP HEIC is refused for its size before any decoding.
    await expect(
      photos.savePhoto(new Blob([heif('heic', ['mif1'], [[8064, 6048]])]), { folder: 'sos' }),
    ).rejects.toThrow(PHOTO_MESSAGES.tooManyPixels);
  });

  it('the decoder’s verdicts: too many pixels (no size in the header), unreadable', async () => {
    await expect(
      store({ ok: false, code: 'too-many-pixels' }).savePhoto(new Blob([heif('heic', ['mif1'], [])]), {
        folder: 'sos',
      }),
    ).rejects.toThrow(PHOTO_MESSAGES.tooManyPixels);
    await expect(
      store({ ok: false, code: 'decode' }).savePhoto(new Blob([jpeg(100, 100)]), { folder: 'sos' }),
    ).rejects.toThrow('Không đọc được ảnh này. Vui lòng chụp lại hoặc chọn ảnh khác.');
    expect(await db.photos.count()).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const photos = createPhotoStore({ db, compress: vi.fn(), currentUserId: async () => undefined });
    await expect(photos.savePhoto(new Blob([jpeg(10, 10)]), { folder: 'sos' })).rejects.toThrow(
      PHOTO_MESSAGES.signedOut,
    );
  });

  it('deletePhoto: only when no outbox item uses it', async () => {
    const photos = store();
    const record = await photos.savePhoto(new Blob([jpeg(10, 10)]), { folder: 'sos' });
    await db.outbox.add(item({ id: 'USES-IT', photos: [{ photoId: record.id, field: 'anhSuCoUrl' }] }));
    expect(await photos.deletePhoto(record.id)).toBe(false);
    expect(await db.photos.get(record.id)).toBeDefined();
    await db.outbox.delete('USES-IT');
    expect(await photos.deletePhoto(record.id)).toBe(true);
    expect(await db.photos.get(record.id)).toBeUndefined();
  });
});
