import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { ErrorCode } from '@/contracts/envelope';
import { isSystemFolder, MEDIA_MESSAGES, plainName } from '@/contracts/media';
import {
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  TASK_UPLOAD_FOLDER,
  UPLOAD_MESSAGES,
  type UploadedFile,
} from '@/contracts/uploads';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { type ImageMime, imageInfo, stripMetadata } from '../../lib/image-info';
import type { ReceivedFile } from './receive';
import * as repo from './repo';
import {
  LIBRARY_EXTENSIONS,
  type LibraryMime,
  sniffLibraryDocument,
  sniffLibraryFile,
  sniffTaskDocument,
  TASK_DOCUMENT_EXTENSIONS,
  type TaskDocumentMime,
} from './sniff';
import type { FileStore } from './store';

const EXTENSIONS: Record<ImageMime | LibraryMime | TaskDocumentMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  ...LIBRARY_EXTENSIONS,
  ...TASK_DOCUMENT_EXTENSIONS,
};
/**
 * Folders whose photos must keep their embedded location (EXIF GPS). None today: attendance and
 * SOS send the position as fields, measured when the photo was taken, so photos never need it.
 */
const FOLDERS_KEEPING_LOCATION: ReadonlySet<string> = new Set();

/** An upload checked and cleaned, ready to be written. */
export type PreparedImage = {
  mime: ImageMime | LibraryMime | TaskDocumentMime;
  /** Null for the library's videos and PDFs. */
  width: number | null;
  height: number | null;
  /** Of the bytes as received: what the client computed and what a retry hashes the same. */
  sha256: string;
  /** The bytes to store, or a received temporary file to move into place as it is (videos, PDFs). */
  stored: Buffer | { path: string; size: number };
  /** The uploaded file's name in plain letters, for the library's own folders ('' elsewhere). */
  name: string;
};

const refuse = (status: number, message: string, code: string = ErrorCode.VALIDATION) =>
  new HttpError(status, code, message);

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * `folder/<32 hex>-<plain name>.<ext>`: the random part keeps names unguessable and unique, the
 * plain name is what the library shows and searches (tep_tin has no title column).
 */
export const storedNameFor = (folder: string, random: string, name: string, ext: string) =>
  `${folder}/${random}${name ? `-${name}` : ''}.${ext}`;

/**
 * Uploaded files: records in `tep_tin`, bytes in `store` (local disk outside the web root, or an
 * S3-compatible bucket). The bytes are written before the row's transaction commits, and removed
 * again if it does not. `uploadsDir` is local either way: uploads are received into its `.tmp`.
 */
export class FilesService {
  constructor(
    readonly db: Db,
    readonly uploadsDir: string,
    readonly store: FileStore,
  ) {}

  /**
   * Content checks by magic bytes and headers only; the declared type is ignored and the name only
   * labels the file. The screens' folders take photos; the library's own folders also take videos
   * and PDFs (spec 001: previews for images and videos, download for the rest).
   */
  prepare(bytes: Buffer, folder: string, fileName = ''): PreparedImage {
    if (bytes.length === 0) throw refuse(400, UPLOAD_MESSAGES.noFile);
    if (bytes.length > MAX_UPLOAD_BYTES) throw refuse(413, UPLOAD_MESSAGES.tooLarge, ErrorCode.PAYLOAD_TOO_LARGE);
    // Only the library's own folders keep the name: a screen's photo (a phone's IMG_1234) is named by nobody.
    const name = isSystemFolder(folder) ? '' : plainName(fileName.replace(/\.[A-Za-z0-9]{1,5}$/, ''));
    const info = imageInfo(bytes);
    if (!info) {
      const other = isSystemFolder(folder) ? null : sniffLibraryFile(bytes);
      if (!other) throw refuse(415, isSystemFolder(folder) ? UPLOAD_MESSAGES.notImage : MEDIA_MESSAGES.notAccepted);
      return { mime: other, width: null, height: null, sha256: sha256Hex(bytes), stored: bytes, name };
    }
    if (info.width * info.height > MAX_IMAGE_PIXELS) {
      throw refuse(413, UPLOAD_MESSAGES.tooManyPixels, ErrorCode.PAYLOAD_TOO_LARGE);
    }
    const stored = FOLDERS_KEEPING_LOCATION.has(folder) ? bytes : stripMetadata(bytes, info.mime);
    return { ...info, sha256: sha256Hex(bytes), stored, name };
  }

  /**
   * A streamed upload (receive.ts) made ready to store: a photo is read back (at most 10 MB) to
   * check its header and strip its metadata; a library video, PDF or document stays where it was
   * received (a document is read once, at most 25 MB, to judge it).
   */
  async prepareReceived(file: ReceivedFile, folder: string): Promise<PreparedImage> {
    if (file.kind === 'image') {
      const bytes = await readFile(file.tmpPath);
      await rm(file.tmpPath, { force: true });
      return this.prepare(bytes, folder, file.name);
    }
    if (folder === TASK_UPLOAD_FOLDER) return this.prepareTaskFile(file);
    if (isSystemFolder(folder)) throw refuse(415, UPLOAD_MESSAGES.notImage);
    // A video or PDF by its first bytes; a document (Office, CSV, GIF) on its whole content.
    const mime =
      sniffLibraryFile(file.head) ??
      (file.kind === 'document' ? sniffLibraryDocument(await readFile(file.tmpPath), file.name) : null);
    if (!mime) throw refuse(415, MEDIA_MESSAGES.notAccepted);
    const name = plainName(file.name.replace(/\.[A-Za-z0-9]{1,5}$/, ''));
    return {
      mime,
      width: null,
      height: null,
      sha256: file.sha256,
      stored: { path: file.tmpPath, size: file.size },
      name,
    };
  }

  /**
   * A task attachment other than a photo: a video or PDF by its first bytes (moved as received),
   * else a document judged on its whole content (sniffTaskDocument) — a renamed program is refused.
   * Task files keep their name in the stored key, like the library's (they are downloaded by it).
   */
  private async prepareTaskFile(file: ReceivedFile): Promise<PreparedImage> {
    const name = plainName(file.name.replace(/\.[A-Za-z0-9]{1,5}$/, ''));
    const base = {
      width: null,
      height: null,
      sha256: file.sha256,
      stored: { path: file.tmpPath, size: file.size },
      name,
    };
    const media = sniffLibraryFile(file.head);
    if (media) return { ...base, mime: media };
    const mime = sniffTaskDocument(await readFile(file.tmpPath), file.name);
    if (!mime) throw refuse(415, UPLOAD_MESSAGES.taskFileNotAccepted);
    return { ...base, mime };
  }

  /**
   * Writes the files and their rows on `tx`. Keys written are pushed to `written` so the caller
   * can remove them when the transaction does not commit.
   */
  async save(
    tx: Db,
    ownerId: number,
    folder: string,
    images: PreparedImage[],
    written: string[],
  ): Promise<UploadedFile[]> {
    const rows = [];
    for (const image of images) {
      const id = randomBytes(16).toString('base64url');
      const storedName = storedNameFor(folder, randomBytes(16).toString('hex'), image.name, EXTENSIONS[image.mime]);
      written.push(storedName);
      await this.store.put(storedName, image.stored, image.mime);
      const size = Buffer.isBuffer(image.stored) ? image.stored.length : image.stored.size;
      rows.push({
        id,
        ownerId,
        folder,
        storedName,
        mime: image.mime,
        size,
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

  async discard(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.remove(key)));
  }

  /** A stored file to stream, or 404 when the row or the bytes are gone. */
  async open(id: string): Promise<{ body: Readable; mime: string; size: number }> {
    const row = await repo.findFile(this.db, id);
    if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
    const found = await this.store.open(row.storedName);
    if (!found) throw notFound(UPLOAD_MESSAGES.notFound);
    return { body: found.body, mime: row.mime, size: found.size };
  }
}
