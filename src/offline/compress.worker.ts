/**
 * The photo compressor, run in a dedicated module worker started by photos.ts so decoding and
 * re-encoding a 12 MP photo never blocks the page: createImageBitmap (EXIF orientation applied) →
 * OffscreenCanvas at ≤ maxSide px → JPEG at `quality` (which also drops EXIF, GPS included) →
 * SHA-256. Answers { ok: false, code: 'unsupported' } where OffscreenCanvas is missing.
 */
import { fitWithin, sha256Hex } from './image-info';

export interface CompressRequest {
  id: number;
  blob: Blob;
  maxSide: number;
  quality: number;
  maxPixels: number;
}

export type CompressResult =
  | { ok: true; bytes: ArrayBuffer; mime: 'image/jpeg'; width: number; height: number; sha256: string }
  | { ok: false; code: 'unsupported' | 'decode' | 'too-many-pixels' | 'encode' };

export type CompressResponse = CompressResult & { id: number };

export async function compressWithOffscreenCanvas(request: Omit<CompressRequest, 'id'>): Promise<CompressResult> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    return { ok: false, code: 'unsupported' };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(request.blob, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, code: 'decode' };
  }
  try {
    if (bitmap.width * bitmap.height > request.maxPixels) return { ok: false, code: 'too-many-pixels' };
    const { width, height } = fitWithin(bitmap.width, bitmap.height, request.maxSide);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, code: 'unsupported' };
    // JPEG has no transparency: a PNG's clear pixels become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: request.quality });
    const bytes = await blob.arrayBuffer();
    return { ok: true, bytes, mime: 'image/jpeg', width, height, sha256: await sha256Hex(bytes) };
  } catch {
    return { ok: false, code: 'encode' };
  } finally {
    bitmap.close();
  }
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: CompressResponse, transfer?: Transferable[]): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, ...request } = event.data;
  void compressWithOffscreenCanvas(request).then((result) => {
    scope.postMessage({ ...result, id }, result.ok ? [result.bytes] : []);
  });
};
