/**
 * vitest globalSetup for screen tests: the project's own emulator (Firestore + Storage, in
 * memory, the real firestore.rules and storage.rules) on free ports. Fast enough (< 1 s) that each
 * app's suite starts its own, so suites never fight over a port. Each test file works in a
 * project of its own there (TEST_PROJECT of src/testing/emulator-client.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmulator } from '../../emulator/src/server.js';
// The types of what this setup provides (firestoreHost, storageHost).
import '../src/testing/emulator-client';

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  const emulator = await startEmulator({
    firestorePort: 0,
    storagePort: 0,
    dataDir: null,
    rulesSource: fs.readFileSync(path.join(root, 'firestore.rules'), 'utf8'),
    storageRulesSource: fs.readFileSync(path.join(root, 'storage.rules'), 'utf8'),
    log: () => undefined,
  });
  project.provide('firestoreHost', `${emulator.host}:${emulator.port}`);
  project.provide('storageHost', `${emulator.host}:${emulator.storagePort}`);
  return () => emulator.stop();
}
