import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { ShuffleWithinProjects } from './tooling/shuffle-within-projects';

// Each package with code owns a vitest config; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine, while
    // most test files spend their time waiting on the emulators. Two keep both cores busy (the
    // functions project sets its own count).
    maxWorkers: Math.max(os.availableParallelism(), 2),
    // A shuffled run (`--sequence.shuffle`) keeps each project's files together: see the sequencer.
    sequence: { sequencer: ShuffleWithinProjects },
    // The functions' routine structured logs (firebase-functions' logger, a JSON line each, debug
    // and info), which the functions project's in-process callables print, are left out; their
    // warnings and errors are kept. Read here only: Vitest takes this hook from the root config.
    onConsoleLog: (log) => !/^\{.*"severity":"(DEBUG|INFO|NOTICE)"/.test(log.trim()),
  },
});
