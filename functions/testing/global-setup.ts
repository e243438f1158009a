/**
 * Starts what the functions suites share and stops it afterwards, leaving no process: the
 * project's emulator (Firestore and Storage in one process, so storage.rules' firestore.get reads
 * its documents) with firestore.rules and storage.rules loaded, and, in the background, a fresh
 * build of the functions under firebase-tools' Auth and Functions emulators for the few files that
 * need them (testing/functions-emulator.ts); the functions' bundle the files' callable hosts load
 * (testing/functions-bundle.ts) and the auth hub that gives each file an Auth emulator of its own
 * (testing/auth-hub.mjs). Each file's project and callable host are set up in its process by
 * testing/setup-stack.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator } from '../../emulator/src/server.js';
import {
  LOCAL_TOOL_SECRET_ENV,
  newLocalToolSecret,
} from '../../dev-stack/src/stack/local-tool.mjs';
import { AUTH_HUB_ENV } from './auth-emulator';
import { startAuthHub } from './auth-hub-process';
import { BUNDLE_ENV, buildFunctions } from './functions-bundle';
import { startFunctionsEmulatorInBackground } from './functions-emulator';
import { EMULATOR_ENV, SHARED_PORTS } from './stack';

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-functions-test-'));
  // The bundle the files' callable hosts load (testing/functions-bundle.ts): a folder per run,
  // inside the repository (its require() of firebase-admin and the rest finds node_modules), so
  // runs side by side, and the Functions emulator's rebuild of lib/, do not replace it mid-run.
  const bundleDir = fs.mkdtempSync(path.join(root, 'functions/.tmp-bundle-'));
  const built = buildFunctions(bundleDir);
  const authHub = startAuthHub();
  const emulator = await startEmulator({
    firestorePort: SHARED_PORTS.firestore,
    storagePort: SHARED_PORTS.storage,
    dataDir: null,
    rulesSource: fs.readFileSync(path.join(root, 'firestore.rules'), 'utf8'),
    storageRulesSource: fs.readFileSync(path.join(root, 'storage.rules'), 'utf8'),
    log: () => {},
    // GT_FUNCTIONS_CONTENTION=1: the emulator's contention mode (one write a second per document,
    // ABORTED past 2 s), so the races are run against the limit production puts on a document.
    ...(process.env.GT_FUNCTIONS_CONTENTION === '1' ? { contention: {} } : {}),
  });
  // The secret the test helpers send to be exempt from the per-client limits (testing/clients.ts),
  // as the local stack's tools do (dev-stack/src/stack/local-tool.mjs).
  const localToolSecret = newLocalToolSecret();
  const functionsEmulator = startFunctionsEmulatorInBackground(tmp, EMULATOR_ENV, localToolSecret);
  let authHubUrl: string;
  try {
    [authHubUrl] = await Promise.all([authHub.url, built]);
  } catch (error) {
    authHub.stop();
    await functionsEmulator.stop().catch(() => {});
    await emulator.stop();
    throw error;
  }
  // The test files' workers start after this and inherit it.
  Object.assign(process.env, EMULATOR_ENV, {
    [LOCAL_TOOL_SECRET_ENV]: localToolSecret,
    [BUNDLE_ENV]: path.join(bundleDir, 'index.js'),
    [AUTH_HUB_ENV]: authHubUrl,
  });
  return async () => {
    authHub.stop();
    await functionsEmulator.stop();
    await emulator.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(bundleDir, { recursive: true, force: true });
  };
}
