/**
 * Where a CPU profile's time went: `tsx bench/lib/profile-summary.ts FILE [--top=40]` prints the
 * functions with the most self time (name, file:line) and, by script, the total — the first look
 * before opening the profile in DevTools.
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts FILE [--top=40]');
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<string, number>();
const byScript = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  if (!node) return;
  const { functionName, url, lineNumber } = node.callFrame;
  const script = url.split('/').pop() || '(native)';
  const key = `${functionName || '(anonymous)'}  ${script}:${lineNumber + 1}`;
  const dt = profile.timeDeltas[i] ?? 0;
  selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
  byScript.set(script, (byScript.get(script) ?? 0) + dt);
});
const ms = (us: number) => (us / 1000).toFixed(1).padStart(9);
console.log('self ms  function');
for (const [key, us] of [...selfUs].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(us)}  ${key}`);
console.log('\nself ms  script');
for (const [script, us] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms(us)}  ${script}`);
