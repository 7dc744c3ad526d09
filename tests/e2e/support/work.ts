import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiGet, apiPost, headers, writeKey } from './api';

type Column = {
  id: number;
  tenCot: string;
  tasks: { id: number; tieuDe: string; workColumnId: number; viTri: number }[];
};

/** The board as the server has it (every period: the test's tasks were made today anyway). */
export const boardOf = (request: APIRequestContext, token: string, workspaceId: number) =>
  apiGet<Column[]>(request, token, `/api/workspaces/${workspaceId}/columns?period=all`);

/** The column a task is in on the server, and its place there. */
export async function whereIs(request: APIRequestContext, token: string, workspaceId: number, taskId: number) {
  for (const c of await boardOf(request, token, workspaceId)) {
    const t = c.tasks.find((x) => x.id === taskId);
    if (t) return { column: c.tenCot, viTri: t.viTri };
  }
  return null;
}

export const createTask = (
  request: APIRequestContext,
  token: string,
  workspaceId: number,
  columnId: number,
  tieuDe: string,
  more: Record<string, unknown> = {},
) =>
  apiPost<{ id: number }>(
    request,
    token,
    `/api/workspaces/${workspaceId}/columns/${columnId}/tasks`,
    { tieuDe, ...more },
    201,
  );

export async function moveTask(
  request: APIRequestContext,
  token: string,
  workspaceId: number,
  from: number,
  taskId: number,
  body: { workColumnId: number; viTri: number },
) {
  const res = await request.put(`/api/workspaces/${workspaceId}/columns/${from}/tasks/${taskId}`, {
    headers: headers(token, writeKey('M')),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A column of the board on screen, by its title. */
export const columnOn = (page: Page, title: string): Locator => page.getByRole('region', { name: `Cột ${title}` });
/** A card on screen, by its title (the card is labelled with it). */
export const cardOn = (scope: Page | Locator, title: string): Locator =>
  scope.locator(`[data-task-id][aria-label="${title}"]:not([data-dnd-placeholder])`);
