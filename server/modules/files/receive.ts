/**
 * Receives a multipart upload without holding it in memory (issue 13, finding 3): each file is
 * streamed to a temporary file under `<uploads>/.tmp` while it is hashed and counted; its first
 * bytes decide at once whether it can be an accepted kind (a wrong one is refused before the
 * rest arrives); the request's total and the user's recent volume are enforced as bytes come in.
 * The caller turns the temporary files into stored ones or removes them (`discardReceived`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@/contracts/envelope';
import { isSystemFolder, MEDIA_MESSAGES } from '@/contracts/media';
import {
  LIBRARY_DOCUMENT_BYTES,
  LIBRARY_VIDEO_BYTES,
  MAX_UPLOAD_BYTES,
  TASK_UPLOAD_BYTES,
  TASK_UPLOAD_FOLDER,
  UPLOAD_MESSAGES,
  UPLOAD_REQUEST_BYTES,
  UPLOAD_REQUEST_FILES,
} from '@/contracts/uploads';
import { HttpError } from '../../http-error';
import { sniffLibraryFile } from './sniff';

export type UploadLimits = {
  /** All files of one request together. */
  perRequestBytes: number;
  /** What one user may send within `perUserWindowMs` (a runaway client, a stolen token). */
  perUserBytes: number;
  perUserWindowMs: number;
};

const MB = 1024 * 1024;
export const UPLOAD_LIMITS: UploadLimits = {
  perRequestBytes: UPLOAD_REQUEST_BYTES,
  perUserBytes: 300 * MB,
  perUserWindowMs: 10 * 60_000,
};
/** A phone sends one photo per request; the office may pick several at once. */
export const MAX_FILES_PER_UPLOAD = UPLOAD_REQUEST_FILES;
export const TOO_MANY_FILES_MESSAGE = `Mỗi lần chỉ tải lên tối đa ${MAX_FILES_PER_UPLOAD} ảnh.`;
export const REQUEST_TOO_LARGE_MESSAGE = 'Mỗi lần tải lên tối đa 50 MB. Vui lòng chia thành nhiều lần.';
export const USER_RATE_MESSAGE = 'Bạn đã tải lên quá nhiều dữ liệu trong ít phút qua. Vui lòng thử lại sau.';

/** Bytes each user sent recently, per instance (a limit against floods, not an accounting). */
export class UploadBudget {
  private readonly sent = new Map<number, { at: number; bytes: number }[]>();
  constructor(readonly limits: UploadLimits) {}

  private recent(userId: number, now: number) {
    const list = (this.sent.get(userId) ?? []).filter((e) => now - e.at < this.limits.perUserWindowMs);
    this.sent.set(userId, list);
    return list;
  }

  remaining(userId: number, now = Date.now()): number {
    return this.limits.perUserBytes - this.recent(userId, now).reduce((s, e) => s + e.bytes, 0);
  }

  /** Seconds until the oldest counted upload leaves the window. */
  retryAfter(userId: number, now = Date.now()): number {
    const oldest = this.recent(userId, now)[0];
    return Math.max(1, Math.ceil(((oldest?.at ?? now) + this.limits.perUserWindowMs - now) / 1000));
  }

  charge(userId: number, bytes: number, now = Date.now()) {
    if (bytes > 0) this.recent(userId, now).push({ at: now, bytes });
  }
}

export type ReceivedFile = {
  tmpPath: string;
  size: number;
  /** SHA-256 of the bytes as received. */
  sha256: string;
  /** The first bytes (up to 64): what the file is. */
  head: Buffer;
  /** `document`: a task attachment without a known magic number yet (text, Office…), judged whole later. */
  kind: 'image' | 'library' | 'document';
  name: string;
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEAD_BYTES = 64;

/** What the first bytes allow the file to be: one of our image types, a library kind, or nothing. */
export function magicKind(h: Buffer, complete: boolean): ReceivedFile['kind'] | null | 'unknown-yet' {
  if (h.length >= 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff) return 'image';
  if (h.length >= 8 && h.subarray(0, 8).equals(PNG)) return 'image';
  if (h.length >= 12 && h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP') return 'image';
  if (sniffLibraryFile(h)) return 'library';
  return h.length >= HEAD_BYTES || complete ? null : 'unknown-yet';
}

const refuse = (
  status: number,
  message: string,
  code: string = ErrorCode.VALIDATION,
  headers?: Record<string, string>,
) => new HttpError(status, code, message, undefined, headers);

/** The screens' folders take photos; the library's own folders also take videos, PDFs and documents. */
const notAcceptedIn = (folder: unknown) =>
  folder === TASK_UPLOAD_FOLDER
    ? UPLOAD_MESSAGES.taskFileNotAccepted
    : typeof folder === 'string' && !isSystemFolder(folder)
      ? MEDIA_MESSAGES.notAccepted
      : UPLOAD_MESSAGES.notImage;

type Place = 'task' | 'library' | 'screen';
/** Where an upload goes: the task attachments' folder, one of the library's own folders, or a screen's. */
const placeOf = (folder: unknown): Place =>
  folder === TASK_UPLOAD_FOLDER ? 'task' : typeof folder === 'string' && !isSystemFolder(folder) ? 'library' : 'screen';

type Limit = { bytes: number; message: string };
const PHOTO_LIMIT: Limit = { bytes: MAX_UPLOAD_BYTES, message: UPLOAD_MESSAGES.tooLarge };
const TASK_LIMIT: Limit = { bytes: TASK_UPLOAD_BYTES, message: UPLOAD_MESSAGES.taskFileTooLarge };
const VIDEO_LIMIT: Limit = { bytes: LIBRARY_VIDEO_BYTES, message: MEDIA_MESSAGES.videoTooLarge };
const DOCUMENT_LIMIT: Limit = { bytes: LIBRARY_DOCUMENT_BYTES, message: MEDIA_MESSAGES.documentTooLarge };

/**
 * How large one file may be: a task attachment 25 MB whatever it is; in the library's own folders a
 * photo 10 MB, a video 50 MB, a PDF or document 25 MB (the largest until the first bytes tell);
 * elsewhere a photo.
 */
export function limitFor(place: Place, head: Buffer | null, kind: ReceivedFile['kind'] | null): Limit {
  if (place === 'task') return TASK_LIMIT;
  if (place === 'screen') return PHOTO_LIMIT;
  if (kind === null) return VIDEO_LIMIT;
  if (kind === 'image') return PHOTO_LIMIT;
  if (kind === 'library' && head && sniffLibraryFile(head)?.startsWith('video/')) return VIDEO_LIMIT;
  return DOCUMENT_LIMIT;
}

export async function discardReceived(files: ReceivedFile[]) {
  await Promise.all(files.map((f) => rm(f.tmpPath, { force: true })));
}

/**
 * Reads the parts of `req`: the `folderName` field and up to MAX_FILES_PER_UPLOAD files. On any
 * refusal the temporary files written so far are removed before the error is thrown.
 */
export async function receiveUpload(
  req: FastifyRequest,
  userId: number,
  uploadsDir: string,
  budget: UploadBudget,
): Promise<{ folder: unknown; files: ReceivedFile[] }> {
  const allowance = budget.remaining(userId);
  const tooMuch = () =>
    refuse(429, USER_RATE_MESSAGE, ErrorCode.RATE_LIMITED, { 'retry-after': String(budget.retryAfter(userId)) });
  if (allowance <= 0) throw tooMuch();

  const tmpDir = path.join(uploadsDir, '.tmp');
  await mkdir(tmpDir, { recursive: true });
  const files: ReceivedFile[] = [];
  let folder: unknown;
  let total = 0;
  try {
    // The parser's own cap is a backstop above every folder's limit, which limitFor enforces with its message.
    const parts = req.parts({
      limits: { fileSize: LIBRARY_VIDEO_BYTES + 1, files: MAX_FILES_PER_UPLOAD, fields: 5, fieldSize: 200, parts: 20 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (part.fieldname === 'folderName') folder = part.value;
        continue;
      }
      // Task attachments and the library's own folders (folderName sent before the files, as our
      // screens do) may be documents of any first bytes, judged whole later; the screens' folders
      // take photos only. Sizes: limitFor.
      const place = placeOf(folder);
      const takesDocuments = place !== 'screen';
      let limit = limitFor(place, null, null);
      const tmpPath = path.join(tmpDir, randomBytes(16).toString('hex'));
      const out = createWriteStream(tmpPath, { flags: 'wx' });
      const file: ReceivedFile = {
        tmpPath,
        size: 0,
        sha256: '',
        head: Buffer.alloc(0),
        kind: 'image',
        name: part.filename ?? '',
      };
      files.push(file);
      const hash = createHash('sha256');
      let decided = false;
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          if (!decided) {
            file.head = Buffer.concat([file.head, chunk.subarray(0, HEAD_BYTES - file.head.length)]);
            const kind = magicKind(file.head, false);
            if (kind === null && !takesDocuments) throw refuse(415, notAcceptedIn(folder));
            if (kind !== 'unknown-yet') {
              file.kind = kind ?? 'document';
              decided = true;
              limit = limitFor(place, file.head, file.kind);
            }
          }
          file.size += chunk.length;
          if (file.size > limit.bytes) throw refuse(413, limit.message, ErrorCode.PAYLOAD_TOO_LARGE);
          total += chunk.length;
          if (total > budget.limits.perRequestBytes) {
            throw refuse(413, REQUEST_TOO_LARGE_MESSAGE, ErrorCode.PAYLOAD_TOO_LARGE);
          }
          if (total > allowance) throw tooMuch();
          hash.update(chunk);
          if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        }
      } finally {
        out.end();
        await finished(out).catch(() => {});
      }
      if (!decided) {
        const kind = magicKind(file.head, true);
        if (file.size === 0) throw refuse(400, UPLOAD_MESSAGES.noFile);
        if (takesDocuments) file.kind = kind === null || kind === 'unknown-yet' ? 'document' : kind;
        else if (kind === null || kind === 'unknown-yet') throw refuse(415, notAcceptedIn(folder));
        else file.kind = kind;
      }
      file.sha256 = hash.digest('hex');
    }
  } catch (err) {
    budget.charge(userId, total);
    await discardReceived(files);
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refuse(413, limitFor(placeOf(folder), null, null).message, ErrorCode.PAYLOAD_TOO_LARGE);
    }
    if (code === 'FST_FILES_LIMIT') throw refuse(413, TOO_MANY_FILES_MESSAGE, ErrorCode.PAYLOAD_TOO_LARGE);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw refuse(400, UPLOAD_MESSAGES.noFile);
    if (err instanceof HttpError) throw err;
    // The parser's own failures (no or another boundary, a body cut short): the client sent it wrong.
    throw refuse(400, UPLOAD_MESSAGES.malformed);
  }
  budget.charge(userId, total);
  return { folder, files };
}
