import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Chromium for e2e: CHROMIUM_PATH, Debian's /usr/bin/chromium, or a browser Playwright installed. */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    safe(() => chromium.executablePath()),
  ];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'Không tìm thấy Chromium cho e2e: cài bằng `sudo apt-get install -y chromium` hoặc đặt CHROMIUM_PATH=/đường/dẫn/chromium.',
    );
  }
  return found;
}

function safe(fn: () => string): string | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** Flags that keep headless Chromium quiet on a machine with no internet and as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
