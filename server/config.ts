import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

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
});

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
  };
}
