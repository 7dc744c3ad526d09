import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './modules/files/store';

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY phải là số proxy đứng trước máy chủ (ví dụ 1) hoặc danh sách địa chỉ/CIDR của chúng, cách nhau bằng dấu phẩy (ví dụ 10.0.0.0/8,127.0.0.1).';

/** A trusted proxy entry: an address, or an address with a prefix length that fits it. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxy headers to believe (X-Forwarded-For decides the client address the login limiter
 * counts): none by default, so no client can choose its own address.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (list.length && list.every(isAddressOrCidr)) return list;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

/** Environment the server honours; everything has a default so `npm start` needs nothing. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Optional override; otherwise a random secret is generated once and kept in `settings`. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(900).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The external transport-admin site the /minh-tien-admin pages frame (spec 000 §2); none by default. */
  TRANSPORT_ADMIN_URL: z
    .url({ protocol: /^https?$/, error: 'TRANSPORT_ADMIN_URL phải là địa chỉ http(s) đầy đủ.' })
    .optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  /** An S3-compatible object store for uploads (several instances share it); local disk when unset. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT phải là địa chỉ http(s) đầy đủ.' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  tls?: { certPath: string; keyPath: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Built PWA to serve; absent in API tests. */
  staticDir?: string;
  /** Uploaded files, outside the web root: `${DATA_DIR}/uploads` (tests use a temp dir). */
  uploadsDir: string;
  /** Framed by the transport-admin pages; its origin is added to the CSP's frame-src. */
  transportAdminUrl?: string;
  /** Proxies whose X-Forwarded-For is believed: a hop count or their addresses; false (default) none. */
  trustProxy: false | number | string[];
  /** Uploads' bytes in this S3-compatible bucket instead of `uploadsDir` (which still receives them). */
  s3?: S3Settings;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable (`DATA_DIR=`) means "not set", not "the current directory".
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Cấu hình môi trường không hợp lệ:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.TLS_CERT) !== Boolean(e.TLS_KEY)) {
    throw new Error('TLS_CERT và TLS_KEY phải được đặt cùng nhau.');
  }
  // Half an S3 setting silently falling back to local disk would split files between instances.
  const s3Set = S3_REQUIRED.filter((k) => e[k]);
  if (s3Set.length > 0 && s3Set.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((k) => !e[k]).join(', ');
    throw new Error(`Lưu tệp lên S3 cần đủ ${S3_REQUIRED.join(', ')}; còn thiếu: ${missing}.`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    tls: e.TLS_CERT && e.TLS_KEY ? { certPath: e.TLS_CERT, keyPath: e.TLS_KEY } : undefined,
    logLevel: e.LOG_LEVEL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    staticDir: path.resolve('dist'),
    uploadsDir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
    transportAdminUrl: e.TRANSPORT_ADMIN_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
  };
}
