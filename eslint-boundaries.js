import boundaries from 'eslint-plugin-boundaries';

// The direction of imports (docs/decisions/038-import-boundaries.md): app → features → shared, a feature
// never imports another feature, the web never imports the server, packages never import the apps.
// The server's composition root (apps/server/src/composition: the runtime, the HTTP app and its route modules,
// the database schema that gathers every feature's tables) wires the features together: it alone may import
// features, each through its public entry (its index.ts). Its entry points (main.ts, worker.ts, the CLI) start
// it; the shared layers never import a feature.
// On the web, main.tsx and app/ compose the features.
const elements = [
  { type: 'server-feature', partialMatch: false, pattern: 'apps/server/src/features/*', capture: ['feature'] },
  { type: 'server-composition', partialMatch: false, pattern: 'apps/server/src/composition' },
  { type: 'server-shared', partialMatch: false, pattern: 'apps/server/src' },
  { type: 'web-feature', partialMatch: false, pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-shared', partialMatch: false, pattern: 'apps/web/src' },
  { type: 'package', partialMatch: false, pattern: 'packages/*', capture: ['package'] },
];

const files = [
  { category: 'server-entry', pattern: ['apps/server/src/{main,worker}.ts', 'apps/server/src/cli/**'] },
  { category: 'web-composition', pattern: ['apps/web/src/main.tsx', 'apps/web/src/app/**'] },
  // Tests, test kits and fixtures drive the assembled app (a fixture may build runtimes, a test may use
  // another feature's test kit), so they may import anything of their own app.
  { category: 'test-support', pattern: ['**/*.test.{ts,tsx}', '**/*-test-kit.ts', '**/*.fixture.ts', 'apps/server/src/test/**'] },
];

const sameFeature = (type) => ({ element: { type, captured: { feature: '{{ from.element.captured.feature }}' } } });
const anyOf = (...types) => ({ element: { types: { anyOf: types } } });
// The browser gets the contract only: the analysis engine and the coach run on the server.
const contract = { element: { type: 'package', captured: { package: 'contract' } } };
// The interviewer's turn-taking and spoken requests run in the browser on every audio frame (decision 065).
const interviewer = { element: { type: 'package', captured: { package: 'interviewer' } } };
// A feature's one public entry: its runtime factory, routes, tables and the ports it offers.
const featureEntry = { element: { type: 'server-feature', fileInternalPath: 'index.ts' } };
const serverEntry = { file: { categories: 'server-entry' } };
const webComposition = { file: { categories: 'web-composition' } };
const testSupport = { file: { categories: 'test-support' } };

export const boundaryRules = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'disallow',
      policies: [
        { from: { element: { type: 'server-feature' } }, allow: { to: [sameFeature('server-feature'), anyOf('server-shared', 'package')] } },
        { from: { element: { type: 'server-shared' } }, allow: { to: anyOf('server-shared', 'package') } },
        { from: { element: { type: 'server-composition' } }, allow: { to: [featureEntry, anyOf('server-composition', 'server-shared', 'package')] } },
        { from: { ...serverEntry, element: { type: 'server-shared' } }, allow: { to: anyOf('server-composition') } },
        { from: { ...testSupport, element: { types: { anyOf: ['server-feature', 'server-shared', 'server-composition'] } } }, allow: { to: anyOf('server-feature', 'server-composition') } },
        { from: { element: { type: 'web-feature' } }, allow: { to: [sameFeature('web-feature'), anyOf('web-shared'), contract, interviewer] } },
        { from: { element: { type: 'web-shared' } }, allow: { to: [anyOf('web-shared'), contract] } },
        { from: { ...webComposition, element: { type: 'web-shared' } }, allow: { to: anyOf('web-feature') } },
        { from: { ...testSupport, element: { types: { anyOf: ['web-feature', 'web-shared'] } } }, allow: { to: anyOf('web-feature') } },
        { from: { element: { type: 'package' } }, allow: { to: anyOf('package') } },
      ],
    },
  ],
};

export const boundaryConfig = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/files': files,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  },
  rules: boundaryRules,
};
