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

/**
 * Features: a home per feature under src/features/<name>/ (docs/architecture.md, "Features"). Its
 * parts keep the layers' order among themselves (rules < schemas < server; the site's and the
 * console's components over rules and schemas), and the rest of the code reaches a feature only
 * through its entries: `index.ts` (client-safe), `actions.ts` (its actions, for the browser's and
 * the console's lists), `server.ts` (what other server code reads of it) and `jobs.ts` (what
 * start-up and maintenance run). The pages in app/ route to a feature's parts directly.
 */
const FEATURE_PARTS = [
  { type: 'feature-server', pattern: 'src/features/*/server/**' },
  { type: 'feature-ui', pattern: 'src/features/*/{site,console}/**' },
  { type: 'feature-schemas', pattern: 'src/features/*/schemas/**' },
  { type: 'feature-rules', pattern: 'src/features/*/rules/**' },
].map((part) => ({ ...part, capture: ['feature'] }));

/** A feature's entries: files of its own, beside its parts. */
const FEATURE_ENTRIES = [
  { category: 'feature-entry', pattern: 'src/features/*/index.ts' },
  { category: 'feature-server-entry', pattern: 'src/features/*/{actions,server,jobs}.ts' },
].map((entry) => ({ ...entry, capture: ['feature'] }));

/**
 * The features in the order they may import each other: one imports another's entries only when
 * that one comes later here, so two features can never import each other both ways.
 */
const FEATURES = ['ordering', 'accounts', 'reservations', 'menu', 'marketing', 'visitor-forms'];

/** The root files of src/: the only reader of the environment, and what boots the server. */
const ROOT_FILES = [
  { category: 'env', pattern: 'src/env.ts' },
  { category: 'instrumentation', pattern: 'src/instrumentation.ts' },
];
const envFile = { file: { categories: 'env' } };

/** What of the server a component may import: the browser's actions, and the reads of server components. */
const serverForComponents = {
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
};
const layer = (...types) => ({ element: { types: { anyOf: types } } });
/** Parts of the same feature as the importing file. */
const ownFeature = (...types) => ({
  element: { types: { anyOf: types }, captured: { feature: '{{ from.feature }}' } },
});
/** A feature's entries, of any feature or of one. */
const entries = (categories, feature) => ({
  file: { categories: { anyOf: categories }, ...(feature ? { captured: { feature } } : {}) },
});
/** The entries of the features a feature may import: those after it in FEATURES. */
const laterFeatures = (feature, ...categories) =>
  FEATURES.slice(FEATURES.indexOf(feature) + 1).map((later) => entries(categories, later));
/** A policy that allows nothing is left out (the last feature may import no other). */
const allowsSomething = (policy) => [policy.allow.to].flat().length > 0;
const part = (type) => ({ element: { type } });
const partOf = (types, feature) => ({
  element: { types: { anyOf: types }, captured: { feature } },
});
const CLIENT_SAFE_PARTS = ['feature-rules', 'feature-schemas', 'feature-ui'];

const FEATURE_POLICIES = [
  // Inside a feature, its parts keep the layers' order: rules < schemas < server, and the
  // components over rules and schemas; each also imports what its layer may.
  { from: part('feature-rules'), allow: { to: [layer('lib'), ownFeature('feature-rules')] } },
  {
    from: part('feature-schemas'),
    allow: { to: [layer('schemas', 'lib'), ownFeature('feature-schemas', 'feature-rules')] },
  },
  {
    from: part('feature-server'),
    allow: {
      to: [
        layer('server', 'http', 'schemas', 'lib'),
        ownFeature('feature-server', 'feature-schemas', 'feature-rules'),
        envFile,
      ],
    },
  },
  {
    from: part('feature-ui'),
    allow: {
      to: [
        layer('components', 'i18n', 'schemas', 'lib'),
        ownFeature('feature-ui', 'feature-schemas', 'feature-rules'),
        serverForComponents,
        envFile,
      ],
    },
  },
  // Its components reach its server as any component reaches the server: its types, and the
  // reads of server components; writes go through server/browser-actions.ts.
  {
    from: part('feature-ui'),
    allow: { to: [layer('server'), ownFeature('feature-server')], dependency: { kind: 'type' } },
  },
  {
    from: part('feature-ui'),
    allow: {
      to: {
        element: {
          type: 'feature-server',
          fileInternalPath: 'queries.ts',
          captured: { feature: '{{ from.feature }}' },
        },
      },
    },
  },
  // Its entries hand on its own parts: the client-safe one its rules and schemas, the server's
  // its server.
  {
    from: { file: { categories: 'feature-entry' } },
    allow: { to: { element: { types: { anyOf: ['feature-rules', 'feature-schemas'] } } } },
  },
  {
    from: { file: { categories: 'feature-entry' } },
    allow: { to: { element: { type: 'feature-server' } }, dependency: { kind: 'type' } },
  },
  {
    from: { file: { categories: 'feature-server-entry' } },
    allow: {
      to: { element: { types: { anyOf: ['feature-server', 'feature-schemas', 'feature-rules'] } } },
    },
  },
  // A feature imports another only through its entries, and only one later in FEATURES.
  ...FEATURES.flatMap((feature) => [
    {
      from: partOf(CLIENT_SAFE_PARTS, feature),
      allow: { to: laterFeatures(feature, 'feature-entry') },
    },
    {
      from: partOf(['feature-server'], feature),
      allow: { to: laterFeatures(feature, 'feature-entry', 'feature-server-entry') },
    },
  ]).filter(allowsSomething),
  // The rest of the code: pages route to a feature's parts; the server's shared modules reach
  // it through its entries; shared components through its client-safe entry.
  {
    from: layer('app'),
    allow: {
      to: [
        { element: { types: { anyOf: [...CLIENT_SAFE_PARTS, 'feature-server'] } } },
        entries(['feature-entry', 'feature-server-entry']),
      ],
    },
  },
  {
    from: layer('server', 'i18n'),
    allow: { to: entries(['feature-entry', 'feature-server-entry']) },
  },
  { from: layer('components'), allow: { to: entries(['feature-entry']) } },
];

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
  { from: layer('components'), allow: { to: serverForComponents } },
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
      'boundaries/elements': [...FEATURE_PARTS, ...LAYERS].map((element) => ({
        ...element,
        partialMatch: false,
      })),
      'boundaries/files': [...ROOT_FILES, ...FEATURE_ENTRIES],
      'boundaries/include': ['src/**/*'],
      'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', policies: [...LAYER_POLICIES, ...FEATURE_POLICIES] },
      ],
    },
  },
  {
    // The public site's parts reach the validation library (Zod, 90 KB compressed) only when a
    // visitor starts a form: a schema is imported with import(), a limit from src/lib/form-limits.
    // One value import of a schema once put all of Zod in the table request's first download.
    files: [
      'src/components/forms/**/*.{ts,tsx}',
      'src/components/site/**/*.{ts,tsx}',
      'src/features/*/site/**/*.{ts,tsx}',
    ],
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
