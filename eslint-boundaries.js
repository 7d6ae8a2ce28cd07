import boundaries from 'eslint-plugin-boundaries';

// The direction of imports (docs/decisions/038-import-boundaries.md): app → features → shared, a feature
// never imports another feature, the web never imports the server, packages never import the apps.
// Composition files (the runtime, the app's router and the database schema that gathers every feature's
// tables) wire features together, so they may import any feature of their app.
const elements = [
  { type: 'server-feature', partialMatch: false, pattern: 'apps/server/src/features/*', capture: ['feature'] },
  { type: 'server-shared', partialMatch: false, pattern: 'apps/server/src' },
  { type: 'web-feature', partialMatch: false, pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-shared', partialMatch: false, pattern: 'apps/web/src' },
  { type: 'package', partialMatch: false, pattern: 'packages/*', capture: ['package'] },
];

const files = [
  {
    category: 'composition',
    pattern: [
      'apps/server/src/*.ts',
      'apps/server/src/{cli,cluster,test}/**',
      'apps/server/src/db/schema.ts',
      'apps/server/src/http/{app,app-deps,route-modules}.ts',
      'apps/web/src/main.tsx',
      'apps/web/src/app/**',
    ],
  },
  // Tests, test kits and fixtures drive the assembled app (a fixture may build runtimes, a test may use
  // another feature's test kit), so they may import anything of their own app.
  { category: 'test-support', pattern: ['**/*.test.{ts,tsx}', '**/*-test-kit.ts', '**/*.fixture.ts'] },
];

const sameFeature = (type) => ({ element: { type, captured: { feature: '{{ from.element.captured.feature }}' } } });
const anyOf = (...types) => ({ element: { types: { anyOf: types } } });
// The browser gets the contract only: the analysis engine and the coach run on the server.
const contract = { element: { type: 'package', captured: { package: 'contract' } } };
const composition = { file: { categories: 'composition' } };
const testSupport = { file: { categories: 'test-support' } };

export const boundaryRules = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'disallow',
      policies: [
        { from: { element: { type: 'server-feature' } }, allow: { to: [sameFeature('server-feature'), anyOf('server-shared', 'package')] } },
        { from: { element: { type: 'server-shared' } }, allow: { to: anyOf('server-shared', 'package') } },
        { from: { ...composition, element: { type: 'server-shared' } }, allow: { to: anyOf('server-feature') } },
        { from: { ...testSupport, element: { types: { anyOf: ['server-feature', 'server-shared'] } } }, allow: { to: anyOf('server-feature') } },
        { from: { element: { type: 'web-feature' } }, allow: { to: [sameFeature('web-feature'), anyOf('web-shared'), contract] } },
        { from: { element: { type: 'web-shared' } }, allow: { to: [anyOf('web-shared'), contract] } },
        { from: { ...composition, element: { type: 'web-shared' } }, allow: { to: anyOf('web-feature') } },
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
