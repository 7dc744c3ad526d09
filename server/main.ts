/**
 * `npm start`: builds the client if it is missing or stale, opens the database (PGlite in
 * DATA_DIR, or DATABASE_URL), applies migrations, seeds on first run, serves PWA + API on
 * one port and prints where to go. SIGINT/SIGTERM finish in-flight requests, then close the DB.
 */
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { buildClient, clientIsStale } from './build-client';
import { configFromEnv, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { scheduleAnalyze } from './db/planner-statistics';
import { prepareDatabase } from './db/prepare';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed-data';
import { checkDataDir, explainDatabaseError, StartupError } from './lib/data-dir';
import { scheduleExpiryReminders } from './modules/notifications/events';
import { scheduleTaskReminders } from './modules/work-reminders/reminders';

const args = new Set(process.argv.slice(2));
const startedAt = performance.now();
// What the operator must fix (bad settings, DATA_DIR unusable) is said plainly, without a stack.
process.on('uncaughtException', failStart);
process.on('unhandledRejection', failStart);
function failStart(err: unknown): never {
  if (err instanceof StartupError || (err instanceof Error && err.message.startsWith('Cấu hình môi trường'))) {
    console.error(
      `\n  Không khởi động được máy chủ / The server cannot start:\n\n${err.message.replace(/^/gm, '  ')}\n`,
    );
  } else {
    console.error(err);
  }
  process.exit(1);
}
let config: ServerConfig;
try {
  config = configFromEnv();
  // Uploads live in DATA_DIR whichever database is used; PGlite keeps its files there too.
  checkDataDir(config.dataDir);
} catch (err) {
  failStart(err);
}
const root = path.resolve(import.meta.dirname, '..');

if (args.has('--build-if-needed') && config.staticDir && clientIsStale(root, config.staticDir)) {
  buildClient(root);
}

const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
).catch((err) => failStart(explainDatabaseError(err, config.dataDir)));
const prepared = await prepareDatabase(database, {
  demo: args.has('--demo'),
  adminPassword: process.env.ADMIN_PASSWORD,
}).catch((err) => failStart(explainDatabaseError(err, config.dataDir)));

const app = await buildApp({
  database,
  config,
  logger: { level: config.logLevel },
  https: config.tls ? { cert: readFileSync(config.tls.certPath), key: readFileSync(config.tls.keyPath) } : undefined,
});
app.addHook('onClose', async () => database.close());
let stopReminders = () => {};
let stopTaskReminders = async () => {};
let stopAnalyze = () => {};
app.addHook('onClose', async () => {
  stopReminders();
  stopAnalyze();
  await stopTaskReminders();
});

await app.listen({ port: config.port, host: config.host });
// Daily: documents about to expire (shortly after start, then 07:00 Vietnam time).
stopReminders = scheduleExpiryReminders(database.db, app.log);
// Task deadlines: soon after start, hourly, and after every task change (any instance's).
stopTaskReminders = await scheduleTaskReminders(database, app.log);
// The embedded database has no autovacuum: refresh the planner's statistics ourselves.
stopAnalyze = scheduleAnalyze(database, app.log);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const scheme = config.tls ? 'https' : 'http';
const readyMs = Math.round(performance.now() - startedAt);

const lan = Object.values(networkInterfaces())
  .flat()
  .filter((n) => n && n.family === 'IPv4' && !n.internal)
  .map((n) => `${scheme}://${n?.address}:${port}`);

const lines = [
  '',
  `  Vận Tải đang chạy sau ${readyMs} ms — cơ sở dữ liệu: ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'}`,
  `  Mở: ${scheme}://localhost:${port}`,
  ...(config.host === '0.0.0.0' && lan.length
    ? [`  Trong mạng LAN: ${lan.join('  ')}${config.tls ? '' : '  (điện thoại cần HTTPS: đặt TLS_CERT/TLS_KEY)'}`]
    : []),
  `  Tài liệu API: ${scheme}://localhost:${port}/docs`,
];
if (database.kind === 'pglite' || prepared.seeded === 'demo') {
  lines.push(`  Tài khoản demo (mật khẩu ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) lines.push(`    ${u.tenDangNhap.padEnd(10)} ${u.vaiTro}`);
}
if (prepared.seeded === 'admin') {
  lines.push(`  Tài khoản quản trị đầu tiên: admin / ${prepared.adminPassword} (hãy đổi mật khẩu ngay)`);
}
console.log(`${lines.join('\n')}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    console.log(`\n  Nhận ${signal}: đang hoàn tất các yêu cầu dở dang và đóng cơ sở dữ liệu…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  });
}
