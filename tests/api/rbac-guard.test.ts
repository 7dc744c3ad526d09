/**
 * The RBAC guard over every registered /api route (server/plugins/rbac.ts): the route × role
 * matrix is generated from the routes the app registered, so a route added without a rule (or a
 * self-service entry) fails here by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_MESSAGE } from '@/contracts/auth';
import { isAdministrator } from '@/contracts/permissions';
import { compileRules, FORBIDDEN_MESSAGE, findRule } from '@/contracts/rbac';
import { grantsOfUser, loadRules } from '../../server/modules/admin/rbac/repo';
import { type GuardedRoute, OWN_OR_GRANTED_ROUTES, SELF_SERVICE_ROUTES } from '../../server/plugins/rbac';
import { userId } from './helpers/driver';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

const USERS = ['taixe1', 'nhanvien1', 'ketoan', 'dieuphoi', 'admin'] as const;

let t: TestApp;
let routes: GuardedRoute[];
let rules: Awaited<ReturnType<typeof compileRulesFromDb>>;
const tokens: Record<string, string> = {};
const grants: Record<string, { admin: boolean; ids: Set<number> }> = {};

const compileRulesFromDb = async () => compileRules(await loadRules(t.db));

/**
 * A concrete URL for a route: ids that do not exist, so a request that passes the guard ends in
 * 400/404 instead of changing anything.
 */
const sample = (url: string) =>
  url
    .replace(/:code\b/g, 'KHONG_CO')
    .replace(/^\/api\/files\/:id$/, '/api/files/khongcotep0000')
    .replace(/:[A-Za-z]+/g, '999999');

const key = (r: GuardedRoute) => `${r.method} ${r.url}`;
const inject = (r: GuardedRoute, token?: string) =>
  t.app.inject({
    method: r.method as 'GET',
    url: sample(r.url),
    headers: token ? bearer(token) : {},
  });

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.rbac.routes();
  rules = await compileRulesFromDb();
  for (const u of USERS) {
    tokens[u] = (await login(t.app, u)).accessToken;
    const g = await grantsOfUser(t.db, await userId(t.db, u));
    if (!g) throw new Error(u);
    grants[u] = { admin: isAdministrator(g), ids: new Set(g.quyen.map((q) => q.idQuyen)) };
  }
});
afterAll(async () => {
  await t.close();
});

/**
 * The reviewed self-service lists, written out: a route on them passes the guard without any
 * permission, so adding one (an office route by mistake) must be a visible change to this test,
 * reviewed with the service's ownership check — not a line slipped into server/plugins/rbac.ts.
 */
const REVIEWED_SELF_SERVICE = [
  'DELETE /api/dang-ky-thong-bao',
  'GET /api/auth/me',
  'GET /api/bao-duong-xe/cua-toi',
  'GET /api/cham-cong/my',
  'GET /api/cham-cong/my/history',
  'GET /api/cham-cong/my/month-grid',
  'GET /api/cham-cong/my/stats',
  'GET /api/cham-cong/my/today',
  'GET /api/checklist/cua-toi',
  'GET /api/dang-ky-thong-bao/me',
  'GET /api/dang-ky-thong-bao/vapid-public-key',
  'GET /api/don-hang/cua-toi',
  'GET /api/files/:id',
  'GET /api/ho-so-xe/cua-toi',
  'GET /api/lenh/my',
  'GET /api/thong-bao',
  'GET /api/xang-dau/cua-toi',
  'GET /api/xe-assignments/me/current',
  'POST /api/bao-duong-xe/su-co-sos',
  'POST /api/cham-cong/check-in',
  'POST /api/cham-cong/check-out',
  'POST /api/checklist/submit',
  'POST /api/dang-ky-thong-bao',
  'POST /api/don-hang/:id/bat-dau-giao',
  'POST /api/don-hang/:id/den-diem-giao',
  'POST /api/don-hang/:id/den-diem-lay',
  'POST /api/don-hang/:id/hoan-thanh',
  'POST /api/don-hang/:id/lay-hang-xong',
  'POST /api/don-hang/:id/nhan-don',
  'POST /api/don-hang/:id/that-bai',
  'POST /api/images/upload',
  'POST /api/lenh/:id/check-in',
  'POST /api/lenh/:id/check-out',
  'POST /api/lenh/:id/confirm',
  'POST /api/xang-dau',
  'POST /api/xe-assignments/events',
  'PUT /api/thong-bao/:id/doc',
  'PUT /api/thong-bao/doc-tat-ca',
];
const REVIEWED_OWN_OR_GRANTED = [
  'GET /api/bao-duong-xe/:id',
  'GET /api/checklist/hang-muc-cho-xe',
  'GET /api/checklist/log/:id',
  'GET /api/don-hang/:id',
  'GET /api/giay-to/theo-nguoi-dung/:id',
  'GET /api/lenh/:id',
  'GET /api/xang-dau/:id',
  'GET /api/xe-assignments/history/by-driver/:id',
  'POST /api/bao-duong-xe/:id/bao-gia',
  'POST /api/bao-duong-xe/:id/bat-dau',
  'POST /api/bao-duong-xe/:id/hoan-thanh',
  // Work management (issue 14): members reach their workspaces; CONG_VIEC_* widens to all.
  'DELETE /api/tasks/:taskId/comments/:commentId',
  'DELETE /api/tasks/:taskId/comments/:commentId/pin',
  'DELETE /api/tasks/:taskId/users/:userId',
  'DELETE /api/workspaces/:id',
  'DELETE /api/workspaces/:id/columns/:columnId',
  'DELETE /api/workspaces/:id/columns/:columnId/tasks/:taskId',
  'GET /api/archived-tasks',
  'GET /api/nhat-ky-hoat-dong/:taskId',
  'GET /api/tasks/:taskId',
  'GET /api/tasks/:taskId/comments',
  'GET /api/tasks/:taskId/users',
  'GET /api/workspaces',
  'GET /api/workspaces/:id',
  'GET /api/workspaces/:id/columns',
  'GET /api/workspaces/:id/members',
  'POST /api/tasks/:taskId/comments',
  'POST /api/tasks/:taskId/comments/:commentId/pin',
  'POST /api/tasks/:taskId/users',
  'POST /api/workspaces/:id/columns',
  'POST /api/workspaces/:id/columns/:columnId/assign-users',
  'POST /api/workspaces/:id/columns/:columnId/sync-tasks',
  'POST /api/workspaces/:id/columns/:columnId/tasks',
  'PUT /api/tasks/:taskId/comments/:commentId',
  'PUT /api/workspaces/:id',
  'PUT /api/workspaces/:id/columns/:columnId',
  'PUT /api/workspaces/:id/columns/:columnId/tasks/:taskId',
  'PUT /api/workspaces/:id/columns/:columnId/tasks/:taskId/status',
  // Live boards and statistics (issue 14): the same membership rule (work/visibility.ts).
  'GET /api/workspaces/:id/events',
  'GET /api/dashboard/workspaces/:id/statistics',
  'GET /api/dashboard-tong-quan-cong-viec',
  'GET /api/dashboard-tong-quan-cong-viec/tasks',
  'GET /api/dashboard-tong-quan-cong-viec/theo-khong-gian-lam-viec',
  // CTAs (issue 15): marketing reads with MARKETING_XEM (rule), writers with BAI_VIET_XEM (service).
  'GET /api/ctas',
];

describe('the self-service lists', () => {
  it('are exactly the reviewed ones', () => {
    expect(Object.keys(SELF_SERVICE_ROUTES).sort()).toEqual(REVIEWED_SELF_SERVICE);
    expect(Object.keys(OWN_OR_GRANTED_ROUTES).sort()).toEqual([...REVIEWED_OWN_OR_GRANTED].sort());
  });

  it('are exactly the routes the guard lets through without a rule', () => {
    const self = t.app.rbac
      .routes()
      .filter((r) => r.access === 'self')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(self).toEqual([...REVIEWED_SELF_SERVICE, ...REVIEWED_OWN_OR_GRANTED].sort());
  });
});

describe('every /api route is guarded', () => {
  it('collects the registered routes (the list the matrix below walks)', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map(key)).toEqual(
      expect.arrayContaining(['GET /api/xe', 'POST /api/auth/login', 'GET /api/auth/me']),
    );
    expect(routes.find((r) => r.url === '/api/health')?.access).toBe('public');
  });

  it('has a rule, is public, or is on the self-service list', () => {
    const unguarded = routes.filter((r) => r.access === 'rule' && !findRule(rules, r.method, sample(r.url))).map(key);
    expect(unguarded, `routes without an API-permission rule: ${unguarded.join(', ')}`).toEqual([]);
  });

  it('the self-service lists name registered routes only; own-or-granted ones have the rule that widens them', () => {
    const registered = new Set(routes.map(key));
    const stale = [...Object.keys(SELF_SERVICE_ROUTES), ...Object.keys(OWN_OR_GRANTED_ROUTES)].filter(
      (k) => !registered.has(k),
    );
    expect(stale).toEqual([]);
    const withoutRule = Object.keys(OWN_OR_GRANTED_ROUTES).filter((k) => {
      const [method = '', url = ''] = k.split(' ');
      return !findRule(rules, method, sample(url));
    });
    expect(withoutRule).toEqual([]);
  });
});

describe('route × role', () => {
  it('no token: 401 everywhere but the public routes', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await inject(r);
      const unauthenticated = res.statusCode === 401 && res.json().message === UNAUTHENTICATED_MESSAGE;
      if (unauthenticated === (r.access === 'public')) wrong.push(`${key(r)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(USERS)(
    '%s: 403 without the rule’s permission, through with it; self-service always through',
    async (user) => {
      const token = tokens[user] as string;
      const g = grants[user] as { admin: boolean; ids: Set<number> };
      const wrong: string[] = [];
      let allowed = 0;
      let denied = 0;
      for (const r of routes.filter((r) => r.access !== 'public')) {
        const res = await inject(r, token);
        const rule = findRule(rules, r.method, sample(r.url));
        const holds = g.admin || (rule !== undefined && g.ids.has(rule.idQuyen));
        const refusedByGuard = res.statusCode === 403 && res.json().message === FORBIDDEN_MESSAGE;
        if (res.statusCode === 401) wrong.push(`${key(r)} → 401`);
        else if (r.access === 'self' || holds) {
          // Through the guard: whatever the handler says about id 999999 or an empty body (a
          // self-service route may still refuse: assertDriver, someone else's record).
          if (r.access === 'rule' && res.statusCode === 403) wrong.push(`${key(r)} → 403 ${res.json().message}`);
          allowed++;
        } else if (!refusedByGuard) wrong.push(`${key(r)} → ${res.statusCode}, expected 403`);
        else denied++;
      }
      expect(wrong).toEqual([]);
      expect(allowed).toBeGreaterThan(0);
      if (user === 'admin') expect(denied).toBe(0);
      else expect(denied).toBeGreaterThan(0);
    },
  );

  it('an office route outside the matrix: ketoan reads vehicles, cannot add one; dieuphoi can', async () => {
    const body = { bienSo: '99A-000.01', loaiXeId: 1 };
    const byAccountant = await t.app.inject({
      method: 'POST',
      url: '/api/xe',
      payload: body,
      headers: bearer(tokens.ketoan as string),
    });
    expect(byAccountant.statusCode).toBe(403);
    expect(byAccountant.json()).toEqual({ message: FORBIDDEN_MESSAGE, code: 'FORBIDDEN' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/xe', headers: bearer(tokens.ketoan as string) })).statusCode,
    ).toBe(200);
    const byDispatcher = await t.app.inject({
      method: 'POST',
      url: '/api/xe',
      payload: body,
      headers: bearer(tokens.dieuphoi as string),
    });
    expect(byDispatcher.statusCode).toBe(201);
  });
});
