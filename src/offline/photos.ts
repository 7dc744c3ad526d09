/**
 * Photos for the outbox, page side: savePhoto() checks the file's header (format, and pixels —
 * over 16.7 MP is refused before anything decodes it), compresses it in a module worker
 * (compress.worker.ts; main-thread canvas only where OffscreenCanvas is missing) to ≤ 1600 px JPEG
 * 0.82, and stores it in Dexie as ArrayBuffer + MIME + size + SHA-256 for drain() to upload.
 * HEIC/HEIF from iPhones is converted where the browser can decode it, else refused with a fix.
 */
import { MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from '@/contracts/uploads-vocabulary';
import type { CompressRequest, CompressResponse, CompressResult } from './compress.worker';
import { db as defaultDb, type VanTaiDb } from './db';
import { blobReader, fitWithin, type ImageFormat, readImageInfo, sha256Hex } from './image-info';
import { readSession } from './session';
import type { PhotoMeta, PhotoRecord } from './types';
import { ulid as defaultUlid } from './ulid';

export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 0.82;

export const PHOTO_MESSAGES = {
  notImage: UPLOAD_MESSAGES.notImage,
  tooManyPixels: UPLOAD_MESSAGES.tooManyPixels,
  heicUnsupported:
    'Ảnh HEIC của iPhone chưa được hỗ trợ trên trình duyệt này. Vui lòng vào Cài đặt > Camera > Định dạng và chọn "Tương thích nhất", rồi chụp lại.',
  unreadable: 'Không đọc được ảnh này. Vui lòng chụp lại hoặc chọn ảnh khác.',
  signedOut: 'Bạn cần đăng nhập để lưu ảnh.',
} as const;

export type PhotoErrorCode = 'not-image' | 'too-many-pixels' | 'heic-unsupported' | 'unreadable' | 'signed-out';

/** A photo the app refuses; `message` is the Vietnamese text to show as is. */
export class PhotoError extends Error {
  constructor(
    readonly code: PhotoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoError';
  }
}

/** Compresses one image; the result's bytes are a JPEG. */
export type Compressor = (request: Omit<CompressRequest, 'id'>) => Promise<CompressResult>;

// ── the worker ──────────────────────────────────────────────────────────────────────────────────

/** The worker stays up this long after its last job, so a burst of photos reuses it. */
const WORKER_IDLE_MS = 30_000;

let worker: Worker | null = null;
let nextJobId = 1;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
const pending = new Map<number, (result: CompressResult) => void>();

function stopWorker() {
  worker?.terminate();
  worker = null;
  for (const resolve of pending.values()) resolve({ ok: false, code: 'unsupported' });
  pending.clear();
}

function startWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<CompressResponse>) => {
    const { id, ...result } = event.data;
    pending.get(id)?.(result as CompressResult);
    pending.delete(id);
  };
  // A worker that fails to load (or crashes) answers 'unsupported': the main thread takes over.
  worker.onerror = () => stopWorker();
  return worker;
}

/** Compress in the worker; 'unsupported' when there is no usable worker. */
export const compressInWorker: Compressor = (request) => {
  const target = startWorker();
  if (!target) return Promise.resolve({ ok: false, code: 'unsupported' });
  clearTimeout(idleTimer);
  const id = nextJobId++;
  return new Promise<CompressResult>((resolve) => {
    pending.set(id, resolve);
    target.postMessage({ ...request, id } satisfies CompressRequest);
  }).finally(() => {
    if (pending.size === 0) idleTimer = setTimeout(stopWorker, WORKER_IDLE_MS);
  });
};

// ── the main-thread fallback (no OffscreenCanvas: Safari < 16.4) ──────────────────────────────────

async function decodeOnMainThread(blob: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(blob, { imageOrientation: 'from-image' });
    } catch {
      // Some browsers decode more in <img> (e.g. HEIC on Safari) than in createImageBitmap.
    }
  }
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return Object.assign(image, { width: image.naturalWidth, height: image.naturalHeight });
  } finally {
    URL.revokeObjectURL(url);
  }
}

export const compressOnMainThread: Compressor = async (request) => {
  if (typeof document === 'undefined') return { ok: false, code: 'unsupported' };
  let source: CanvasImageSource & { width: number; height: number };
  try {
    source = await decodeOnMainThread(request.blob);
  } catch {
    return { ok: false, code: 'decode' };
  }
  if (source.width * source.height > request.maxPixels) return { ok: false, code: 'too-many-pixels' };
  const { width, height } = fitWithin(source.width, source.height, request.maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return { ok: false, code: 'unsupported' };
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  if ('close' in source && typeof source.close === 'function') source.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', request.quality));
  if (!blob) return { ok: false, code: 'encode' };
  const bytes = await blob.arrayBuffer();
  return { ok: true, bytes, mime: 'image/jpeg', width, height, sha256: await sha256Hex(bytes) };
};

/** The worker first; the main thread where the worker cannot (no OffscreenCanvas, or decode failed there). */
export const defaultCompressor: Compressor = async (request) => {
  const inWorker = await compressInWorker(request);
  if (inWorker.ok || inWorker.code === 'too-many-pixels') return inWorker;
  if (inWorker.code === 'unsupported' || inWorker.code === 'decode') {
    const onMain = await compressOnMainThread(request);
    // Keep the worker's diagnosis when the main thread has nothing to add.
    return onMain.ok || onMain.code !== 'unsupported' ? onMain : inWorker;
  }
  return inWorker;
};

// ── the store ──────────────────────────────────────────────────────────────────────────────────

export interface SavePhotoOptions {
  /** Upload folder: 'sos', 'xang_dau', 'checklist', 'attendance', … (contracts/uploads.ts). */
  folder: string;
  /** Defaults to the signed-in user. */
  userId?: number;
}

export interface PhotoStoreDeps {
  db?: VanTaiDb;
  compress?: Compressor;
  now?: () => number;
  ulid?: () => string;
  currentUserId?: () => Promise<number | undefined>;
}

const refusal = (code: CompressResult & { ok: false }, format: ImageFormat): PhotoError => {
  if (code.code === 'too-many-pixels') return new PhotoError('too-many-pixels', PHOTO_MESSAGES.tooManyPixels);
  if (format === 'heif') return new PhotoError('heic-unsupported', PHOTO_MESSAGES.heicUnsupported);
  return new PhotoError('unreadable', PHOTO_MESSAGES.unreadable);
};

export function createPhotoStore({
  db = defaultDb,
  compress = defaultCompressor,
  now = Date.now,
  ulid = defaultUlid,
  currentUserId = async () => (await readSession())?.userId,
}: PhotoStoreDeps = {}) {
  return {
    /**
     * Checks, compresses and stores one photo; returns its record (use `id` in the outbox item's
     * photo refs). Throws PhotoError with the message to show.
     */
    async savePhoto(file: Blob, options: SavePhotoOptions): Promise<PhotoRecord> {
      const userId = options.userId ?? (await currentUserId());
      if (userId === undefined) throw new PhotoError('signed-out', PHOTO_MESSAGES.signedOut);
      const info = await readImageInfo(blobReader(file), file.size);
      if (!info) throw new PhotoError('not-image', PHOTO_MESSAGES.notImage);
      if (info.width !== null && info.height !== null && info.width * info.height > MAX_IMAGE_PIXELS) {
        throw new PhotoError('too-many-pixels', PHOTO_MESSAGES.tooManyPixels);
      }
      const result = await compress({
        blob: file,
        maxSide: PHOTO_MAX_SIDE,
        quality: PHOTO_QUALITY,
        maxPixels: MAX_IMAGE_PIXELS,
      });
      if (!result.ok) throw refusal(result, info.format);
      const record: PhotoRecord = {
        id: ulid(),
        userId,
        folder: options.folder,
        bytes: result.bytes,
        mime: result.mime,
        width: result.width,
        height: result.height,
        size: result.bytes.byteLength,
        sha256: result.sha256,
        createdAt: now(),
      };
      await db.photos.add(record);
      return record;
    },

    /** The photo without its bytes. */
    async getPhotoMeta(id: string): Promise<PhotoMeta | undefined> {
      const photo = await db.photos.get(id);
      if (!photo) return undefined;
      const { bytes: _bytes, ...meta } = photo;
      return meta;
    },

    /** A Blob of the stored bytes (for previews and the main-thread fallbacks). */
    async photoBlob(id: string): Promise<Blob | undefined> {
      const photo = await db.photos.get(id);
      return photo ? new Blob([photo.bytes], { type: photo.mime }) : undefined;
    },

    /**
     * Deletes a photo no outbox item refers to (retake, form cancelled). Returns false, and keeps
     * it, when an item still uses it.
     */
    async deletePhoto(id: string): Promise<boolean> {
      return db.transaction('rw', db.outbox, db.photos, async () => {
        const used = await db.outbox.filter((item) => item.photos.some((p) => p.photoId === id)).count();
        if (used > 0) return false;
        await db.photos.delete(id);
        return true;
      });
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;

export const photoStore: PhotoStore = createPhotoStore();
export const savePhoto = (file: Blob, options: SavePhotoOptions) => photoStore.savePhoto(file, options);
export const deletePhoto = (id: string) => photoStore.deletePhoto(id);
export const getPhotoMeta = (id: string) => photoStore.getPhotoMeta(id);

/** An object URL for a preview; the caller revokes it (URL.revokeObjectURL) — usePhotoUrl does. */
export async function photoObjectUrl(id: string): Promise<string | undefined> {
  const blob = await photoStore.photoBlob(id);
  return blob ? URL.createObjectURL(blob) : undefined;
}
