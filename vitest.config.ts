import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files share their worker's module cache (isolate: false): the server app, better-auth, Human and jsdom load
// once per worker instead of once per file, which was most of the suite's time. A file must therefore leave no
// global behind (unstub what it stubs, stop what it starts); Vitest still restores mocks between files.
// At least two workers even on two cores (Vitest's default there is one): many files wait on ffmpeg, sockets,
// queues and leases, and the other worker computes meanwhile.
const PRERENDER_TEST = 'apps/web/src/prerender.test.tsx';

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // A component test awaits several 5 s finds in turn; on a loaded two-core machine Vitest's 5 s default for
          // the whole test is reached before any one of them gives up.
          testTimeout: 30_000,
          exclude: [PRERENDER_TEST],
          setupFiles: ['./apps/web/src/test-kit/late-bound-fetch.ts', './apps/web/src/test-kit/dom-waits.ts', './apps/web/src/test-kit/dialog-element.ts'],
          isolate: false,
        },
      },
      {
        // The whole app hydrated, session provider included: it leaves the shared better-auth client in a state in
        // which the next file's auth calls never settle (shown by running it before forgot-password-dialog.test).
        // In a module context of its own it cannot.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-prerender',
          environment: 'jsdom',
          include: [PRERENDER_TEST],
          testTimeout: 30_000,
          setupFiles: ['./apps/web/src/test-kit/late-bound-fetch.ts', './apps/web/src/test-kit/dom-waits.ts', './apps/web/src/test-kit/dialog-element.ts'],
          isolate: true,
        },
      },
    ],
  },
});
