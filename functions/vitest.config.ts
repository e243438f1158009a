import { defineConfig } from 'vitest/config';

// Integration suites: a globalSetup starts the project's Firestore and Storage emulator (and, in
// the background, firebase-tools' Auth and Functions emulators for the few files that need them);
// each file gets a project, an Auth emulator and a callable host of its own (setup-stack.ts).
export default defineConfig({
  test: {
    name: 'functions',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['testing/global-setup.ts'],
    setupFiles: [
      'testing/setup-stack.ts',
      'testing/setup-review-checks.ts',
      'testing/setup-temp-dirs.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each file owns its data, so files run side by side. Most of a file's time is spent waiting
    // on the emulator, so more files than cores run at once; a group of its own, since Vitest
    // runs projects of different worker counts one group after another.
    fileParallelism: true,
    maxWorkers: 4,
    sequence: { groupOrder: 1 },
  },
});
