/** Shared steps of the work-management API tests: sign in the demo users, build a workspace. */
import type { Column, Task, Workspace } from '@/contracts/work';
import { userId } from '../helpers/driver';
import { bearer, login, type TestApp } from '../helpers/test-app';

export type Who = 'admin' | 'dieuphoi' | 'ketoan' | 'nhanvien1' | 'taixe1' | 'taixe2' | 'taixe3' | 'bientap1';

export async function workClient(t: TestApp, users: readonly Who[]) {
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;
  for (const u of users) {
    tokens[u] = (await login(t.app, u)).accessToken;
    ids[u] = await userId(t.db, u);
  }
  const call = async (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...bearer(tokens[who]), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  /** A workspace by `admin` (holds CONG_VIEC_THEM) with the given columns, `manager` as manager. */
  const workspace = async (opts: { author?: Who; managers?: Who[]; columns?: string[] } = {}) => {
    const author = opts.author ?? 'admin';
    const ws = await call(author, 'POST', '/api/workspaces', {
      tieuDe: `Kho ${Math.random().toString(36).slice(2, 8)}`,
      managerIds: (opts.managers ?? []).map((m) => ids[m]),
    });
    if (ws.status !== 201) throw new Error(JSON.stringify(ws.body));
    const w = ws.body.data as Workspace;
    const columns: Column[] = [];
    for (const tenCot of opts.columns ?? ['Cần làm', 'Đang làm', 'Hoàn thành']) {
      const c = await call(author, 'POST', `/api/workspaces/${w.id}/columns`, { tenCot });
      if (c.status !== 201) throw new Error(JSON.stringify(c.body));
      columns.push(c.body.data as Column);
    }
    return { ws: w, columns };
  };
  const task = async (who: Who, wsId: number, columnId: number, body: Record<string, unknown> = {}) => {
    const r = await call(who, 'POST', `/api/workspaces/${wsId}/columns/${columnId}/tasks`, {
      tieuDe: 'Kiểm kê kho',
      ...body,
    });
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
    return r.body.data as Task;
  };
  const board = async (who: Who, wsId: number, query = '') => {
    const r = await call(who, 'GET', `/api/workspaces/${wsId}/columns${query}`);
    if (r.status !== 200) throw new Error(JSON.stringify(r.body));
    return r.body.data as Column[];
  };
  return { tokens, ids, call, workspace, task, board };
}
