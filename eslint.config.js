// Lint: type-checked rules for every runtime, and the import boundaries of the architecture
// brief (each folder says which runtime its code may run in).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NODE_BUILTINS = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'util',
  'stream',
  'events',
  'worker_threads',
  'zlib',
];

/** A no-restricted-imports rule forbidding the given patterns, with the reason shown. */
function forbid(message, ...group) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] };
}

/** src/shared/api modules that build TypeBox schemas at run time. */
const SCHEMA_MODULES = [
  'access',
  'admin',
  'admin-accounts',
  'admin-wallet',
  'auth',
  'content',
  'downloads',
  'envelope',
  'games',
  'games-admin',
  'house',
  'system',
  'wallet',
  'seamless-admin',
  'uploads',
  'withdraw',
  'deposit',
];

const noMathRandom = {
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'Outcomes and tokens must come from the crypto-backed RNG.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-console': 'error',
    },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['scripts/**', 'tests/**', '*.config.*', 'src/server/cli.ts', 'src/conformance/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'src/games/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/renderer/**'],
    rules: forbid(
      'The renderer runs in a browser: no Electron, Node, main, preload or server code (use src/shared or the Platform interface).',
      'electron',
      ...NODE_BUILTINS,
      '**/main/**',
      '**/preload/**',
      '**/server/**',
    ),
  },
  {
    // The schema modules pull typebox (~20 KB gzip) into whatever imports their values; the
    // browser takes only their types, and runtime constants from the *-rules / error-codes modules.
    files: ['src/renderer/**', 'src/games/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SCHEMA_MODULES.map((name) => `**/shared/api/${name}`),
              allowTypeImports: true,
              message:
                'Import only types from schema modules in browser code (use import type); runtime constants belong in a typebox-free module such as system-rules.ts or error-codes.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      ...forbid(
        'src/shared imports only src/shared and browser-safe packages.',
        'electron',
        'react',
        ...NODE_BUILTINS,
        '**/renderer/**',
        '**/main/**',
        '**/preload/**',
        '**/server/**',
        '**/games/**',
      ),
      // Shared code runs on the server too (ids, draws, tokens): the same ban as src/server.
      ...noMathRandom,
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      ...forbid(
        'The server never imports client code.',
        'electron',
        'react',
        'react-dom',
        '**/renderer/**',
        '**/main/**',
        '**/preload/**',
      ),
      ...noMathRandom,
    },
  },
  {
    files: ['src/main/**'],
    rules: forbid(
      'The main process never imports renderer or server code.',
      '**/renderer/**',
      '**/server/**',
      '**/games/**',
    ),
  },
  {
    files: ['src/preload/**'],
    rules: forbid(
      'The preload sees only src/shared and electron.',
      '**/renderer/**',
      '**/server/**',
      '**/main/**',
      '**/games/**',
    ),
  },
  {
    files: ['src/games/**'],
    rules: {
      ...forbid(
        'Games are pure engines plus their own UI: no Electron, server or renderer code.',
        'electron',
        '**/renderer/**',
        '**/server/**',
        '**/main/**',
        '**/preload/**',
      ),
      ...noMathRandom,
    },
  },
  // Build configuration runs in Node at build time, whichever runtime folder it configures.
  { files: ['src/*/vite.config.ts', 'src/renderer/console/vite.config.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Server-provided HTML reaches the page only through the one sanitiser (SafeHtml.tsx).
    files: ['src/renderer/**/*.{ts,tsx}', 'src/games/**/*.{ts,tsx}'],
    ignores: ['src/renderer/components/SafeHtml.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML with <SafeHtml> (components/SafeHtml.tsx), the one sanitiser.',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Render server HTML with <SafeHtml> (components/SafeHtml.tsx), the one sanitiser.',
        },
      ],
    },
  },
);
