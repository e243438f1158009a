/**
 * Starts the whole backend for the functions suites and stops it afterwards, leaving no process:
 * the project's emulator (Firestore and Storage in one process, so storage.rules' firestore.get
 * reads its documents) with firestore.rules and storage.rules loaded, a fresh build of the
 * functions, and firebase-tools' Auth and Functions emulators pointed at them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callables } from '@groundtruth/domain/callable-registry';
import { startEmulator } from '../../emulator/src/server.js';
import {
  LOCAL_TOOL_SECRET_ENV,
  newLocalToolSecret,
} from '../../dev-stack/src/stack/local-tool.mjs';
import { EMULATOR_ENV, HOST, PORTS, PROJECT_ID } from './stack';

const functionsDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(functionsDir, '..');

async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
  child?: ChildProcess,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${what}: process exited with ${child.exitCode}`);
    try {
      if (await probe()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not become ready in ${timeoutMs / 1000}s`);
}

async function isUp(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.status < 500;
}

/** The functions are loaded once a callable answers an empty call with INVALID_ARGUMENT. */
async function functionsLoaded(): Promise<boolean> {
  const response = await fetch(
    `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${callables.createAccount.name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(20_000),
    },
  );
  const body = (await response.json()) as { error?: { status?: string } };
  return body.error?.status === 'INVALID_ARGUMENT';
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * The secret the test helpers send to be exempt from the per-client limits (testing/clients.ts),
 * as the local stack's tools do (dev-stack/src/stack/local-tool.mjs).
 */
const localToolSecret = newLocalToolSecret();

/** The Functions emulator's environment, which it passes on to the functions. */
function functionsEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...EMULATOR_ENV,
    [LOCAL_TOOL_SECRET_ENV]: localToolSecret,
    GROUNDTRUTH_PAYOUT_PROVIDER: 'sandbox',
    // As the local stack does (dev-stack/src/stack/stack.mjs): discovery writes the manifest and exits.
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
    // Each concurrent call starts a worker of its own; twenty at once on a busy 2-core machine
    // take longer to load than the emulator's default 30 s.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
  };
  // firebase-tools sets the Auth address itself for the functions when it runs the Auth emulator.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  return env;
}

export default async function setup() {
  const firestoreRules = fs.readFileSync(path.join(root, 'firestore.rules'), 'utf8');
  const storageRules = fs.readFileSync(path.join(root, 'storage.rules'), 'utf8');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-functions-test-'));
  const log = fs.createWriteStream(path.join(tmp, 'firebase.log'));

  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs'],
    {
      cwd: functionsDir,
      encoding: 'utf8',
    },
  );
  if (build.status !== 0)
    throw new Error(`functions build failed:\n${build.stdout}\n${build.stderr}`);

  const emulator = await startEmulator({
    firestorePort: PORTS.firestore,
    storagePort: PORTS.storage,
    dataDir: null,
    rulesSource: firestoreRules,
    storageRulesSource: storageRules,
    log: () => {},
  });

  const config = {
    functions: [
      { source: path.relative(tmp, functionsDir), codebase: 'default', runtime: 'nodejs20' },
    ],
    emulators: {
      auth: { port: PORTS.auth },
      functions: { port: PORTS.functions },
      hub: { port: PORTS.hub },
      logging: { port: PORTS.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  fs.writeFileSync(path.join(tmp, 'firebase.json'), JSON.stringify(config, null, 2));
  const firebase = spawn(
    process.execPath,
    [
      // The Auth emulator's validators compiled on first use, as in the local stack.
      '--import',
      path.join(root, 'dev-stack/src/stack/firebase-tools-preload.mjs'),
      path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth,functions',
      '--project',
      PROJECT_ID,
      '--config',
      path.join(tmp, 'firebase.json'),
    ],
    {
      cwd: tmp,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: functionsEnv(),
    },
  );
  firebase.stdout?.pipe(log);
  firebase.stderr?.pipe(log);

  const teardown = async () => {
    if (firebase.exitCode === null) {
      const exited = new Promise((resolve) => firebase.once('exit', resolve));
      stopGroup(firebase, 'SIGINT');
      const timer = setTimeout(() => stopGroup(firebase, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    stopGroup(firebase, 'SIGKILL'); // function workers that outlived their parent
    await emulator.stop();
    // GT_FUNCTIONS_LOG=path keeps the Functions emulator's log (per-call durations) for inspection.
    if (process.env.GT_FUNCTIONS_LOG)
      fs.copyFileSync(path.join(tmp, 'firebase.log'), process.env.GT_FUNCTIONS_LOG);
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await waitFor('Auth emulator', () => isUp(`http://${HOST}:${PORTS.auth}/`), 150_000, firebase);
    await waitFor('Functions emulator', functionsLoaded, 150_000, firebase);
  } catch (err) {
    const output = fs.existsSync(path.join(tmp, 'firebase.log'))
      ? fs.readFileSync(path.join(tmp, 'firebase.log'), 'utf8')
      : '';
    await teardown();
    throw new Error(`${(err as Error).message}\n${output.slice(-4000)}`);
  }
  // The test files' workers start after this and inherit it.
  Object.assign(process.env, EMULATOR_ENV, { [LOCAL_TOOL_SECRET_ENV]: localToolSecret });
  return teardown;
}
