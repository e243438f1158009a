import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Each package with code owns a vitest config; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine, while
    // most test files spend their time waiting on the emulators. Two keep both cores busy (the
    // functions project still runs its files one at a time: they share one emulator state).
    maxWorkers: Math.max(os.availableParallelism(), 2),
  },
});
