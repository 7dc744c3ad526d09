import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES, routePageFor } from '@/shared/route-pages';

describe('routePageFor: which page a navigation is answered with', () => {
  it('gives the login form and the driver dashboard their own pages', () => {
    expect(routePageFor('/login')).toBe('login.html');
    expect(routePageFor('/tai-xe')).toBe('tai-xe.html');
  });

  it('ignores a trailing slash', () => {
    expect(routePageFor('/tai-xe/')).toBe('tai-xe.html');
    expect(routePageFor('/login//')).toBe('login.html');
  });

  it('answers index.html (undefined) for every other path, a sub-path and a prototype key included', () => {
    for (const pathname of ['/', '/tai-xe/don-hang', '/quan-ly-xe', '/TAI-XE', '/constructor', '/__proto__', ''])
      expect(routePageFor(pathname)).toBeUndefined();
  });

  it('names each page once, as a plain HTML file beside index.html', () => {
    const pages = Object.values(ROUTE_PAGES);
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of pages) expect(page).toMatch(/^[a-z-]+\.html$/);
    expect(pages).not.toContain('index.html');
  });
});
