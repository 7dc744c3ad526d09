import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DRIVER, installPageTools, launchChromium, loginThroughForm, newDriverContext, pageTool, waitForServiceWorker } from './lib/browser';
import { runBenchmark } from './lib/process';
import { distDir, ensureClientBuilt, startServer } from './lib/server';

await runBenchmark('scratch', 300_000, async () => {
  ensureClientBuilt();
  let t = Date.now();
  const server = await startServer();
  console.log('server', Date.now() - t);
  const browser = await launchChromium();
  const context = await newDriverContext(browser, server.baseUrl);
  const page = await context.newPage();
  await loginThroughForm(page, DRIVER.username, /\/tai-xe/);
  await page.getByRole('heading', { name: DRIVER.name }).waitFor();
  await waitForServiceWorker(page);
  console.log('logged in + sw', Date.now() - t);
  await installPageTools(page);
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, {file:string; assets?: string[]}>;
  const workerFile = Object.values(manifest).flatMap((c) => c.assets ?? []).find((a) => a.includes('compress.worker'));
  console.log('worker', workerFile);
  const cdp = await context.newCDPSession(page);
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    for (let i = 0; i < 3; i++) {
      const j = await pageTool(page, 'cameraJpeg', { seed: i, width: 4000, height: 3000, quality: 0.92 });
      const c = await pageTool(page, 'compressWithAppWorker', { workerUrl: `/${workerFile}`, maxSide: 1600, quality: 0.82 });
      console.log(rate, 'jpeg', Math.round(j.size / 1024), 'KiB', Math.round(j.ms), 'ms; out', Math.round(c.size / 1024), 'KiB', c.width, c.height, Math.round(c.ms), 'ms');
    }
  }
  // postData
  context.on('requestfinished', async (req) => {
    if (req.method() !== 'POST') return;
    const buf = req.postDataBuffer();
    const sizes = await req.sizes();
    console.log('req', req.url(), 'postDataBuffer', buf?.length, 'sizes', JSON.stringify(sizes), 'sw', Boolean(req.serviceWorker()));
  });
  context.on('requestfailed', async (req) => {
    if (req.method() !== 'POST') return;
    const buf = req.postDataBuffer();
    console.log('failed', req.url(), 'postDataBuffer', buf?.length);
  });
  await page.evaluate(`(async () => { const f = new FormData(); f.append('folderName','sos'); f.append('files', new Blob([new Uint8Array(300000)], {type:'image/jpeg'}), 'x.jpg'); const r = await fetch('/api/images/upload', {method:'POST', body: f}); return r.status; })()`);
  await page.evaluate(`(async () => { const r = await fetch('/api/xang-dau', {method:'POST', headers: {'content-type':'application/json'}, body: JSON.stringify({a: 'x'.repeat(1000)})}); return r.status; })()`);
  await page.waitForTimeout(1000);
  await server.stop();
  return 0;
});
