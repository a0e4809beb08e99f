import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync, readFileSync } from 'node:fs';

/*
 * Import boundaries (architecture.md, style.md). Each rule is a `no-restricted-imports` pattern, so
 * a wrong import fails `npm run lint` with the reason. ESLint keeps one option set per rule and
 * file, so every block below lists all the patterns its files need.
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** drizzle-orm or the database schema, as an import's source (esquery's regex form). */
const SQL_IMPORT = '/^drizzle-orm(\\u002F|$)|(^|\\u002F)db\\u002Fschema(\\u002F|\\.js$)/';
/** Domain files that held SQL before the rule (issue 40): each moves its queries to a repository. */
const sqlOutsideRepositories = readFileSync(
  new URL('./eslint/sql-outside-repositories.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
/** Shared web code (components, lib, hooks) sits below the features and the app. */
const sharedWebPatterns = [
  {
    regex: '^(@/|(\\.\\./)+)(features|app)(/|$)',
    message:
      'Shared web code (components, lib, hooks) never imports a feature or the app: move what both need here.',
  },
];
/** A feature imports shared code and itself, never another feature or the app that composes it. */
const featurePatterns = (feature, depth) => [
  {
    regex: `^@/features/(?!${escapeRegex(feature)}(/|$))`,
    message: 'Features never import each other: move what both need to src/components, src/lib or src/hooks.',
  },
  { regex: '^@/app(/|$)', message: 'Features never import the app: the app composes the features.' },
  {
    regex: `^(\\.\\./){${depth + 1},}`,
    message:
      'This relative import leaves the feature: import shared code through @/components, @/lib or @/hooks.',
  },
];
/** Feature files at each folder depth (0 = the feature's root), so `../` can be checked against the root. */
const featureBlocks = webFeatures.flatMap((feature) =>
  [0, 1, 2, 3, 4, 5].map((depth) => ({
    files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(feature, depth) }] },
  })),
);

/** One lint configuration for the whole repository. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/artifacts/**',
      '**/.bench/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/{components,lib,hooks}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedWebPatterns }] },
  },
  ...featureBlocks,
  {
    // The test harness (src/testing) renders the app around a test: only tests and their kits use it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/testing/**',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*.test-d.ts',
      'apps/web/src/**/*-test-kit.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^@\\u002Ftesting(\\u002F|$)/]',
          message: 'Only tests import the test harness (src/testing).',
        },
      ],
    },
  },
  ...[
    // The zod-free entries of the contracts (package.json "exports"): the web app imports them on a
    // first load, so they never import zod nor a module that does.
    { files: ['packages/contracts/src/{constants,enums}/*.ts'], up: '\\.\\./' },
    { files: ['packages/contracts/src/{patterns,rating-constants,csv}.ts'], up: '\\./' },
  ].map(({ files, up }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^zod(/|$)|^${up}(?!(patterns|rating-constants|constants/[\\w-]+|enums/[\\w-]+)\\.js$)`,
              message:
                'A zod-free entry of the contracts imports only the other zod-free modules: build the schema elsewhere from its values.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|@fastify/|fastify-)',
              message:
                'Use cases know no HTTP: the route reads the request and hands the use case plain values.',
            },
            {
              regex: '(^|/)routes(/|$)',
              message: 'The domain never imports routes: routes call the domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)|(^|/)db/',
              message: 'Routes hold no SQL: call a use case in src/domain, whose repository holds the query.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (`*-repository.ts`): a use case calls their functions. Type-only
    // imports of the schema's row types are not SQL and pass. The files still holding SQL from before
    // the rule are listed in eslint/sql-outside-repositories.txt: the list only shrinks (issue 40).
    files: ['apps/server/src/domain/**/*.ts'],
    ignores: ['apps/server/src/domain/**/*-repository.ts', ...sqlOutsideRepositories],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[importKind!='type'][source.value=${SQL_IMPORT}]`,
          message:
            "SQL lives in repositories: move the query into the area's *-repository.ts and call it from the use case.",
        },
      ],
    },
  },
  {
    // The layers under the domain never import it, nor the HTTP plugins and routes above it.
    files: ['apps/server/src/{infra,lib,db,auth}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(plugins|routes)/',
              message: 'Only the HTTP layer (app, routes, plugins) imports plugins and routes.',
            },
            {
              regex: '(^|/)domain/',
              message:
                'infra, lib, db and auth sit under the domain: pass what they need in, or move the shared piece down.',
            },
          ],
        },
      ],
    },
  },
  {
    // The rating engine is pure: it imports itself and the contracts, never I/O.
    files: ['packages/rating/src/**/*.ts'],
    ignores: ['packages/rating/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|@velo/contracts(/|$))',
              message: 'The rating engine is pure: it imports only its own modules and @velo/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the apps and packages: a module never imports, directly or through others,
    // a module that imports it back. Type-only imports are not cycles (they vanish at run time).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/scripts/**', '**/bench/**', 'e2e/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
