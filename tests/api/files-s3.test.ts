/**
 * Uploads in an S3-compatible object store, as several instances behind one database run them:
 * two apps (two "instances") on one database and one bucket, served by s3rver on loopback. A photo
 * uploaded through one instance is read through the other; the same checks, ids and authenticated
 * reads as on local disk, and no uploaded bytes left on either instance's disk.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import type { Database } from '../../server/db/client';
import { tepTin } from '../../server/db/schema';
import { S3FileStore, type S3Settings } from '../../server/modules/files/store';
import { jpeg } from './helpers/images';
import { multipart } from './helpers/multipart';
import { bearer, login, openTestDatabase } from './helpers/test-app';

const BUCKET = 'vt-uploads';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let s3server: S3rver;
let s3dir: string;
let settings: S3Settings;
let database: Database;
const instances: { app: Awaited<ReturnType<typeof buildApp>>; uploadsDir: string }[] = [];
let bucket: S3FileStore;

beforeAll(async () => {
  s3dir = mkdtempSync(path.join(tmpdir(), 'vt-s3rver-'));
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3server.run();
  // s3rver checks signatures against its one built-in key pair.
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  };
  bucket = new S3FileStore(settings);
  database = await openTestDatabase();
  for (let i = 0; i < 2; i++) {
    const uploadsDir = mkdtempSync(path.join(tmpdir(), `vt-uploads-s3-${i}-`));
    instances.push({ app: await buildApp({ database, config: { uploadsDir, s3: settings } }), uploadsDir });
  }
});

afterAll(async () => {
  for (const i of instances) {
    await i.app.close();
    rmSync(i.uploadsDir, { recursive: true, force: true });
  }
  await database?.close();
  await s3server?.close();
  rmSync(s3dir, { recursive: true, force: true });
});

type App = Awaited<ReturnType<typeof buildApp>>;
const instance = (n: number) => () => instances[n]?.app as App;
const one = instance(0);
const two = instance(1);

function upload(app: App, token: string, folder: string, data: Buffer, name: string) {
  const body = multipart([
    { name: 'folderName', value: folder },
    { name: 'files', filename: name, type: 'application/octet-stream', data },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/images/upload',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers, 'x-content-sha256': sha(data) },
  });
}

/** Files written under an instance's uploads directory, its receiving folder included. */
const localFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);

async function objectBytes(key: string) {
  const answer = await bucket.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

async function storedNameOf(id: string) {
  const [row] = await database.db.select().from(tepTin).where(eq(tepTin.id, id));
  return row?.storedName ?? '';
}

describe('uploads in an S3-compatible store shared by two instances', () => {
  it('a photo uploaded through one instance is read through the other, from the bucket', async () => {
    const driver = (await login(one(), 'taixe1')).accessToken;
    const bytes = jpeg(640, 480);
    const res = await upload(one(), driver, 'checklist', bytes, 'IMG_0001.jpg');
    expect(res.statusCode).toBe(201);
    const file = res.json().data[0] as { id: string; location: string; sha256: string; size: number };
    expect(file.location).toBe(`/api/files/${file.id}`);
    expect(file.sha256).toBe(sha(bytes));

    const key = await storedNameOf(file.id);
    expect(key).toMatch(/^checklist\/[0-9a-f]{32}\.jpg$/);
    expect((await objectBytes(key)).equals(bytes)).toBe(true);
    // Nothing of the upload stays on either instance's disk (the receiving temp file is gone too).
    for (const i of instances) expect(localFiles(i.uploadsDir)).toEqual([]);

    const read = await two().inject({ method: 'GET', url: file.location, headers: bearer(driver) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(Number(read.headers['content-length'])).toBe(bytes.length);
    expect(read.rawPayload.equals(bytes)).toBe(true);

    // Reads stay authenticated, and a file whose bytes are gone is a 404, on any instance.
    expect((await two().inject({ method: 'GET', url: file.location })).statusCode).toBe(401);
    await bucket.remove(key);
    const gone = await two().inject({ method: 'GET', url: file.location, headers: bearer(driver) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Không tìm thấy tệp.');
  });

  it('refuses what is not an image before anything reaches the bucket', async () => {
    const driver = (await login(two(), 'taixe1')).accessToken;
    const before = await database.db.select({ id: tepTin.id }).from(tepTin);
    const res = await upload(two(), driver, 'checklist', PDF, 'hoa-don.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Tệp không phải ảnh JPEG, PNG hoặc WebP hợp lệ.');
    expect(await database.db.select({ id: tepTin.id }).from(tepTin)).toHaveLength(before.length);
    // The refused file's temporary copy goes when the response closes.
    for (const i of instances) await expect.poll(() => localFiles(i.uploadsDir)).toEqual([]);
  });

  it('a library PDF streams into the bucket, downloads from the other instance and is deleted there', async () => {
    const admin = (await login(one(), 'admin')).accessToken;
    const folder = await one().inject({
      method: 'POST',
      url: '/api/images/create-folder?folderName=tai-lieu-s3',
      headers: bearer(admin),
    });
    expect(folder.statusCode).toBeLessThan(300);
    const res = await upload(one(), admin, 'tai-lieu-s3', PDF, 'bang-gia.pdf');
    expect(res.statusCode).toBe(201);
    const { id, location } = res.json().data[0] as { id: string; location: string };
    const key = await storedNameOf(id);
    expect((await objectBytes(key)).equals(PDF)).toBe(true);

    const read = await two().inject({ method: 'GET', url: location, headers: bearer(admin) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-disposition']).toBe('attachment');
    expect(read.rawPayload.equals(PDF)).toBe(true);

    const del = await two().inject({ method: 'DELETE', url: `/api/images/tai-lieu-s3/${id}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(200);
    await expect(bucket.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({
      name: 'NotFound',
    });
    expect((await one().inject({ method: 'GET', url: location, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('health checks the bucket: a missing bucket makes the instance degraded', async () => {
    const healthy = await one().inject({ method: 'GET', url: '/api/health' });
    expect(healthy.json().data.status).toBe('ok');
    expect(healthy.json().data.problems).toBeUndefined();
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'vt-uploads-s3-x-'));
    const app = await buildApp({ database, config: { uploadsDir, s3: { ...settings, bucket: 'no-such-bucket' } } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.json().data.status).toBe('degraded');
      expect(res.json().data.problems.join(' ')).toContain('kho tệp S3');
    } finally {
      await app.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});

describe('S3 settings', () => {
  const all = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'b',
    S3_ACCESS_KEY_ID: 'k',
    S3_SECRET_ACCESS_KEY: 's',
  };
  it('local disk unless all four S3_* are set; path-style by default', () => {
    expect(configFromEnv({}).s3).toBeUndefined();
    expect(configFromEnv(all).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'b',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(configFromEnv({ ...all, S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      forcePathStyle: false,
      region: 'eu-west-1',
    });
  });

  it('refuses half a setting instead of silently keeping files on one instance’s disk', () => {
    const { S3_SECRET_ACCESS_KEY: _, ...partial } = all;
    expect(() => configFromEnv(partial)).toThrow(/còn thiếu: S3_SECRET_ACCESS_KEY/);
    expect(() => configFromEnv({ ...all, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
