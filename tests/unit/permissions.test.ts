import { describe, expect, it } from 'vitest';
import { isAdministrator, MODULES, PERMISSION_CODES } from '@/contracts/permissions';
import { compileRules, findRule, parseUrlPattern, URL_PATTERN_MESSAGES } from '@/contracts/rbac';

describe('the permission catalogue', () => {
  it('codes are MODULE_ACTION, unique, and hold the decisions the console checks', () => {
    expect(new Set(PERMISSION_CODES).size).toBe(PERMISSION_CODES.length);
    expect(PERMISSION_CODES.length).toBe(MODULES.reduce((n, m) => n + m.actions.length, 0));
    expect(PERMISSION_CODES).toEqual(
      expect.arrayContaining([
        'XANG_DAU_DUYET',
        'BAO_DUONG_DUYET',
        'BAO_DUONG_THANH_TOAN',
        'BAO_DUONG_HUY',
        'BAO_DUONG_SUA',
      ]),
    );
  });

  it.each([
    ['admin', null, true],
    ['Admin', 'NHAN_VIEN', true],
    ['someone', 'QUAN_TRI', true],
    ['dieuphoi', 'DIEU_PHOI', false],
    ['administrator', null, false],
  ])('isAdministrator(%s, %s) is %s', (tenDangNhap, maChucVu, expected) => {
    expect(isAdministrator({ tenDangNhap, maChucVu })).toBe(expected);
  });
});

describe('API rule URL patterns (src/contracts/rbac.ts)', () => {
  it.each([
    ['xe/**', URL_PATTERN_MESSAGES.prefix],
    ['/api', URL_PATTERN_MESSAGES.prefix],
    ['/api/**/x', URL_PATTERN_MESSAGES.doubleStar],
    ['/api/xe**', URL_PATTERN_MESSAGES.doubleStar],
    ['/api/xe/a b', URL_PATTERN_MESSAGES.segment],
    ['/api/xe//1', URL_PATTERN_MESSAGES.segment],
    ['/api/xe?x=1', URL_PATTERN_MESSAGES.segment],
  ])('refuses %s', (pattern, message) => {
    expect(parseUrlPattern(pattern)).toBe(message);
  });

  const rule = (id: number, method: string, urlPattern: string) => ({ id, method, urlPattern });
  const rules = compileRules([
    rule(1, 'GET', '/api/xe/**'),
    rule(2, 'PUT', '/api/xe/{id}'),
    rule(3, 'GET', '/api/xe/options'),
    rule(4, '*', '/api/bao-duong-xe/**'),
    rule(5, 'POST', '/api/bao-duong-xe/{id}/duyet'),
    rule(6, 'POST', '/api/bao-duong-xe/:id/huy'),
    rule(7, 'GET', '/api/xe'),
    rule(8, 'GET', '/api/*/x'),
    rule(9, 'GET', 'not a pattern'),
  ]);
  const id = (method: string, url: string) => findRule(rules, method, url)?.id;

  it('a literal beats {id}, which beats **; an exact method beats *', () => {
    expect(id('GET', '/api/xe/options')).toBe(3);
    expect(id('GET', '/api/xe/5')).toBe(1);
    expect(id('PUT', '/api/xe/5')).toBe(2);
    expect(id('POST', '/api/bao-duong-xe/5/duyet')).toBe(5);
    expect(id('POST', '/api/bao-duong-xe/5/huy')).toBe(6);
    expect(id('POST', '/api/bao-duong-xe/5/bao-gia')).toBe(4);
    expect(id('DELETE', '/api/bao-duong-xe')).toBe(4);
    // The exact pattern beats ** matching nothing; `*` matches one segment.
    expect(id('GET', '/api/xe')).toBe(7);
    expect(id('GET', '/api/giay-to/x')).toBe(8);
  });

  it('matches whole segments, ignores the query, reads HEAD as GET and decodes the path', () => {
    expect(id('GET', '/api/xe-assignments')).toBeUndefined();
    expect(id('GET', '/api/xe/5?page=1&x=/api/bao-duong-xe')).toBe(1);
    expect(id('HEAD', '/api/xe/options')).toBe(3);
    expect(id('POST', '/api/bao-duong-xe/5/%64uyet')).toBe(5);
    expect(id('POST', '/api/bao-duong-xe/5/%E0%A4%A')).toBeUndefined();
    expect(id('PUT', '/api/xe/')).toBe(undefined);
    expect(id('DELETE', '/api/xe/5')).toBeUndefined();
  });
});
