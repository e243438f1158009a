/**
 * firebase-tools' Auth and Functions emulators, for the few files that test what only they show:
 * discovery of the built functions and their wiring (jobs-wiring), rate limits keyed by the
 * caller's address as the emulator forwards it (rate-limits), the wire fuzzing of every
 * deployed callable (fuzz), and its workers, which serve any function (emulator-workers). The global setup starts them in the background, so the other files
 * (whose callables run in their own process, testing/setup-stack.ts) need not wait; a file on
 * them holds them with `holdFunctionsEmulator`, one file at a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { callables } from '@groundtruth/domain/callable-registry';
import { LOCAL_TOOL_SECRET_ENV } from '../../dev-stack/src/stack/local-tool.mjs';
import { firebaseToolsArgs } from '../../dev-stack/src/stack/services.mjs';
import { buildFunctions } from './functions-bundle';
import { HOST, SHARED_PORTS, SHARED_PROJECT_ID } from './stack';

const functionsDir = path.resolve(import.meta.dirname, '..');

/** Where the global setup tells the files how the start went: 'starting', 'ready' or a failure. */
const STATUS_ENV = 'GT_FUNCTIONS_EMULATOR_STATUS';

/** The emulators' environment, which the Functions emulator passes on to the functions. */
function functionsEnv(emulatorEnv: Record<string, string>, secret: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...emulatorEnv,
    [LOCAL_TOOL_SECRET_ENV]: secret,
    GROUNDTRUTH_PAYOUT_PROVIDER: 'sandbox',
    // As the local stack does (dev-stack/src/stack/stack.mjs): discovery writes the manifest and exits.
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
    // Each concurrent call starts a worker of its own; on a busy 2-core machine loading one takes
    // longer than the emulator's default 30 s.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
  };
  // firebase-tools sets the Auth address itself for the functions when it runs the Auth emulator.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  return env;
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Builds the functions (lib/, what firebase-tools loads) and starts the emulators in `tmp`,
 * without waiting for them; the returned `stop` waits for the start, then stops everything.
 */
export function startFunctionsEmulatorInBackground(
  tmp: string,
  emulatorEnv: Record<string, string>,
  secret: string,
): { stop: () => Promise<void> } {
  const statusFile = path.join(tmp, 'functions-emulator.status');
  const logFile = path.join(tmp, 'firebase.log');
  fs.writeFileSync(statusFile, 'starting');
  process.env[STATUS_ENV] = statusFile;
  let firebase: ChildProcess | undefined;
  let stopped = false;

  const start = (async () => {
    // Off the main thread's critical path: the build is a child process.
    await buildFunctions();
    if (stopped) return;
    const config = {
      functions: [
        { source: path.relative(tmp, functionsDir), codebase: 'default', runtime: 'nodejs20' },
      ],
      emulators: {
        auth: { port: SHARED_PORTS.auth },
        functions: { port: SHARED_PORTS.functions },
        hub: { port: SHARED_PORTS.hub },
        logging: { port: SHARED_PORTS.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    };
    fs.writeFileSync(path.join(tmp, 'firebase.json'), JSON.stringify(config, null, 2));
    const log = fs.createWriteStream(logFile);
    firebase = spawn(
      process.execPath,
      // As the local stack starts them.
      firebaseToolsArgs(SHARED_PROJECT_ID, path.join(tmp, 'firebase.json')),
      {
        cwd: tmp,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: functionsEnv(emulatorEnv, secret),
      },
    );
    firebase.stdout?.pipe(log);
    firebase.stderr?.pipe(log);
    const deadline = Date.now() + 240_000;
    while (!(await functionsLoaded())) {
      if (firebase.exitCode !== null)
        throw new Error(`firebase-tools exited with ${firebase.exitCode}`);
      if (Date.now() > deadline) throw new Error('the Functions emulator did not load in 240 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })().then(
    () => fs.writeFileSync(statusFile, 'ready'),
    (error: Error) => {
      const output = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
      fs.writeFileSync(statusFile, `${error.message}\n${output}`);
    },
  );

  return {
    stop: async () => {
      stopped = true;
      await start;
      if (!firebase) return;
      if (firebase.exitCode === null) {
        const exited = new Promise((resolve) => firebase!.once('exit', resolve));
        stopGroup(firebase, 'SIGINT');
        const timer = setTimeout(() => stopGroup(firebase!, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      stopGroup(firebase, 'SIGKILL'); // function workers that outlived their parent
      // GT_FUNCTIONS_LOG=path keeps the Functions emulator's log (per-call durations).
      if (process.env.GT_FUNCTIONS_LOG && fs.existsSync(logFile))
        fs.copyFileSync(logFile, process.env.GT_FUNCTIONS_LOG);
    },
  };
}

/** The functions are loaded once a callable answers an empty call with INVALID_ARGUMENT. */
async function functionsLoaded(): Promise<boolean> {
  try {
    const response = await fetch(
      `http://${HOST}:${SHARED_PORTS.functions}/${SHARED_PROJECT_ID}/us-central1/${callables.createAccount.name}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
        signal: AbortSignal.timeout(20_000),
      },
    );
    const body = (await response.json()) as { error?: { status?: string } };
    return body.error?.status === 'INVALID_ARGUMENT';
  } catch {
    return false;
  }
}

/** Waits until the global setup's emulators are up; throws the start's failure if it failed. */
async function functionsEmulatorReady(statusFile: string): Promise<void> {
  for (;;) {
    const status = fs.readFileSync(statusFile, 'utf8');
    if (status === 'ready') return;
    if (status !== 'starting') throw new Error(`The Functions emulator did not start: ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether the process `pid` still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until the emulators are up and no other file is using them, then holds them for the
 * calling file until `release`. The files on them share one project and one set of per-address
 * rate limits, and each sends a stream of calls whose workers the emulator starts one by one: one
 * file at a time keeps them from slowing and counting each other. The hold is a folder made
 * atomically beside the status file, naming its holder's pid, so a crashed holder is passed over.
 */
export async function holdFunctionsEmulator(): Promise<{ release: () => void }> {
  const statusFile = process.env[STATUS_ENV];
  if (!statusFile) throw new Error(`${STATUS_ENV} is not set: the global setup did not run`);
  await functionsEmulatorReady(statusFile);
  const hold = `${statusFile}.hold`;
  const holder = path.join(hold, 'pid');
  for (;;) {
    try {
      fs.mkdirSync(hold);
      fs.writeFileSync(holder, String(process.pid));
      return { release: () => fs.rmSync(hold, { recursive: true, force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.existsSync(holder) ? fs.readFileSync(holder, 'utf8') : NaN);
      if (pid && !alive(pid)) fs.rmSync(hold, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
