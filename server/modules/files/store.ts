/**
 * Where the bytes of uploaded files live. One interface, two places: the local disk under
 * `DATA_DIR/uploads` (the embedded default) or an S3-compatible object store when `S3_*` is set,
 * so that several instances behind one PostgreSQL serve the same files. Everything else — content
 * checks, ids, the `tep_tin` rows, who may read what — is the same either way (service.ts,
 * routes.ts); a store only writes, opens and removes bytes under a key (`tep_tin.stored_name`).
 * Uploads are still received into a local temporary folder first (receive.ts): the checks run on
 * the whole file before anything reaches the store.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** Bytes to store: a buffer (a photo without its metadata) or a received temporary file to take over. */
export type StoreSource = Buffer | { path: string; size: number };

export interface FileStore {
  /** Stores `source` under `key`; a temporary file given as source is gone afterwards. */
  put(key: string, source: StoreSource, mime: string): Promise<void>;
  /** The stored bytes as a stream, or null when there are none under `key`. */
  open(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the bytes under `key`; no error when there are none. */
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be written (health probe); the message names the cause. */
  probe(): Promise<void>;
}

/** Files under `dir`, the key as the relative path. */
export class DiskFileStore implements FileStore {
  constructor(readonly dir: string) {}

  private pathOf(key: string) {
    return path.join(this.dir, key);
  }

  async put(key: string, source: StoreSource): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    if (Buffer.isBuffer(source)) {
      // Written under a temporary name first: a crash never leaves a half file under the real one.
      await writeFile(`${target}.part`, source, { flag: 'wx' });
      await rename(`${target}.part`, target);
    } else {
      await rename(source.path, target);
    }
  }

  async open(key: string) {
    const file = this.pathOf(key);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    return { body: createReadStream(file), size: found.size };
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await Promise.all([rm(file, { force: true }), rm(`${file}.part`, { force: true })]);
  }

  async probe(): Promise<void> {
    const file = this.pathOf(`.health-${process.pid}`);
    await mkdir(this.dir, { recursive: true });
    await writeFile(file, 'ok');
    await rm(file, { force: true });
  }
}

export type S3Settings = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `host/bucket/key` rather than `bucket.host/key`: what MinIO, Garage, SeaweedFS… expect. */
  forcePathStyle: boolean;
};

/** Objects in one bucket of an S3-compatible store, the key as the object key. */
export class S3FileStore implements FileStore {
  readonly client: S3Client;

  constructor(readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Since SDK 3.729 a streamed upload carries a CRC32 trailer in an aws-chunked body by default;
      // many S3-compatible servers (older MinIO, Ceph, s3rver…) refuse that framing — without these
      // two lines the library's streamed PDF upload fails against s3rver (tests/api/files-s3.test.ts).
      // Checksums only where an operation requires them: tep_tin keeps our own SHA-256.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, source: StoreSource, mime: string): Promise<void> {
    const isBuffer = Buffer.isBuffer(source);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        // A received video or PDF (up to 10 MB) is streamed from its temporary file, not read into memory.
        Body: isBuffer ? source : createReadStream(source.path),
        ContentLength: isBuffer ? source.length : source.size,
        ContentType: mime,
      }),
    );
    if (!isBuffer) await rm(source.path, { force: true });
  }

  async open(key: string) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /** A write, not a HEAD on the bucket: read-only keys or a full quota are what health must see. */
  async probe(): Promise<void> {
    const key = `.health/${process.pid}`;
    await this.put(key, Buffer.from('ok'), 'text/plain');
    await this.remove(key);
  }
}
