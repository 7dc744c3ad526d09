import { existsSync } from 'node:fs';
import { type BrowserContext, chromium } from '@playwright/test';

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

/**
 * Chromium features turned off. Headless Chromium 156 preloads the address bar's web-UI popup
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own for every new tab, which a phone's
 * app never has: traced, it took ~1.9 s of CPU during each measured start, on a two-core machine
 * the page's main thread's time (bench:offline-start). Chromium keeps only the last
 * --disable-features switch, so this one repeats what Playwright (1.65) disables itself.
 */
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  // Playwright's own list (chromiumSwitches.ts), which the switch above would otherwise drop.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** Flags that keep headless Chromium quiet on a machine with no internet and as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/** Chromium's fake camera, granted without a prompt: photo fields take real captures. */
export const FAKE_CAMERA_ARGS = [
  ...CHROMIUM_ARGS,
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** Where the e2e phones are (Hồ Chí Minh City, District 1). */
export const PHONE_POSITION = { latitude: 10.776_889, longitude: 106.700_806, accuracy: 15 };

/** How often the emulated GPS measures again: well inside the app's 30-s limit for a usable fix. */
const GPS_REFRESH_MS = 5_000;

/**
 * Keeps the context's emulated position fresh, as a phone's GPS is: Chromium (156.0.8078.108) stamps
 * an emulated fix with the time the override was set, not the time it is read, so 30 s after a
 * context opens every fix looks stale and the app (rightly) reports no position. Re-setting the
 * override every few seconds makes each reading a recent measurement; stops with the context.
 */
export function keepPositionFresh(context: BrowserContext, position = PHONE_POSITION): void {
  const timer = setInterval(() => void context.setGeolocation(position).catch(() => undefined), GPS_REFRESH_MS);
  context.on('close', () => clearInterval(timer));
}

/** `test.use` for a driver's phone: 390×844, the fake camera and a fixed position. */
export const DRIVER_PHONE = {
  viewport: { width: 390, height: 844 },
  permissions: ['camera', 'geolocation'],
  geolocation: PHONE_POSITION,
  launchOptions: { executablePath: findChromium(), args: FAKE_CAMERA_ARGS },
};
