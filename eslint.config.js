import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * Import boundaries (architecture.md, style.md). Each rule is a `no-restricted-imports` pattern, so
 * a wrong import fails `npm run lint` with the reason. ESLint keeps one option set per rule and
 * file, so every block below lists all the patterns its files need.
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
    files: ['**/scripts/**', '**/bench/**', 'e2e/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
