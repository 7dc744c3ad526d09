import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@/contracts/envelope';
import { ROUTE_PAGES, routePageFor } from '@/shared/route-pages';
import { API_NOT_FOUND_MESSAGE } from './errors';

const NEVER_CACHE = new Set([
  '/sw.js',
  '/index.html',
  ...Object.values(ROUTE_PAGES).map((page) => `/${page}`),
  '/manifest.webmanifest',
  '/registerSW.js',
]);

/**
 * Serves the built PWA and answers what no route matched: `/api/*` gets a JSON 404, an
 * app route (a navigation without a file extension) gets the shell so deep links work.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
  // A build without the route pages (an older dist) still serves the shell for their paths.
  const routePages = new Set(Object.values(ROUTE_PAGES).filter((page) => root && existsSync(path.join(root, page))));
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      // dist/assets/*.br and *.gz, compressed at build (vite.config.ts, precompressAssets).
      preCompressed: true,
      // dist/.vite (manifest.json, chunk-modules.json) says what each chunk holds: a build detail,
      // not for browsers.
      dotfiles: 'ignore',
      setHeaders(reply, filePath) {
        const rel = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
        if (rel.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (NEVER_CACHE.has(rel)) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: API_NOT_FOUND_MESSAGE, code: ErrorCode.NOT_FOUND });
    }
    const isNavigation =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !pathname.startsWith('/docs') &&
      !path.posix.basename(pathname).includes('.');
    if (root && isNavigation) {
      // /login's and /tai-xe's pages preload their route's chunks (src/shared/route-pages.ts).
      const routePage = routePageFor(pathname);
      const page = routePage && routePages.has(routePage) ? routePage : 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    }
    return reply.status(404).send({ message: 'Không tìm thấy tài nguyên.', code: ErrorCode.NOT_FOUND });
  });
});
