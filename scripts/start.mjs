// `npm start`: the whole product locally, in one terminal — the project's emulator (Firestore +
// Storage), the Auth and Functions emulators of firebase-tools, the shell and the three remotes.
// Waits for each to be healthy, seeds demo data on first start, prints URLs and logins.
// Ctrl-C stops everything it started. `--prod` serves production builds instead of dev servers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startProcess, stopAll } from './stack/processes.mjs';
import { waitForHttp } from './stack/wait.mjs';
import { serveProduct } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const args = process.argv.slice(2);
const production = args.includes('--prod');
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dataDir = path.resolve(flag('--data-dir') ?? '.data');
const firebaseJson = JSON.parse(fs.readFileSync('firebase.json', 'utf8'));
const projectId = JSON.parse(fs.readFileSync('.firebaserc', 'utf8')).projects.default;
const ports = Object.fromEntries(
  ['auth', 'functions', 'firestore', 'storage'].map((name) => [
    name,
    firebaseJson.emulators[name].port,
  ]),
);
const host = '127.0.0.1';
const node = process.execPath;

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Groundtruth…');
  await staticServers?.close();
  await stopAll({ graceMs: 15_000 });
  console.log('Stopped. Every process this command started has exited.');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

let staticServers;
const started = Date.now();

try {
  fs.mkdirSync(dataDir, { recursive: true });

  console.log('Building the emulator and functions…');
  await Promise.all([
    run('build', 'npm', ['run', 'build', '--workspace', 'emulator']),
    fs.existsSync('functions/tsconfig.json')
      ? run('build', 'npm', ['run', 'build', '--workspace', 'functions'])
      : Promise.resolve(),
    production ? run('build', 'npm', ['run', 'build:apps']) : Promise.resolve(),
  ]);

  startProcess('emulator', node, [
    'emulator/dist/cli.js',
    '--config',
    'firebase.json',
    '--data-dir',
    path.join(dataDir, 'emulator'),
  ]);

  const authExport = path.join(dataDir, 'auth');
  const services = fs.existsSync('functions/lib/index.js') ? 'auth,functions' : 'auth';
  startProcess(
    'firebase',
    node,
    [
      'node_modules/firebase-tools/lib/bin/firebase.js',
      'emulators:start',
      '--only',
      services,
      '--project',
      projectId,
      ...(fs.existsSync(path.join(authExport, 'firebase-export-metadata.json'))
        ? ['--import', authExport]
        : []),
      '--export-on-exit',
      authExport,
    ],
    {
      env: {
        // Functions reach the project's own emulator through the standard variables.
        FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
        FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
        STORAGE_EMULATOR_HOST: `http://${host}:${ports.storage}`,
        GROUNDTRUTH_PAYOUT_PROVIDER: 'sandbox',
      },
    },
  );

  if (production) {
    staticServers = await serveProduct({ base: 3000, root });
  } else {
    const apps = [
      ['shell', 'shell'],
      ['marketing', 'marketing-site'],
      ['creator', 'creator-app'],
      ['staff', 'staff-app'],
    ];
    for (const [label, dir] of apps) {
      startProcess(
        label,
        node,
        [
          path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
          'serve',
          '-c',
          'rspack.config.mjs',
        ],
        {
          cwd: path.join(root, dir),
          env: { NODE_ENV: 'development' },
        },
      );
    }
  }

  await Promise.all([
    waitForHttp(`http://${host}:${ports.firestore}/`),
    waitForHttp(`http://${host}:${ports.auth}/`),
    ...(services.includes('functions') ? [waitForHttp(`http://${host}:${ports.functions}/`)] : []),
    ...[3000, 3001, 3002, 3003].map((port) => waitForHttp(`http://localhost:${port}/`)),
  ]);

  const { seedIfEmpty } = await import('./stack/seed.mjs');
  const logins = await seedIfEmpty({ dataDir, projectId, host, ports });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Groundtruth is running (ready in ${seconds}s${production ? ', production build' : ''}).

  App            http://localhost:3000
  Remotes        marketing http://localhost:3001 · creator http://localhost:3002 · staff http://localhost:3003
  Emulators      firestore ${host}:${ports.firestore} · storage ${host}:${ports.storage} · auth ${host}:${ports.auth} · functions ${host}:${ports.functions}
  Data           ${path.relative(root, dataDir) || '.'}/ (npm run reset wipes it)

Demo logins (password for all: ${logins.password}):
${logins.accounts.map((a) => `  ${a.role.padEnd(8)} ${a.email}`).join('\n')}

Press Ctrl-C to stop.
GROUNDTRUTH_READY`);
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
