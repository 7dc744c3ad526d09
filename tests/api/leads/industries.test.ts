/**
 * Industries (spec 001 §3, §5, §7, §8): the dropdown's full list, pages of 10 newest first, add /
 * edit / delete with the §8 texts, a name unique whatever its case, an industry still carried by a
 * company refused on delete, and who may: marketing1 all, bientap1 reads, taixe1 nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRY_MESSAGES } from '@/contracts/leads';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['marketing1', 'bientap1', 'taixe1']) tok[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(tok[user] as string) });

describe('industries', () => {
  it('lists all by name for the dropdowns and pages of 10, newest first', async () => {
    const all = (await call('marketing1', 'GET', '/api/industries/all')).json().data as { id: number; name: string }[];
    expect(all.length).toBeGreaterThanOrEqual(12);
    const names = all.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'vi')));
    expect(names.indexOf('Điện tử')).toBeGreaterThan(names.indexOf('Dược phẩm'));

    const page = (await call('marketing1', 'GET', '/api/industries')).json().data;
    expect(page).toMatchObject({ number: 0, size: 10, first: true, totalElements: all.length });
    expect(page.content).toHaveLength(10);
    expect(page.content[0].id).toBe(Math.max(...all.map((i) => i.id)));
    const big = (await call('marketing1', 'GET', '/api/industries?page=0&size=100')).json().data;
    expect(big.content).toHaveLength(all.length);
  });

  it('adds, edits and deletes with the §8 texts; the name is trimmed and unique whatever its case', async () => {
    const added = await call('marketing1', 'POST', '/api/industries', { name: '  Logistics lạnh  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      data: { id: expect.any(Number), name: 'Logistics lạnh' },
      message: 'Thêm thành công',
    });
    const id = added.json().data.id;

    const twice = await call('marketing1', 'POST', '/api/industries', { name: 'LOGISTICS LẠNH' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ngành nghề "Logistics lạnh" đã tồn tại.');

    const edited = await call('marketing1', 'PUT', `/api/industries/${id}`, { name: 'Logistics Lạnh' });
    expect(edited.json()).toEqual({ data: { id, name: 'Logistics Lạnh' }, message: 'Cập nhật thành công' });
    const clash = await call('marketing1', 'PUT', `/api/industries/${id}`, { name: 'dệt may' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Ngành nghề "Dệt may" đã tồn tại.');

    const deleted = await call('marketing1', 'DELETE', `/api/industries/${id}`);
    expect(deleted.json()).toEqual({ data: null, message: 'Xóa thành công' });
    const again = await call('marketing1', 'DELETE', `/api/industries/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(INDUSTRY_MESSAGES.notFound);
    const gone = await call('marketing1', 'PUT', `/api/industries/${id}`, { name: 'x' });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a blank or too long name and unknown fields', async () => {
    for (const payload of [{}, { name: '   ' }]) {
      const res = await call('marketing1', 'POST', '/api/industries', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INDUSTRY_MESSAGES.nameRequired);
    }
    const long = await call('marketing1', 'POST', '/api/industries', { name: 'x'.repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(INDUSTRY_MESSAGES.nameTooLong);
    const extra = await call('marketing1', 'POST', '/api/industries', { name: 'Ngành A', id: 5 });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses to delete an industry companies or customers still carry, saying how many', async () => {
    const { id } = (await call('marketing1', 'POST', '/api/industries', { name: 'Ngành đang dùng' })).json().data;
    const made = await call('marketing1', 'POST', '/api/companies', {
      companyId: 'IND-USE-1',
      name: 'Công ty dùng ngành',
      industryIds: [id],
    });
    expect(made.statusCode).toBe(201);
    const res = await call('marketing1', 'DELETE', `/api/industries/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INDUSTRY_MESSAGES.inUse(1, 0));
    await call('marketing1', 'DELETE', '/api/companies/IND-USE-1');
    expect((await call('marketing1', 'DELETE', `/api/industries/${id}`)).statusCode).toBe(200);
  });

  it('bientap1 reads only; a driver is refused everything', async () => {
    expect((await call('bientap1', 'GET', '/api/industries/all')).statusCode).toBe(200);
    expect((await call('bientap1', 'GET', '/api/industries')).statusCode).toBe(200);
    const add = await call('bientap1', 'POST', '/api/industries', { name: 'Không được' });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe(FORBIDDEN_MESSAGE);
    expect((await call('bientap1', 'PUT', '/api/industries/1', { name: 'x' })).statusCode).toBe(403);
    expect((await call('bientap1', 'DELETE', '/api/industries/1')).statusCode).toBe(403);
    for (const url of ['/api/industries/all', '/api/industries'])
      expect((await call('taixe1', 'GET', url)).statusCode).toBe(403);
    expect((await call('taixe1', 'POST', '/api/industries', { name: 'x' })).statusCode).toBe(403);
  });
});
