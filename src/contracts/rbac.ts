/**
 * API permission rules (spec 000 §2 "API permissions", §6): method + URL pattern → the permission a
 * caller needs. One syntax for the admin form, the server's guard and the seeded catalogue:
 *
 * - a pattern is an absolute path under `/api/`, split into segments on `/`;
 * - a literal segment matches itself (case-sensitive, percent-decoded paths);
 * - `*`, `{name}` or `:name` matches exactly one non-empty segment (`{id}` says what it stands for);
 * - `**`, only as the last segment, matches zero or more segments: `/api/xe/**` matches `/api/xe`,
 *   `/api/xe/5` and `/api/xe/5/anything`, but not `/api/xe-assignments`;
 * - the query string is never part of the match; HEAD is matched as GET;
 * - method `*` matches every method.
 *
 * When several rules match, the most specific wins: compared segment by segment, a literal beats a
 * one-segment wildcard, which beats `**`; then an exact method beats `*`; then the older rule.
 */

export const FORBIDDEN_MESSAGE = 'Bạn không có quyền thực hiện thao tác này.';

export const RULE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*'] as const;
export type RuleMethod = (typeof RULE_METHODS)[number];

export const URL_PATTERN_MESSAGES = {
  prefix: 'URL pattern phải bắt đầu bằng /api/.',
  segment: 'URL pattern chỉ gồm các đoạn chữ, số, dấu - _ . ~, hoặc *, {id}, ** (ví dụ /api/xe/{id}, /api/xe/**).',
  doubleStar: 'Chỉ được dùng ** ở cuối URL pattern.',
} as const;

type Segment = { kind: 'literal'; value: string } | { kind: 'one' } | { kind: 'rest' };

const LITERAL = /^[A-Za-z0-9._~-]+$/;
const NAMED = /^(\{[A-Za-z][A-Za-z0-9_]*\}|:[A-Za-z][A-Za-z0-9_]*)$/;

/** The segments of a pattern, or the message saying what is wrong with it. */
export function parseUrlPattern(pattern: string): Segment[] | string {
  if (!pattern.startsWith('/api/')) return URL_PATTERN_MESSAGES.prefix;
  const parts = pattern.slice(1).split('/');
  const segments: Segment[] = [];
  for (const [i, part] of parts.entries()) {
    if (part === '**') {
      if (i !== parts.length - 1) return URL_PATTERN_MESSAGES.doubleStar;
      segments.push({ kind: 'rest' });
    } else if (part === '*' || NAMED.test(part)) segments.push({ kind: 'one' });
    else if (LITERAL.test(part)) segments.push({ kind: 'literal', value: part });
    else return part.includes('**') ? URL_PATTERN_MESSAGES.doubleStar : URL_PATTERN_MESSAGES.segment;
  }
  return segments;
}

export type RuleLike = { method: string; urlPattern: string };

export type CompiledRule<T extends RuleLike> = { rule: T; method: string; segments: Segment[]; rank: number[] };

// Higher is more specific. END ranks above `**`: `/api/xe` beats `/api/xe/**` on the path /api/xe.
const RANK = { literal: 4, one: 3, end: 2, rest: 1 } as const;

function compare(a: CompiledRule<RuleLike>, b: CompiledRule<RuleLike>): number {
  const n = Math.max(a.rank.length, b.rank.length);
  for (let i = 0; i < n; i++) {
    const d = (b.rank[i] ?? RANK.end) - (a.rank[i] ?? RANK.end);
    if (d !== 0) return d;
  }
  return (a.method === '*' ? 1 : 0) - (b.method === '*' ? 1 : 0);
}

/**
 * The rules ready to match, most specific first (the input's order breaks ties, so pass them
 * oldest first). A rule whose pattern does not parse is left out: it can never match.
 */
export function compileRules<T extends RuleLike>(rules: readonly T[]): CompiledRule<T>[] {
  const compiled: CompiledRule<T>[] = [];
  for (const rule of rules) {
    const segments = parseUrlPattern(rule.urlPattern);
    if (typeof segments === 'string') continue;
    compiled.push({ rule, method: rule.method.toUpperCase(), segments, rank: segments.map((s) => RANK[s.kind]) });
  }
  return compiled.sort(compare);
}

function matches(segments: Segment[], path: string[]): boolean {
  for (const [i, s] of segments.entries()) {
    if (s.kind === 'rest') return true;
    const part = path[i];
    if (part === undefined) return false;
    if (s.kind === 'one' ? part === '' : part !== s.value) return false;
  }
  return segments.length === path.length;
}

/** The decoded segments of a request path (query string dropped); null when it does not decode. */
export function pathSegments(url: string): string[] | null {
  const path = url.split('?')[0] ?? '';
  try {
    return path.replace(/^\//, '').split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** The rule that decides `method url`, if any: the first (most specific) that matches. */
export function findRule<T extends RuleLike>(compiled: readonly CompiledRule<T>[], method: string, url: string) {
  const path = pathSegments(url);
  if (!path) return undefined;
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return compiled.find((c) => (c.method === '*' || c.method === m) && matches(c.segments, path))?.rule;
}
