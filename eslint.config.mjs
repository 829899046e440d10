import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';
import drizzle from 'eslint-plugin-drizzle';

/**
 * The layers of docs/architecture.md: code imports downwards only. Each folder of src/ is one
 * element; a policy says what it may import. Anything not allowed is an error.
 */
const LAYERS = [
  { type: 'app', pattern: 'src/app/**' },
  { type: 'components', pattern: 'src/components/**' },
  { type: 'i18n', pattern: 'src/i18n/**' },
  { type: 'server', pattern: 'src/server/**' },
  { type: 'http', pattern: 'src/http/**' },
  { type: 'schemas', pattern: 'src/schemas/**' },
  { type: 'lib', pattern: 'src/lib/**' },
];

/** The root files of src/: the only reader of the environment, and what boots the server. */
const ROOT_FILES = [
  { category: 'env', pattern: 'src/env.ts' },
  { category: 'instrumentation', pattern: 'src/instrumentation.ts' },
];
const envFile = { file: { categories: 'env' } };

const layer = (...types) => ({ element: { types: { anyOf: types } } });

const LAYER_POLICIES = [
  // Pages and routes compose everything below them.
  {
    from: layer('app'),
    allow: { to: layer('app', 'components', 'i18n', 'server', 'http', 'schemas', 'lib') },
  },
  // Who reads the environment (server-side layers; a component reads its public part).
  { from: layer('app', 'components', 'i18n', 'server'), allow: { to: envFile } },
  { from: { file: { categories: 'instrumentation' } }, allow: { to: layer('server') } },
  // The site's and the console's parts: the kit, the forms' rules, helpers, the labels' types; of
  // the server, its types, and its actions only through the one file the browser may call.
  { from: layer('components'), allow: { to: layer('components', 'i18n', 'schemas', 'lib') } },
  { from: layer('components'), allow: { to: layer('server'), dependency: { kind: 'type' } } },
  // Server components read what they show through the domains' queries (client components
  // never reach the server but through browser-actions: tests/unit/server-boundary.test.ts).
  {
    from: layer('components'),
    allow: {
      to: {
        element: {
          type: 'server',
          fileInternalPath: [
            'browser-actions.ts',
            '*/queries.ts',
            'admin-load.ts',
            'auth/guard.ts',
            'db/client.ts',
          ],
        },
      },
    },
  },
  // What reaches components through server-only readers of the catalogues and the locations.
  { from: layer('i18n'), allow: { to: layer('i18n', 'server', 'schemas', 'lib') } },
  { from: layer('server'), allow: { to: layer('server', 'http', 'schemas', 'lib') } },
  // The front server: Node alone, nothing of the app's but plain helpers.
  { from: layer('http'), allow: { to: layer('http', 'lib') } },
  { from: layer('schemas'), allow: { to: layer('schemas', 'lib') } },
  { from: layer('lib'), allow: { to: layer('lib') } },
  // The one helper of lib that reads the environment: the site's public origin (SITE_URL).
  {
    from: { element: { type: 'lib', fileInternalPath: 'site-url.ts' } },
    allow: { to: envFile },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'reports/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts'],
    plugins: { drizzle },
    rules: {
      // No DELETE or UPDATE without a WHERE on our drizzle handles.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mts}'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS.map((element) => ({ ...element, partialMatch: false })),
      'boundaries/files': ROOT_FILES,
      'boundaries/include': ['src/**/*'],
      'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: LAYER_POLICIES }],
    },
  },
  {
    // The public site's parts reach the validation library (Zod, 90 KB compressed) only when a
    // visitor starts a form: a schema is imported with import(), a limit from src/lib/form-limits.
    // One value import of a schema once put all of Zod in the table request's first download.
    files: ['src/components/forms/**/*.{ts,tsx}', 'src/components/site/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '@/schemas/*', '**/schemas/*'],
              allowTypeImports: true,
              message:
                "Load a schema with import() when the form is used; take limits from '@/lib/form-limits'.",
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS helpers shared by the Playwright config and the plain Node scripts.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
];

export default config;
