#!/usr/bin/env node
// Does what the README tells a newcomer, in a clean clone of the committed tree: runs its start
// command, waits for the printed URL and demo logins, then checks health, the app shell and a
// demo login. Also checks that the README's test command is the one CI runs (`npm test`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const block = (marker) =>
  readme.match(new RegExp(`<!-- ${marker} -->\\s*\`\`\`bash\\n([^\\n]+)\\n\`\`\``))?.[1]?.trim();
const startCommand = block('readme:start');
const testCommand = block('readme:test');
const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
};

check('README names a start command', Boolean(startCommand), startCommand);
check('README test command is `npm test` (what .ci/run runs)', testCommand === 'npm test', testCommand);
if (!startCommand) finish();

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(path.join(tmpdir(), 'vt-readme-'));
const clone = path.join(dir, 'repo');
const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
check('clean clone', cloned.status === 0, clone);
if (cloned.status !== 0) finish();

const port = await freePort();
const started = Date.now();
console.log(`→ ${startCommand}   (PORT=${port}, in ${clone})`);
const child = spawn('bash', ['-c', startCommand], {
  cwd: clone,
  // The newcomer's environment: nothing set but the port (so CI's PostgreSQL is not picked up).
  env: {
    ...withoutKeys(process.env, ['DATA_DIR', 'DATABASE_URL', 'TEST_DATABASE_URL']),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (d) => {
  output += d;
});
child.stderr.on('data', (d) => {
  output += d;
});

const deadline = Date.now() + 15 * 60_000;
const url = `http://localhost:${port}`;
while (!output.includes(`Mở: ${url}`) && Date.now() < deadline && child.exitCode === null) {
  await new Promise((r) => setTimeout(r, 250));
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
check('prints the URL to open', output.includes(`Mở: ${url}`), `${seconds} s after the command started`);
for (const user of [
  'admin',
  'dieuphoi',
  'ketoan',
  'taixe1',
  'taixe2',
  'taixe3',
  'nhanvien1',
  'bientap1',
  'marketing1',
]) {
  check(`prints demo login ${user}`, new RegExp(`^\\s+${user}\\s`, 'm').test(output));
}
check('prints the demo password', output.includes('Demo@123'));

try {
  const health = await fetch(`${url}/api/health`).then((r) => r.json());
  check('GET /api/health', health?.data?.status === 'ok' && health?.data?.db === 'pglite', JSON.stringify(health));
  const html = await fetch(`${url}/tai-xe`).then((r) => r.text());
  check('serves the app shell on a deep link', html.includes('<div id="root">'));
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'taixe1', password: 'Demo@123' }),
  });
  check('demo login taixe1 / Demo@123', login.status === 200, `HTTP ${login.status}`);
} catch (err) {
  check('server answers', false, String(err));
}

try {
  process.kill(-child.pid, 'SIGTERM');
} catch {}
await new Promise((r) => setTimeout(r, 1500));
try {
  process.kill(-child.pid, 'SIGKILL');
} catch {}
if (!results.every(Boolean)) console.log(`--- output of \`${startCommand}\` ---\n${output.slice(-4000)}`);
rmSync(dir, { recursive: true, force: true });
finish();

function withoutKeys(env, keys) {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !keys.includes(k)));
}

function finish() {
  const passed = results.filter(Boolean).length;
  console.log(`readme: ${passed} passed, ${results.length - passed} failed`);
  process.exit(results.every(Boolean) ? 0 : 1);
}
