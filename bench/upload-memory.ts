/**
 * `npm run bench:uploads`: the server's memory under six concurrent 100 MB uploads (issue 13,
 * finding 3). Starts the production server (bench/lib/server.ts: fresh DATA_DIR, demo data),
 * logs in as taixe1 and streams six multipart requests at once, each with ten files of just under
 * 10 MB (JPEG magic bytes, then noise) to the `xang_dau` folder — the audit's load. It samples the
 * resident memory (VmRSS) of the server's processes every 20 ms and prints the figure before the
 * uploads, the peak during them, each request's answer and how many bytes it sent before it.
 * Run it on an idle machine; the figure, not a threshold, is the result (exit 0 unless it fails).
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { runBenchmark } from './lib/process';
import { apiLogin, startServer } from './lib/server';

const UPLOADS = 6;
const FILES_PER_UPLOAD = 10;
const FILE_BYTES = 10 * 1024 * 1024 - 1024;
const CHUNK = 256 * 1024;
const SAMPLE_MS = 20;

/** Resident memory in bytes of every process in the server's process group (tsx + the server). */
function groupRss(pgid: number): number {
  let max = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) max = Math.max(max, Number(rss[1]) * 1024);
    } catch {
      // gone meanwhile
    }
  }
  return max;
}

function serverPgid(port: number): number {
  // The group leader is the tsx CLI spawned detached by startServer; find it by its listening child.
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const env = readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (!env.split('\0').includes(`PORT=${port}`)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    } catch {
      // not ours or gone
    }
  }
  throw new Error(`no process with PORT=${port}`);
}

/** One multipart upload streamed with backpressure; stops sending once the server has answered. */
function upload(port: number, token: string, noise: Buffer): Promise<{ status: number; sentMb: number; ms: number }> {
  const started = performance.now();
  const boundary = `vtbench${Math.random().toString(16).slice(2)}`;
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/images/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, sentMb: sent / 1024 / 1024, ms: performance.now() - started });
        req.destroy();
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const write = async (data: Buffer) => {
      if (answered) return;
      sent += data.length;
      if (!req.write(data)) await new Promise<void>((r) => req.once('drain', () => r()));
    };
    void (async () => {
      await write(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folderName"\r\n\r\nxang_dau\r\n`),
      );
      for (let f = 0; f < FILES_PER_UPLOAD && !answered; f++) {
        await write(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="anh-${f}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
        );
        await write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
        for (let n = 4; n < FILE_BYTES && !answered; n += CHUNK) {
          await write(noise.subarray(0, Math.min(CHUNK, FILE_BYTES - n)));
        }
        await write(Buffer.from('\r\n'));
      }
      await write(Buffer.from(`--${boundary}--\r\n`));
      if (!answered) req.end();
    })().catch(reject);
  });
}

await runBenchmark('bench:uploads', 10 * 60_000, async () => {
  const server = await startServer('vt-bench-uploads');
  try {
    const pgid = serverPgid(server.port);
    const token = await apiLogin(server, 'taixe1');
    await sleep(1_000);
    const before = groupRss(pgid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, groupRss(pgid));
        await sleep(SAMPLE_MS);
      }
    })();
    // One noise buffer reused for every chunk: the bench itself stays small.
    const noise = Buffer.alloc(CHUNK, 0x5a);
    const results = await Promise.all(Array.from({ length: UPLOADS }, () => upload(server.port, token, noise)));
    await sleep(500);
    sampling = false;
    await sampler;
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    console.log(`\nbench:uploads — ${UPLOADS} concurrent uploads of ${FILES_PER_UPLOAD} × ${mb(FILE_BYTES)}`);
    for (const [i, r] of results.entries()) {
      console.log(`  upload ${i + 1}: HTTP ${r.status} after ${r.sentMb.toFixed(1)} MB sent, ${r.ms.toFixed(0)} ms`);
    }
    console.log(`  server RSS before: ${mb(before)}`);
    console.log(`  server RSS peak:   ${mb(peak)}  (+${mb(peak - before)})`);
    return 0;
  } finally {
    await server.stop();
  }
});
