/**
 * An HTTP proxy in front of the bench server that plays a phone's link: `pass` forwards every
 * request; `no data` resets the connection of every API request at once (bars but no data), `no
 * answer` never answers them, `down` resets every request (no network at all). Requests made by the
 * page and by its service worker alike, with no browser instrumentation (bare-chromium.ts).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { onCleanup } from './process';

export type LinkMode = 'pass' | 'no data' | 'no answer' | 'down';

export interface FaultProxy {
  baseUrl: string;
  setMode(mode: LinkMode): void;
  close(): Promise<void>;
}

export async function startFaultProxy(targetPort: number, port: number): Promise<FaultProxy> {
  let mode: LinkMode = 'pass';
  const held = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const api = (req.url ?? '').startsWith('/api/');
    if (mode === 'down' || (api && mode === 'no data')) {
      req.socket.destroy();
      return;
    }
    if (api && mode === 'no answer') {
      held.add(req.socket);
      req.socket.once('close', () => held.delete(req.socket));
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = onCleanup(`stop fault proxy :${port}`, async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    baseUrl: `http://localhost:${port}`,
    setMode(next) {
      mode = next;
      // What a held request waited for never comes; the next mode starts with free connections.
      for (const socket of held) socket.destroy();
      held.clear();
    },
    close,
  };
}
