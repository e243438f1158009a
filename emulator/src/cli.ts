#!/usr/bin/env node
/**
 * groundtruth-emulator [--config firebase.json] [--data-dir .data] [--port 8080] [--storage-port 9199] [--host 127.0.0.1]
 *                      [--contention [--contention-service-ms 1000] [--contention-max-wait-ms 2000]]
 * Starts Firestore and Storage with ports and rules from firebase.json and prints one line when ready.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_MAX_WAIT_MS, DEFAULT_SERVICE_MS } from './firestore/contention.js';
import { startEmulator } from './server.js';

interface FirebaseJson {
  firestore?: { rules?: string };
  storage?: { rules?: string };
  emulators?: { firestore?: { port?: number; host?: string }; storage?: { port?: number } };
}

/** Flags that take no value. */
const SWITCHES = new Set(['contention']);

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) throw new Error(`Unexpected argument ${a}`);
    const eq = a.indexOf('=');
    if (eq > 0) out[a.slice(2, eq)] = a.slice(eq + 1);
    else if (SWITCHES.has(a.slice(2))) out[a.slice(2)] = 'true';
    else {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) throw new Error(`${a} needs a value`);
      out[a.slice(2)] = v;
      i++;
    }
  }
  return out;
}

/** --contention and its times, or undefined in the default mode. */
function contentionOptions(
  args: Record<string, string>,
): { serviceMs: number; maxWaitMs: number } | undefined {
  const ms = (flag: string, fallback: number): number => {
    const raw = args[flag];
    if (raw === undefined) return fallback;
    if (args.contention !== 'true') throw new Error(`--${flag} needs --contention`);
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${flag} must be a number of milliseconds`);
    return n;
  };
  const serviceMs = ms('contention-service-ms', DEFAULT_SERVICE_MS);
  const maxWaitMs = ms('contention-max-wait-ms', DEFAULT_MAX_WAIT_MS);
  return args.contention === 'true' ? { serviceMs, maxWaitMs } : undefined;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const configPath = path.resolve(args.config ?? 'firebase.json');
  let config: FirebaseJson = {};
  if (fs.existsSync(configPath))
    config = JSON.parse(fs.readFileSync(configPath, 'utf8')) as FirebaseJson;
  else if (args.config) throw new Error(`Config ${configPath} not found`);

  const port = Number(args.port ?? config.emulators?.firestore?.port ?? 8080);
  const host = args.host ?? '127.0.0.1';
  const dataDir = args['data-dir'] ?? '.data';
  const rules = config.firestore?.rules;
  const rulesPath = rules ? path.resolve(path.dirname(configPath), rules) : undefined;

  const storagePort = Number(args['storage-port'] ?? config.emulators?.storage?.port ?? 9199);
  const storageRules = config.storage?.rules;
  const storageRulesPath = storageRules
    ? path.resolve(path.dirname(configPath), storageRules)
    : undefined;

  const contention = contentionOptions(args);
  const emulator = await startEmulator({
    firestorePort: port,
    host,
    dataDir,
    rulesPath,
    storagePort,
    storageRulesPath,
    ...(contention ? { contention } : {}),
  });
  console.log(
    `Groundtruth emulator ready: firestore ${host}:${emulator.port}, storage ${host}:${emulator.storagePort} (data ${dataDir})`,
  );
  if (contention)
    console.log(
      `Contention mode: one write per ${contention.serviceMs} ms per document, ABORTED past ${contention.maxWaitMs} ms; busiest documents at http://${host}:${emulator.port}/emulator/v1/contention`,
    );

  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    emulator.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(`groundtruth-emulator: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
