/**
 * The contention bench's stack: the project's emulator as a child process (its built CLI, so its
 * CPU is not the load's), firebase-tools' Auth emulator and the callables in this process, as the
 * functions tests serve them (functions/testing/auth-emulator.ts, callable-host.ts), on free ports
 * and an empty data directory of its own. The emulator starts in the default mode for seeding and
 * is restarted on the same port and data in contention mode for the measured steps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getApps as getAdminApps, initializeApp as initAdmin } from 'firebase-admin/app';
import type {
  AnyCallable,
  CallableInput,
  CallableOutput,
} from '@groundtruth/domain/callable-registry';
import { startAuthEmulator } from '../../../../functions/testing/auth-emulator';
import { startCallableHost } from '../../../../functions/testing/callable-host';
import {
  LOCAL_TOOL_HEADER,
  LOCAL_TOOL_SECRET_ENV,
  newLocalToolSecret,
} from '../../../../dev-stack/src/stack/local-tool.mjs';
import { emulatorDir } from '../emulator/emulator-dir';

export const PROJECT = 'demo-groundtruth-contention';
const HOST = '127.0.0.1';
const repoRoot = path.resolve(emulatorDir, '..');
const cli = path.join(emulatorDir, 'dist/cli.js');

/** A callable's answer: its result, or the error code and message a caller would see. */
export type Answer<T> = { ok: true; result: T } | { ok: false; code: string; message: string };

export interface ContentionStack {
  /** Calls a callable over HTTP as `token`'s holder (signed out without one). */
  call<E extends AnyCallable>(
    entry: E,
    data: CallableInput<E>,
    token?: string,
  ): Promise<Answer<CallableOutput<E>>>;
  /** An ID token for an e-mail and password, from the Auth emulator. */
  signIn(email: string, password: string): Promise<string>;
  /** GET (or DELETE) the emulator's contention meter: the `limit` busiest documents. */
  contention(method?: 'GET' | 'DELETE', limit?: number): Promise<ContentionReport>;
  /** Restarts the emulator, same port and data, in contention mode. */
  enterContentionMode(options: { serviceMs: number; maxWaitMs: number }): Promise<void>;
  stop(): Promise<void>;
}

export interface ContentionReport {
  seconds: number;
  documents: { document: string; commits: number; commitsPerSecond: number; refused: number }[];
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startEmulator(args: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [cli, '--config', 'firebase.json', ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const seen = (c: Buffer) => {
      out += c.toString();
      if (out.includes('Groundtruth emulator ready')) resolve(proc);
    };
    proc.stdout!.on('data', seen);
    proc.stderr!.on('data', (c: Buffer) => {
      out += c.toString();
    });
    proc.once('exit', (code) => reject(new Error(`emulator exited with ${code}: ${out}`)));
  });
}

async function stopEmulator(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  await exited;
}

/** Starts the stack in the default mode; the functions are loaded and served when it resolves. */
export async function startContentionStack(): Promise<ContentionStack> {
  if (!fs.existsSync(cli))
    throw new Error(`${cli} is missing: run npm run build --workspace emulator first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-contention-bench-'));
  const [firestorePort, storagePort] = [await freePort(), await freePort()];
  const portArgs = [
    '--port',
    String(firestorePort),
    '--storage-port',
    String(storagePort),
    '--data-dir',
    dataDir,
  ];
  let emulator = await startEmulator(portArgs);
  const [auth, host] = await Promise.all([startAuthEmulator(PROJECT), startCallableHost()]);
  const secret = newLocalToolSecret();
  // What testing/setup-stack.ts gives the functions in a test file's process.
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${firestorePort}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${storagePort}`,
    STORAGE_EMULATOR_HOST: `http://${HOST}:${storagePort}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${auth.port}`,
    GCLOUD_PROJECT: PROJECT,
    GROUNDTRUTH_FUNCTIONS_URL: `http://${HOST}:${host.port}`,
    FUNCTIONS_EMULATOR: 'true',
    TZ: 'UTC',
    FIREBASE_DEBUG_MODE: 'true',
    FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
    FIREBASE_CONFIG: JSON.stringify({
      projectId: PROJECT,
      storageBucket: `${PROJECT}.appspot.com`,
    }),
    GROUNDTRUTH_PAYOUT_PROVIDER: 'sandbox',
    METADATA_SERVER_DETECTION: 'none',
    // Sign-ups come from this one address: as a local tool they skip the per-network limit a
    // launch day's visitors, each on a network of their own, would not share.
    [LOCAL_TOOL_SECRET_ENV]: secret,
  });
  // The functions' structured logs (firebase-functions' logger, a JSON line each) and the stacks
  // of calls that failed would drown the bench's lines; the calls' answers are counted instead.
  const quiet = (write: typeof process.stdout.write) =>
    ((chunk: unknown, ...rest: unknown[]) =>
      typeof chunk === 'string' &&
      /^(\{.*"severity":"|Unexpected error in callable)/.test(chunk.trim())
        ? true
        : (write as (...a: unknown[]) => boolean)(chunk, ...rest)) as typeof process.stdout.write;
  process.stdout.write = quiet(process.stdout.write.bind(process.stdout));
  process.stderr.write = quiet(process.stderr.write.bind(process.stderr));
  host.serve((await import('../../../../functions/src/index')) as Record<string, unknown>);
  if (!getAdminApps().length)
    initAdmin({ projectId: PROJECT, storageBucket: `${PROJECT}.appspot.com` });

  const origin = `http://${HOST}:${host.port}`;
  const emulatorUrl = `http://${HOST}:${firestorePort}`;
  return {
    async call(entry, data, token) {
      const res = await fetch(`${origin}/${PROJECT}/us-central1/${entry.name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [LOCAL_TOOL_HEADER]: secret,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ data }),
        signal: AbortSignal.timeout(70_000), // the web SDK's own limit for a callable
      }).catch((err: unknown) => ({ transport: err as Error }));
      if ('transport' in res) {
        const timedOut = res.transport.name === 'TimeoutError';
        const code = timedOut ? 'deadline-exceeded' : 'unavailable';
        const cause = (res.transport as { cause?: unknown }).cause;
        return {
          ok: false,
          code,
          message: `${String(res.transport)}${cause ? ` (${String(cause)})` : ''}`,
        };
      }
      const text = await res.text();
      try {
        const body = JSON.parse(text) as {
          result?: unknown;
          error?: { status?: string; message?: string };
        };
        if (!body.error) return { ok: true, result: body.result as never };
        return {
          ok: false,
          code: String(body.error.status).toLowerCase().replaceAll('_', '-'),
          message: String(body.error.message),
        };
      } catch {
        return { ok: false, code: `http-${res.status}`, message: text.slice(0, 200) };
      }
    },
    async signIn(email, password) {
      const res = await fetch(
        `http://${HOST}:${auth.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, returnSecureToken: true }),
        },
      );
      const body = (await res.json()) as { idToken?: string };
      if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
      return body.idToken;
    },
    async contention(method = 'GET', limit = 10) {
      const query = `project=${PROJECT}&limit=${limit}`;
      const res = await fetch(`${emulatorUrl}/emulator/v1/contention?${query}`, { method });
      return (await res.json()) as ContentionReport;
    },
    async enterContentionMode({ serviceMs, maxWaitMs }) {
      await stopEmulator(emulator);
      emulator = await startEmulator([
        ...portArgs,
        '--contention',
        '--contention-service-ms',
        String(serviceMs),
        '--contention-max-wait-ms',
        String(maxWaitMs),
      ]);
    },
    async stop() {
      await host.stop();
      await auth.stop();
      await stopEmulator(emulator);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
