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
      '**/.scratch/**',
      '**/.tmp/**',
      // Compiled functions; an app's src/lib/ holds source and is linted.
      'functions/lib/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/@mf-types/**',
      '**/test-results/**',
      '**/playwright-report/**',
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
    files: ['{shell,marketing-site,creator-app,staff-app}/src/**/*.{ts,tsx}'],
    plugins: { groundtruth },
    rules: { 'groundtruth/boundaries': 'error' },
  },
  {
    // Browser code gets the router APIs of tooling/react-router-dom.js only; tests and the node
    // prerender import the real package.
    files: ['{shell,marketing-site,creator-app,staff-app,platform}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/prerender/**', '**/test/**'],
    plugins: { groundtruth },
    rules: { 'groundtruth/router-api': 'error' },
  },
  {
    // Auth and Firestore Lite come through their firebase-web entries (one copy per page);
    // tests and their seed data use the SDK directly.
    files: ['{shell,marketing-site,creator-app,staff-app,platform}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/*-test-data.ts', '**/prerender/**'],
    plugins: { groundtruth },
    rules: { 'groundtruth/firebase-entry': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
