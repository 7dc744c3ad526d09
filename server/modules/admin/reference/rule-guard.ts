/**
 * What an API-permission rule may not do (issue 13, finding 7): give a route a weaker permission
 * than its built-in one (the seeded rule of server/db/seed-rules.ts), open a route that only
 * administrators reach, or name a literal where a guarded route has a parameter (`/api/nguoi-dung/3`
 * shadowing `/api/nguoi-dung/{id}`). Checked inside the write's transaction against the rules as
 * they will be, so creating, editing and deleting are judged alike.
 */
import { eq } from 'drizzle-orm';
import { API_PERMISSION_MESSAGES } from '@/contracts/admin';
import { compileRules, findRule, parseUrlPattern } from '@/contracts/rbac';
import type { Db } from '../../../db/client';
import { hanhDong, quyen } from '../../../db/schema';
import { DEFAULT_API_RULES } from '../../../db/seed-rules';
import { unprocessable } from '../../../http-error';
import type { GuardedRoute } from '../../../plugins/rbac';
import { OWN_OR_GRANTED_ROUTES } from '../../../plugins/rbac';
import { loadRules } from '../rbac/repo';

type Rule = { id: number; method: string; urlPattern: string; idQuyen: number };
type Permission = { code: string; idChucNang: number; action: string };

const BUILT_IN = compileRules(DEFAULT_API_RULES.map(([method, urlPattern, code]) => ({ method, urlPattern, code })));
/** A segment no rule names: where a route has a parameter, any value may come. */
const PARAM = '\u0000param';
const samplePath = (url: string) => url.replace(/:[^/]+/g, PARAM);

async function permissions(tx: Db): Promise<Map<number, Permission>> {
  const rows = await tx
    .select({ id: quyen.idQuyen, code: quyen.maQuyen, idChucNang: quyen.idChucNang, action: hanhDong.maHanhDong })
    .from(quyen)
    .innerJoin(hanhDong, eq(hanhDong.idHanhDong, quyen.idHanhDong));
  return new Map(rows.map((r) => [r.id, r]));
}

/** `granted` is at least as strong as `builtIn`: the same one, or another right of its module when that is XEM. */
function atLeastAsStrong(granted: Permission | undefined, builtIn: Permission | undefined): boolean {
  if (!granted || !builtIn) return false;
  if (granted.code === builtIn.code) return true;
  return builtIn.action === 'XEM' && granted.idChucNang === builtIn.idChucNang;
}

/**
 * The first guarded route whose parameter the pattern fills with a literal, if any. A literal that
 * names a route of its own (`/api/xe/options` next to `/api/xe/:id`) shadows nothing: the router
 * sends those requests to that route.
 */
export function shadowedRoute(method: string, pattern: string, routes: readonly GuardedRoute[]) {
  const segments = parseUrlPattern(pattern);
  if (typeof segments === 'string') return undefined;
  const m = method.toUpperCase();
  const exists = new Set(routes.map((r) => `${r.method} ${r.url}`));
  return routes.find((r) => {
    if (r.access === 'public' || (m !== '*' && m !== r.method)) return false;
    const parts = r.url.slice(1).split('/');
    const concrete = [...parts];
    let literalOnParam = false;
    for (const [i, s] of segments.entries()) {
      if (s.kind === 'rest') break;
      const part = parts[i];
      if (part === undefined) return false;
      if (s.kind === 'literal') {
        if (part.startsWith(':')) {
          literalOnParam = true;
          concrete[i] = s.value;
        } else if (part !== s.value) return false;
      }
    }
    const rest = segments.at(-1)?.kind === 'rest';
    if (!rest && segments.length !== parts.length) return false;
    return literalOnParam && !exists.has(`${r.method} /${concrete.join('/')}`);
  });
}

export class RuleGuard {
  constructor(private readonly routes: () => readonly GuardedRoute[]) {}

  /** Refuses a pattern that shadows a guarded parameter (before anything is written). */
  checkPattern(method: string, urlPattern: string) {
    const route = shadowedRoute(method, urlPattern, this.routes());
    if (route) throw unprocessable(API_PERMISSION_MESSAGES.literalShadow(route.method, route.url));
  }

  /** Runs a rule change on `tx`, then refuses it (rolling back) if it weakens any route. */
  async around<T>(tx: Db, change: () => Promise<T>): Promise<T> {
    const before = compileRules<Rule>(await loadRules(tx));
    const result = await change();
    const after = compileRules<Rule>(await loadRules(tx));
    const perms = await permissions(tx);
    const byCode = new Map([...perms.values()].map((p) => [p.code, p]));
    for (const route of this.routes()) {
      if (route.access === 'public') continue;
      const path = samplePath(route.url);
      const now = findRule(after, route.method, path);
      if (!now) continue; // nobody but administrators: never weaker
      const was = findRule(before, route.method, path);
      if (was && was.id === now.id && was.idQuyen === now.idQuyen) continue;
      const builtIn = findRule(BUILT_IN, route.method, path);
      if (!builtIn) {
        // Pure self-service routes serve the caller's own data whatever a rule says.
        if (route.access === 'self' && !(`${route.method} ${route.url}` in OWN_OR_GRANTED_ROUTES)) continue;
        throw unprocessable(API_PERMISSION_MESSAGES.opensRoute(route.method, route.url));
      }
      if (!atLeastAsStrong(perms.get(now.idQuyen), byCode.get(builtIn.code))) {
        throw unprocessable(API_PERMISSION_MESSAGES.weaker(route.method, route.url, builtIn.code));
      }
    }
    return result;
  }
}
