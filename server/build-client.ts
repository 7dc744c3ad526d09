import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const CLIENT_SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** The client needs (re)building when dist is missing or older than any client source. */
export function clientIsStale(root: string, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return CLIENT_SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

export function buildClient(root: string): void {
  console.log('▶ Đang build giao diện (vite build)… lần đầu mất khoảng một phút.');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('Build giao diện thất bại (vite build).');
  console.log(`✔ Build giao diện xong sau ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
