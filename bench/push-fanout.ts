/**
 * Push fan-out: the time from POST /api/thong-bao (one notification, one recipient with 1000
 * subscriptions) to the 1000th encrypted request received by a fake push service on localhost.
 * The app is the real one (web-push, aes128gcm, VAPID signing) on a fresh in-memory PGlite with the
 * demo data; the fake service answers 201 after `--latency` ms (default 30, a push service's usual
 * answer time), so the figure includes the sender's concurrency, not only the crypto.
 *
 *   npm run bench:push [-- --subs 1000 --runs 3 --latency 30]
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { dangKyThongBao, nguoiDung } from '../server/db/schema';
import { seedCatalogue, seedDemo } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed-data';
import { onCleanup, runBenchmark } from './lib/process';
import { ms, percentile, printTable } from './lib/report';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SUBSCRIPTIONS = arg('subs', 1000);
const RUNS = arg('runs', 3);
const LATENCY_MS = arg('latency', 30);

runBenchmark('push-fanout', 10 * 60_000, async () => {
  // ── the fake push service: counts requests, answers 201 after LATENCY_MS ──
  let received = 0;
  let bytes = 0;
  let onAll: (() => void) | null = null;
  let expected = Number.POSITIVE_INFINITY;
  const push = createServer((req, res) => {
    req.on('data', (c: Buffer) => {
      bytes += c.length;
    });
    req.on('end', () => {
      setTimeout(() => {
        res.writeHead(201).end();
        received += 1;
        if (received >= expected) onAll?.();
      }, LATENCY_MS);
    });
  });
  await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
  onCleanup('close fake push service', () => new Promise((resolve) => push.close(resolve)));
  const origin = `http://127.0.0.1:${(push.address() as AddressInfo).port}`;

  const database = await openDatabase({});
  onCleanup('close database', () => database.close());
  await database.migrate();
  await seedCatalogue(database.db);
  await seedDemo(database.db);
  const app = await buildApp({ database, push: { allowLocalEndpoints: true } });
  onCleanup('close app', () => app.close());

  // One recipient with SUBSCRIPTIONS devices; one real key pair serves them all (the sender
  // encrypts per request anyway, with a fresh ephemeral key and salt each time).
  const [user] = await database.db
    .select({ id: nguoiDung.idNguoiDung })
    .from(nguoiDung)
    .where(eq(nguoiDung.tenDangNhap, 'taixe2'));
  if (!user) throw new Error('no taixe2 in the demo data');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  await database.db.insert(dangKyThongBao).values(
    Array.from({ length: SUBSCRIPTIONS }, (_, i) => ({
      idNguoiDung: user.id,
      endpoint: `${origin}/send/${i}`,
      p256dh,
      auth,
      deviceId: `bench-${i}`,
    })),
  );
  const [{ n } = { n: 0 }] = (
    (await database.db.execute(sql`select count(*)::int as n from dang_ky_thong_bao`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().data.accessToken}` };

  console.log(`\n${n} subscriptions, fake push service answering after ${LATENCY_MS} ms, ${RUNS} runs`);
  const totals: number[] = [];
  const answers: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    received = 0;
    bytes = 0;
    expected = SUBSCRIPTIONS;
    const all = new Promise<void>((resolve) => {
      onAll = resolve;
    });
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/thong-bao',
      headers,
      payload: { idNguoiNhans: [user.id], loaiThongBao: 'TEST_NOTIFICATION' },
    });
    answers.push(performance.now() - started);
    if (res.statusCode >= 300) throw new Error(`POST /api/thong-bao: ${res.statusCode} ${res.body.slice(0, 300)}`);
    await all;
    await app.push.idle();
    totals.push(performance.now() - started);
    console.log(`  run ${run + 1}: ${received} pushes, ${Math.round(bytes / 1024)} KiB encrypted`);
  }

  printTable(
    ['measure', 'p50 ms', 'max ms'],
    [
      ['POST /api/thong-bao answered', ms(percentile(answers, 50)), ms(Math.max(...answers))],
      [`all ${SUBSCRIPTIONS} pushes received`, ms(percentile(totals, 50)), ms(Math.max(...totals))],
      [
        'per push (throughput)',
        (percentile(totals, 50) / SUBSCRIPTIONS).toFixed(2),
        (Math.max(...totals) / SUBSCRIPTIONS).toFixed(2),
      ],
    ],
    new Set([1, 2]),
  );
  return 0;
});
