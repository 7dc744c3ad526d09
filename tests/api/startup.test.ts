/**
 * `npm start` with an unusable DATA_DIR (issue 13, finding 10): a clear message and exit code 1,
 * never a stack trace. Runs the real server/main.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'vt-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('start-up with an unusable DATA_DIR', () => {
  it('a file in its place: says so in Vietnamese and English, exits 1, no stack trace', async () => {
    const file = path.join(scratch, 'data');
    writeFileSync(file, 'không phải thư mục');
    const { code, output } = await start({ DATA_DIR: file });
    expect(code).toBe(1);
    expect(output).toContain('Không khởi động được máy chủ / The server cannot start');
    expect(output).toContain(`DATA_DIR (${file}) là một tệp, không phải thư mục`);
    expect(output).toContain('is a file, not a directory');
    expect(output).not.toMatch(/\n\s+at /);
  }, 90_000);

  it('an invalid setting: the message alone', async () => {
    const { code, output } = await start({ DATA_DIR: path.join(scratch, 'ok'), TRUST_PROXY: 'mọi thứ' });
    expect(code).toBe(1);
    expect(output).toContain('TRUST_PROXY');
    expect(output).not.toMatch(/\n\s+at /);
  }, 90_000);
});
