import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
// One data dir per port, so two suites on different E2E_PORTs never wipe each other's database.
const DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
/** The fake OpenAI-compatible model (tests/support/fake-openai.ts) the app server writes with. */
export const FAKE_AI_PORT = E2E_PORT + 1000;
/** The fake WordPress (tests/support/fake-wordpress.ts) the article specs add as a site. */
export const FAKE_WP_PORT = E2E_PORT + 2000;
/** The fake Facebook Graph API (tests/support/fake-graph.ts) the fanpage screens post to. */
export const FAKE_GRAPH_PORT = E2E_PORT + 3000;
/** The fake automation webhook receiver (tests/support/fake-webhook.ts) the relays post to. */
export const FAKE_WEBHOOK_PORT = E2E_PORT + 4000;
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret';

// End-to-end in real Chromium against the real server (built PWA + API on a fresh embedded DB).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // CI machines run these beside PGlite, two Chromiums and the service worker's first precache on two
  // cores: the longer stories (two browsers, ~25 steps) took 65–70 s there, every step answered.
  timeout: process.env.CI ? 120_000 : 60_000,
  // Same reason: allow slow renders.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  // One server and one demo database serve every spec. The driver's offline shift asserts exact
  // odometers and report counts on taixe1/taixe2's vehicles, so it runs before the console specs
  // (which approve reports and finish repairs on those vehicles); they then run in parallel.
  projects: [
    { name: 'driver-shift', testMatch: /driver-offline\.spec\.ts/ },
    // The WordPress screens count and edit the fake site's posts; the writer pushes a post to the
    // same fake site. The counting spec runs before the others, so no other spec's post lands in it.
    // It shares nothing with the driver's shift: the two run at once, one per worker (one worker
    // sat idle for ~1.5 min while they ran one after the other).
    { name: 'wordpress-site', testMatch: /articles-wordpress\.spec\.ts/ },
    {
      name: 'app',
      testIgnore: /(driver-offline|articles-wordpress)\.spec\.ts/,
      dependencies: ['driver-shift', 'wordpress-site'],
    },
  ],
  webServer: [
    {
      command: `rm -rf ${DATA_DIR} && tsx server/main.ts`,
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
        AI_MODEL: 'fake',
        FACEBOOK_GRAPH_URL: `http://127.0.0.1:${FAKE_GRAPH_PORT}/v21.0`,
        // The fake model reads images: the quotation's photo → lines goes through it.
        AI_VISION: '1',
        AUTOMATION_BULK_WRITING_URL: `http://127.0.0.1:${FAKE_WEBHOOK_PORT}/bulk-writing`,
        AUTOMATION_YELLOW_PAGES_URL: `http://127.0.0.1:${FAKE_WEBHOOK_PORT}/yellow-pages`,
        AUTOMATION_SHARE_FANPAGE_URL: `http://127.0.0.1:${FAKE_WEBHOOK_PORT}/share-fanpage`,
        AUTOMATION_QUOTE_IMAGE_URL: `http://127.0.0.1:${FAKE_WEBHOOK_PORT}/quote-image`,
        AUTOMATION_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        AUTOMATION_ALLOW_PRIVATE: '1',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `tsx tests/support/fake-openai.ts --port ${FAKE_AI_PORT}`,
      url: `http://127.0.0.1:${FAKE_AI_PORT}/__requests`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `tsx tests/support/fake-wordpress.ts --port ${FAKE_WP_PORT}`,
      url: `http://127.0.0.1:${FAKE_WP_PORT}/wp-json/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `tsx tests/support/fake-graph.ts --port ${FAKE_GRAPH_PORT}`,
      url: `http://127.0.0.1:${FAKE_GRAPH_PORT}/__requests`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `tsx tests/support/fake-webhook.ts --port ${FAKE_WEBHOOK_PORT} --secret ${E2E_WEBHOOK_SECRET}`,
      url: `http://127.0.0.1:${FAKE_WEBHOOK_PORT}/__requests`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
