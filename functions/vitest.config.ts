import { defineConfig } from 'vitest/config';

// Integration suites: a globalSetup starts the project's Firestore and Storage emulators, the
// Auth and Functions emulators of firebase-tools (on test ports), and the built functions.
export default defineConfig({
  test: {
    name: 'functions',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['testing/global-setup.ts'],
    setupFiles: ['testing/setup-review-checks.ts', 'testing/setup-temp-dirs.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The suites share one stack; running them one after another keeps contention tests honest.
    fileParallelism: false,
  },
});
