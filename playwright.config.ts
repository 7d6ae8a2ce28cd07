import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  timeout: 120_000,
  // Two specs at a time against the one server: much of a spec is waiting (recording in real time, analyses,
  // page loads), and each spec signs up its own users, so they do not see each other's data.
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run',
        '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: {
    command: `node e2e/serve.mjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
