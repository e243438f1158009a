// One lint config for every package: typescript-eslint's recommended rules plus React hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import groundtruth from './tooling/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '**/.tmp/**',
      // Compiled functions; an app's src/lib/ holds source and is linted.
      'functions/lib/**',
      'functions/.tmp-bundle-*/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/@mf-types/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Released builds (git-ignored, release/src/folder.mjs): a second `npm test` lints them.
      'release/{shell,marketing,creator,staff,customer}/**',
      'release/.hosting/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['{shell,marketing-site,creator-app,staff-app,customer-app}/src/**/*.{ts,tsx}'],
    plugins: { groundtruth },
    rules: { 'groundtruth/boundaries': 'error' },
  },
  {
    // Browser code gets the router APIs of tooling/react-router-dom.js only; tests and the node
    // prerender import the real package.
    files: ['{shell,marketing-site,creator-app,staff-app,customer-app,platform}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/prerender/**', '**/test/**'],
    plugins: { groundtruth },
    rules: { 'groundtruth/router-api': 'error' },
  },
  {
    // Auth and Firestore Lite come through their firebase-web entries (one copy per page);
    // tests and their seed data use the SDK directly.
    files: ['{shell,marketing-site,creator-app,staff-app,customer-app,platform}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/*-test-data.ts', '**/prerender/**'],
    plugins: { groundtruth },
    rules: { 'groundtruth/firebase-entry': 'error' },
  },
  {
    // Schemas take zod from domain/src/zod.ts, configured to run without eval (the pages' CSP).
    files: [
      '{domain,ui-kit,platform,shell,marketing-site,creator-app,staff-app,customer-app}/src/**/*.{ts,tsx}',
    ],
    ignores: ['domain/src/zod.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "Import z from '@groundtruth/domain/zod' (it runs without eval, as the CSP requires).",
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys take `test` from e2e/testing/test.ts, whose guard fails them on a CSP violation.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from '../testing/test' (it fails on CSP violations).",
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
