import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@/contracts/envelope';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadedFile } from '@/contracts/uploads';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { type ImageMime, imageInfo, stripMetadata } from '../../lib/image-info';
import * as repo from './repo';

const EXTENSIONS: Record<ImageMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/**
 * Folders whose photos must keep their embedded location (EXIF GPS). None today: attendance and
 * SOS send the position as fields, measured when the photo was taken, so photos never need it.
 */
const FOLDERS_KEEPING_LOCATION: ReadonlySet<string> = new Set();

/** An upload checked and cleaned, ready to be written. */
export type PreparedImage = {
  mime: ImageMime;
  width: number;
  height: number;
  /** Of the bytes as received: what the client computed and what a retry hashes the same. */
  sha256: string;
  stored: Buffer;
};

const refuse = (status: number, message: string, code: string = ErrorCode.VALIDATION) =>
  new HttpError(status, code, message);

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Uploaded images on local disk (`uploadsDir`, outside the web root). Records live in `tep_tin`;
 * the bytes are written before the row's transaction commits, and removed again if it does not.
 */
export class FilesService {
  constructor(
    private readonly db: Db,
    private readonly uploadsDir: string,
  ) {}

  /** Content checks by magic bytes and headers only; the declared type and name are ignored. */
  prepare(bytes: Buffer, folder: string): PreparedImage {
    if (bytes.length === 0) throw refuse(400, UPLOAD_MESSAGES.noFile);
    if (bytes.length > MAX_UPLOAD_BYTES) throw refuse(413, UPLOAD_MESSAGES.tooLarge, ErrorCode.PAYLOAD_TOO_LARGE);
    const info = imageInfo(bytes);
    if (!info) throw refuse(415, UPLOAD_MESSAGES.notImage);
    if (info.width * info.height > MAX_IMAGE_PIXELS) {
      throw refuse(413, UPLOAD_MESSAGES.tooManyPixels, ErrorCode.PAYLOAD_TOO_LARGE);
    }
    const stored = FOLDERS_KEEPING_LOCATION.has(folder) ? bytes : stripMetadata(bytes, info.mime);
    return { ...info, sha256: sha256Hex(bytes), stored };
  }

  /**
   * Writes the files and their rows on `tx`. Paths written are pushed to `written` so the caller
   * can remove them when the transaction does not commit.
   */
  async save(
    tx: Db,
    ownerId: number,
    folder: string,
    images: PreparedImage[],
    written: string[],
  ): Promise<UploadedFile[]> {
    const dir = path.join(this.uploadsDir, folder);
    await mkdir(dir, { recursive: true });
    const rows = [];
    for (const image of images) {
      const id = randomBytes(16).toString('base64url');
      const storedName = `${folder}/${randomBytes(16).toString('hex')}.${EXTENSIONS[image.mime]}`;
      const target = path.join(this.uploadsDir, storedName);
      written.push(target);
      // Written under a temporary name first: a crash never leaves a half file under the real one.
      await writeFile(`${target}.part`, image.stored, { flag: 'wx' });
      await rename(`${target}.part`, target);
      rows.push({
        id,
        ownerId,
        folder,
        storedName,
        mime: image.mime,
        size: image.stored.length,
        width: image.width,
        height: image.height,
        sha256: image.sha256,
      });
    }
    await repo.insertFiles(tx, rows);
    return rows.map(({ id, mime, size, width, height, sha256 }) => ({
      location: `/api/files/${id}`,
      id,
      mime,
      size,
      width,
      height,
      sha256,
    }));
  }

  async discard(paths: string[]): Promise<void> {
    await Promise.all(paths.flatMap((p) => [rm(p, { force: true }), rm(`${p}.part`, { force: true })]));
  }

  /** A stored file to stream, or 404 when the row or the bytes are gone. */
  async open(id: string): Promise<{ path: string; mime: string; size: number }> {
    const row = await repo.findFile(this.db, id);
    if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
    const file = path.join(this.uploadsDir, row.storedName);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw notFound(UPLOAD_MESSAGES.notFound);
    return { path: file, mime: row.mime, size: found.size };
  }
}
