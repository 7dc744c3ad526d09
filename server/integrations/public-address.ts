/**
 * Where the server may send a request a user chose the address of (a browser's push endpoint):
 * public unicast addresses only (issue 13, finding 9). The name is checked when it is given and
 * resolved again when the request is sent; the request then connects to the address that was
 * checked (pinned), so a name cannot resolve to a public address for the check and to a private
 * one for the connection. IPv4 inside IPv6 (mapped, NAT64, 6to4) is judged by the IPv4 address.
 */
import { BlockList, isIP } from 'node:net';

const blocked4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked4.addSubnet(net, bits, 'ipv4');
}

const blocked6 = new BlockList();
for (const [net, bits] of [
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
] as const) {
  blocked6.addSubnet(net, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address (already known to be valid). */
function ipv6Bytes(ip: string): number[] {
  let text = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parts = (s: string) => (s ? s.split(':') : []);
  const h = parts(head);
  const t = tail === undefined ? [] : parts(tail);
  const groups = [...h, ...Array(8 - h.length - t.length).fill('0'), ...t].map((g) => Number.parseInt(g, 16));
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

const v4FromBytes = (b: number[]) => b.join('.');

/** True for an address the server may connect to on a user's behalf. */
export function isPublicUnicast(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return !blocked4.check(ip, 'ipv4');
  if (family !== 6) return false;
  const b = ipv6Bytes(ip.replace(/%.*$/, ''));
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-compatible ::a.b.c.d: the IPv4 address decides.
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return isPublicUnicast(v4FromBytes(b.slice(12)));
  if (zeros(0, 12)) return false; // ::, ::1 and the deprecated compatible form
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) {
    return isPublicUnicast(v4FromBytes(b.slice(12)));
  }
  if (b[0] === 0x20 && b[1] === 0x02) return isPublicUnicast(v4FromBytes(b.slice(2, 6)));
  // Global unicast is 2000::/3; everything else (ULA, link-local, multicast…) is not ours to reach.
  if (((b[0] ?? 0) & 0xe0) !== 0x20) return false;
  return !blocked6.check(ip, 'ipv6');
}

const PRIVATE_SUFFIXES =
  /(^|\.)(localhost|local|internal|intranet|lan|home|corp|private|home\.arpa|test|invalid|example|onion)$/;

/**
 * An https URL a push may go to, judged without DNS: an IP literal must be public unicast, a name
 * must look public (a dot, no private suffix; `localhost.` with its root dot counts as `localhost`).
 */
export function isPublicHttpsUrl(raw: string): boolean {
  return isPublicUrl(raw, ['https:']);
}

/** The same judgement for a website the server talks to (a WordPress site): http or https. */
export function isPublicWebUrl(raw: string): boolean {
  return isPublicUrl(raw, ['http:', 'https:']);
}

function isPublicUrl(raw: string, protocols: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (!protocols.includes(url.protocol) || url.username || url.password) return false;
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
  if (isIP(host)) return isPublicUnicast(host);
  return host.includes('.') && !PRIVATE_SUFFIXES.test(host) && /^[a-z0-9.-]+$/.test(host);
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address of a name (dns.promises.lookup with `all: true`); tests pass their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * The address to connect to for `raw`, or null when the URL or any address the name resolves to
 * is not public (all must be: a resolver could hand out a private one next time). A failing
 * lookup rejects (a passing DNS problem, not a verdict on the address).
 */
export async function resolvePublic(
  raw: string,
  resolve: Resolver,
  isPublicUrlOf: (raw: string) => boolean = isPublicHttpsUrl,
): Promise<ResolvedAddress | null> {
  if (!isPublicUrlOf(raw)) return null;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  const literal = isIP(host);
  if (literal) return { address: host, family: literal as 4 | 6 };
  const addresses = await resolve(host);
  if (!addresses.length || !addresses.every((a) => isPublicUnicast(a.address))) return null;
  return addresses[0] ?? null;
}
